/** Liveness and readiness for load balancers and orchestrators. */

import { apiErrorSchema } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { DatabaseHandle } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";

const statusSchema = z.object({ status: z.literal("ok") });

/** A load balancer's probe must get an answer quickly, even from a frozen database. */
export const READY_TIMEOUT_MS = 1_500;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function healthRoutes(app: FastifyInstance, options: { database: DatabaseHandle }) {
  // Set as the server begins to close: a load balancer stops sending this instance new
  // requests while those in flight finish (the graceful shutdown in server.ts).
  let draining = false;
  app.addHook("preClose", (done) => {
    draining = true;
    done();
  });
  app.get(
    "/healthz",
    { config: { tenant: false }, schema: { tags: ["health"], response: { 200: statusSchema } } },
    async () => ({ status: "ok" as const }),
  );
  app.get(
    "/readyz",
    {
      config: { tenant: false },
      schema: { tags: ["health"], response: { 200: statusSchema, 503: apiErrorSchema } },
    },
    async (request) => {
      if (draining) throw new AppError("service_unavailable", { message: "This instance is shutting down." });
      try {
        await within(READY_TIMEOUT_MS, options.database.ping());
      } catch (error) {
        request.log.error({ err: error }, "database not reachable");
        throw new AppError("service_unavailable");
      }
      return { status: "ok" as const };
    },
  );
}
