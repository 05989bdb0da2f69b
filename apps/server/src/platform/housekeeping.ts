/**
 * Hourly clean-up: one recurring platform job that runs every feature's sweeps (rows nobody can
 * use any more). Deletes by time are idempotent, and the job facility runs it once per hour
 * across all instances.
 */
import type { Executor } from "../db/client.ts";
import type { Sweep } from "./feature.ts";
import { defineRecurringJob, type PlatformJob } from "./jobs.ts";

const EVERY_MS = 60 * 60 * 1000;

export function housekeepingJob(sweeps: readonly Sweep[]): PlatformJob {
  return defineRecurringJob({
    kind: "housekeeping.sweep",
    everyMs: EVERY_MS,
    maxAttempts: 3,
    async run({ platformDb, now, log }) {
      const removed = await sweepAll(sweeps, platformDb, now);
      if (Object.values(removed).some((count) => count > 0)) log.info({ removed }, "housekeeping");
    },
  });
}

/** Runs every sweep once; answers what each removed (for tests and the command line). */
export async function sweepAll(sweeps: readonly Sweep[], platformDb: Executor, now = new Date()) {
  const removed: Record<string, number> = {};
  for (const sweep of sweeps) removed[sweep.name] = await sweep.run(platformDb, now);
  return removed;
}
