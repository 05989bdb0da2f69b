/**
 * The job runner: on every instance, a loop that schedules recurring jobs and claims due ones
 * (see claimDueJobs for why two instances never run the same job at once), runs them with the
 * club's context, and records the outcome: succeeded, queued again after a back-off, or failed
 * for good after the job's last attempt. A runner that dies mid-job leaves its lease to expire,
 * and another instance takes the job over. Tests call `drain()` instead of waiting for timers.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/client.ts";
import { metrics } from "../../lib/metrics.ts";
import {
  DEFAULT_LEASE_MS,
  DEFAULT_MAX_ATTEMPTS,
  defaultRetryDelayMs,
  type JobDefinition,
  type JobInfo,
} from "../../platform/jobs.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import {
  claimDueJobs,
  markFailed,
  markSucceeded,
  releaseLeases,
  scheduleRecurring,
} from "./job-repository.ts";
import type { JobRow } from "./tables.ts";

export interface JobRunnerOptions {
  platformDb: Executor;
  definitions: JobDefinition[];
  contextFor(companyId: string, job: JobInfo): Promise<ServiceContext>;
  log: FastifyBaseLogger;
  instanceId: string;
  /** Jobs run at once on this instance. */
  concurrency: number;
  /** How often an idle runner looks for work; `wake()` looks at once. */
  pollMs: number;
}

export interface DrainReport {
  succeeded: string[];
  retrying: string[];
  failed: string[];
}

const describe = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000) || "unknown error";

export function createJobRunner(options: JobRunnerOptions) {
  // wake() is called from inside the transaction that queued a job; the pass it starts must run
  // outside that transaction's context (on PGlite, a query from inside it is refused).
  const outsideAnyTransaction = AsyncLocalStorage.snapshot();
  const { platformDb: db, log } = options;
  const byKind = new Map(options.definitions.map((definition) => [definition.kind, definition]));
  const kinds = [...byKind.keys()];
  const leaseUntil = (now: Date) => (kind: string) =>
    new Date(now.getTime() + (byKind.get(kind)?.leaseMs ?? DEFAULT_LEASE_MS));

  async function schedule(now: Date): Promise<void> {
    for (const definition of options.definitions) {
      if (definition.scope !== "platform") continue;
      const offset = definition.offsetMs ?? 0;
      const slot = Math.floor((now.getTime() - offset) / definition.everyMs) * definition.everyMs + offset;
      await scheduleRecurring(
        db,
        definition.kind,
        new Date(slot),
        definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      );
    }
  }

  async function runOne(row: JobRow, now: Date, report: DrainReport): Promise<void> {
    const definition = byKind.get(row.kind);
    const info: JobInfo = { id: row.id, kind: row.kind, attempt: row.attempts, maxAttempts: row.maxAttempts };
    let context: ServiceContext | undefined;
    let failure: string | null = null;
    try {
      if (!definition) throw new Error(`no job is defined for kind "${row.kind}"`);
      if (row.attempts > row.maxAttempts) throw new Error("gave up: the job outlived its lease too often");
      if (definition.scope === "club") {
        if (!row.companyId) throw new Error("a club job needs a company");
        context = await options.contextFor(row.companyId, info);
        await definition.run(row.payload, context, info);
      } else {
        await definition.run({ platformDb: db, now, log }, info);
      }
    } catch (error) {
      failure = describe(error);
    }
    // Recorded outside the try: a database error after a successful run must not count as a
    // failed run (and run it again).
    if (failure === null) {
      await markSucceeded(db, row, new Date());
      report.succeeded.push(row.id);
      metrics.jobOutcomes.inc({ kind: row.kind, outcome: "succeeded" });
      return;
    }
    const giveUp = row.attempts >= row.maxAttempts || !definition;
    const delay = definition?.retryDelayMs?.(row.attempts) ?? defaultRetryDelayMs(row.attempts);
    await markFailed(db, row, failure, giveUp ? null : new Date(now.getTime() + delay), new Date());
    metrics.jobOutcomes.inc({ kind: row.kind, outcome: giveUp ? "failed" : "retrying" });
    if (!giveUp) {
      report.retrying.push(row.id);
      log.warn({ job: info, error: failure }, "job failed; it will be retried");
      return;
    }
    report.failed.push(row.id);
    log.error({ job: info, error: failure }, "job failed for good");
    if (definition?.scope === "club" && definition.onGiveUp && context) {
      await definition.onGiveUp(row.payload, context, failure).catch((error: unknown) => {
        log.error({ err: error, job: info }, "recording a job's failure failed");
      });
    }
  }

  /**
   * Claims and runs due jobs until none are due at `now`: `concurrency` workers, each claiming
   * the next job as soon as it is free (a slow job holds one worker, not a whole batch).
   */
  async function drain(now = new Date()): Promise<DrainReport> {
    const report: DrainReport = { succeeded: [], retrying: [], failed: [] };
    if (kinds.length === 0) return report;
    await schedule(now);
    const claim = () =>
      claimDueJobs(db, { now, limit: 1, kinds, instanceId: options.instanceId, leaseUntil: leaseUntil(now) });
    // A runner told to stop finishes the job in hand and claims no other.
    const next = async () => (stopping ? undefined : (await claim())[0]);
    const worker = async (first?: JobRow) => {
      for (let row = first ?? (await next()); row; row = await next()) await runOne(row, now, report);
    };
    // One claim first: an idle pass (most passes) costs one statement, not one per worker.
    const [first] = await claim();
    if (!first) return report;
    await Promise.all([worker(first), ...Array.from({ length: options.concurrency - 1 }, () => worker())]);
    return report;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;
  let stopped = true;
  /** Set by stop(): no pass claims another job (drain() in tests is unaffected until then). */
  let stopping = false;

  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, "job runner pass failed"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  };

  return {
    drain,
    /** Looks for work now (after something was queued); cheap when a pass is running. */
    wake: () => outsideAnyTransaction(tick),
    start(): void {
      stopped = false;
      timer = setInterval(tick, options.pollMs);
      timer.unref();
      tick();
    },
    /**
     * Stops looking for work and claiming jobs, and waits for the jobs in hand: at most
     * `graceMs`, after which it gives back the leases it still holds (the jobs are queued again
     * at once, for another instance, rather than when their leases end). Their attempts still
     * count: a stale runner must never record an outcome over the next claim's.
     */
    async stop(graceMs = Number.POSITIVE_INFINITY): Promise<void> {
      stopped = true;
      stopping = true;
      clearInterval(timer);
      if (!running) return;
      let timeout: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        running.then(() => true),
        new Promise<false>((resolve) => {
          if (Number.isFinite(graceMs)) timeout = setTimeout(() => resolve(false), graceMs);
        }),
      ]);
      clearTimeout(timeout);
      if (finished) return;
      const released = await releaseLeases(db, options.instanceId, new Date());
      log.warn({ jobs: released }, "jobs still running at shutdown: leases given back");
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
