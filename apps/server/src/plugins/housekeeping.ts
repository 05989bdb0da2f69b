/**
 * Hourly clean-up of rows that can no longer be used (each feature owns its sweep). Deletes by
 * time are idempotent, so several instances running it at once do no harm.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Executor } from "../db/client.ts";
import { sweepAdmin } from "../features/admin/index.ts";
import { sweepAuth } from "../features/auth/index.ts";

const EVERY_MS = 60 * 60 * 1000;

/** Runs every sweep once; returns what each removed. */
export async function sweepAll(db: Executor, now = new Date()) {
  return { ...(await sweepAuth(db, now)), ...(await sweepAdmin(db, now)) };
}

export const housekeepingPlugin = fp(async (app: FastifyInstance, options: { enabled: boolean }) => {
  if (!options.enabled) return;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const removed = await sweepAll(app.db);
      if (Object.values(removed).some((n) => n > 0)) app.log.info({ removed }, "housekeeping");
    } catch (error) {
      app.log.error({ err: error }, "housekeeping failed");
    }
  };
  app.addHook("onReady", async () => {
    void run();
    timer = setInterval(() => void run(), EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
});
