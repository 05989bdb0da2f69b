/** Registers every feature's routes. A feature adds one line here. */
import type { FastifyInstance } from "fastify";
import { accountRoutes } from "./features/account/index.ts";
import { adminRoutes } from "./features/admin/index.ts";
import { authFeature } from "./features/auth/index.ts";

export async function featureRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authFeature);
  await app.register(accountRoutes);
  await app.register(adminRoutes);
}
