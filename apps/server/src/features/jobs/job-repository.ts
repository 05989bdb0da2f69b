/**
 * The runner's queries. Claiming is platform work across every club, so these take the raw
 * handle (an allowlisted file; see the architecture test).
 */
import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { type JobRow, jobs } from "./tables.ts";

/**
 * Claims up to `limit` due jobs in one statement. Rows are locked with SKIP LOCKED, so
 * instances claiming at the same moment take disjoint sets; each claim counts an attempt and
 * sets a lease. A job whose runner died (lease over) is due again.
 */
export function claimDueJobs(
  db: Executor,
  options: {
    now: Date;
    limit: number;
    kinds: string[];
    instanceId: string;
    leaseUntil: (kind: string) => Date;
  },
): Promise<JobRow[]> {
  const { now } = options;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, options.kinds),
        or(
          and(eq(jobs.status, "queued"), lte(jobs.runAt, now)),
          and(eq(jobs.status, "running"), lt(jobs.leaseUntil, now)),
        ),
      ),
    )
    .orderBy(asc(jobs.priority), asc(jobs.runAt))
    .limit(options.limit)
    .for("update", { skipLocked: true });
  // One lease for the batch, the longest of its kinds: set per row below would need a second
  // statement, and a longer lease only delays a takeover.
  const lease = Math.max(...options.kinds.map((kind) => options.leaseUntil(kind).getTime()));
  return db
    .update(jobs)
    .set({
      status: "running",
      attempts: sql`${jobs.attempts} + 1`,
      leaseUntil: new Date(lease),
      claimedBy: options.instanceId,
      startedAt: now,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/** Only the claim that counted `attempts` may record the outcome: a stale runner cannot. */
const ourClaim = (row: JobRow) =>
  and(eq(jobs.id, row.id), eq(jobs.attempts, row.attempts), eq(jobs.status, "running"));

export async function markSucceeded(db: Executor, row: JobRow, at: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: "succeeded", finishedAt: at, leaseUntil: null, lastError: null })
    .where(ourClaim(row));
}

/** A failed run: queued again at `retryAt`, or failed for good when `retryAt` is null. */
export async function markFailed(db: Executor, row: JobRow, error: string, retryAt: Date | null, at: Date) {
  await db
    .update(jobs)
    .set(
      retryAt
        ? { status: "queued", runAt: retryAt, leaseUntil: null, lastError: error }
        : { status: "failed", finishedAt: at, leaseUntil: null, lastError: error },
    )
    .where(ourClaim(row));
}

/**
 * Gives back the leases an instance still holds as it shuts down: its running jobs are queued
 * again, due now. The claim's attempt stays counted, so the stopped runner's late outcome (its
 * attempts no longer the row's once another claim counts one) is never recorded.
 */
export async function releaseLeases(db: Executor, instanceId: string, now: Date): Promise<string[]> {
  const rows = await db
    .update(jobs)
    .set({ status: "queued", runAt: now, leaseUntil: null })
    .where(and(eq(jobs.status, "running"), eq(jobs.claimedBy, instanceId)))
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

/**
 * The queue at a glance, per kind (for /metrics): jobs due and waiting, and running, with how
 * long the oldest due one has waited. Only queued and running rows (the partial due index);
 * outcomes are counted by the runner as they happen.
 */
export async function jobQueueStats(db: Executor, now: Date) {
  const { rows } = await db.execute<{
    kind: string;
    status: string;
    jobs: number;
    oldest_due_s: number | null;
  }>(
    sql`select kind, status, count(*)::int as jobs,
          extract(epoch from (${now.toISOString()}::timestamptz - min(run_at)))::float8 as oldest_due_s
        from jobs
        where status in ('queued', 'running')
          and (status = 'running' or run_at <= ${now.toISOString()}::timestamptz)
        group by kind, status`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    status: row.status,
    jobs: Number(row.jobs),
    oldestDueSeconds: row.status === "queued" ? Number(row.oldest_due_s ?? 0) : null,
  }));
}

/** Queues one run of a recurring platform job per period; instances racing insert it once. */
export async function scheduleRecurring(db: Executor, kind: string, slotStart: Date, maxAttempts: number) {
  await db
    .insert(jobs)
    .values({
      kind,
      companyId: null,
      runAt: slotStart,
      maxAttempts,
      dedupeKey: `${kind}@${slotStart.toISOString()}`,
    })
    .onConflictDoNothing();
}

/** Finished jobs older than `before` (their outcome is kept a week for staff to see). */
export async function deleteFinishedJobs(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ["succeeded", "failed"]), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Queues one club job per club (a platform job fanning work out to clubs, e.g. the billing
 * schedule); the dedupe key makes a second call for the same slot a no-op.
 */
export async function enqueueForClubs(
  db: Executor,
  kind: string,
  companyIds: readonly string[],
  slotKey: string,
  maxAttempts: number,
  payload: Record<string, unknown> = {},
) {
  if (companyIds.length === 0) return;
  await db
    .insert(jobs)
    .values(
      companyIds.map((companyId) => ({
        kind,
        companyId,
        payload,
        runAt: new Date(),
        maxAttempts,
        dedupeKey: `${kind}:${companyId}@${slotKey}`,
      })),
    )
    .onConflictDoNothing();
}
