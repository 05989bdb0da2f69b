/** Liveness and readiness for load balancers and orchestrators. */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { DatabaseHandle } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";

const statusSchema = z.object({ status: z.literal("ok") });

export async function healthRoutes(app: FastifyInstance, options: { database: DatabaseHandle }) {
  app.get(
    "/healthz",
    { config: { tenant: false }, schema: { tags: ["health"], response: { 200: statusSchema } } },
    async () => ({ status: "ok" as const }),
  );
  app.get(
    "/readyz",
    { config: { tenant: false }, schema: { tags: ["health"], response: { 200: statusSchema } } },
    async (request) => {
      try {
        await options.database.ping();
      } catch (error) {
        request.log.error({ err: error }, "database not reachable");
        throw new AppError("service_unavailable");
      }
      return { status: "ok" as const };
    },
  );
}
