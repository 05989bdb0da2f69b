/** Queuing a club's job from a service, in the caller's transaction. */

import { type ClubJob, DEFAULT_MAX_ATTEMPTS } from "../../platform/jobs.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { insertClubJob, type QueuedJob } from "./club-job-repository.ts";

export interface EnqueueOptions {
  runAt?: Date;
  /** Lower runs first; default 100. */
  priority?: number;
  /** A job with this key already queued or done makes this call a no-op (answers null). */
  dedupeKey?: string;
}

/**
 * Queues `job` for the context's club. Pass a transaction-bound context so the job exists
 * exactly when the change that asked for it commits (no mail for a rolled-back token).
 */
export async function enqueueJob<P>(
  context: ServiceContext,
  job: ClubJob<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const queued = queuedJob(job, payload, options);
  const id = await insertClubJob(context.scope, queued);
  if (id !== null) wakeIfDue(context, queued.runAt);
  return id;
}

/** The job row `enqueueJob` writes, for a statement that writes it beside another (`queuedJobInsert`). */
export function queuedJob<P>(job: ClubJob<P>, payload: P, options: EnqueueOptions = {}): QueuedJob {
  return {
    kind: job.kind,
    payload,
    priority: options.priority ?? 100,
    runAt: options.runAt ?? new Date(),
    maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    dedupeKey: options.dedupeKey ?? null,
  };
}

/** Wakes the runner for a job queued to run now (once the caller's transaction commits, it finds it). */
export function wakeIfDue(context: ServiceContext, runAt: Date): void {
  // A job due later is found by the runner's poll; waking it now would only find nothing to do
  // (every cart change queues a hold release minutes ahead: a drop would wake it per request).
  if (runAt.getTime() <= Date.now()) context.platform.jobs.wake();
}
