/** Registers every feature's routes. A feature adds one line here. */
import type { FastifyInstance } from "fastify";

export async function featureRoutes(_app: FastifyInstance): Promise<void> {}
