/** A club's own jobs through its tenant scope: queuing one, and the list staff see. */
import { type JobListQuery, pageOffset } from "@crest/domain";
import { and, desc, eq } from "drizzle-orm";
import { statement } from "../../db/statement.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { jobs } from "./tables.ts";

/**
 * Inserts a queued job for the scope's club, in the scope's transaction; answers its id, or
 * null when a job with the same dedupe key is already there.
 */
export async function insertClubJob(scope: TenantScope, job: QueuedJob): Promise<string | null> {
  const rows = await insertJob(scope, job);
  return rows[0]?.id ?? null;
}

export interface QueuedJob {
  kind: string;
  payload: unknown;
  priority: number;
  runAt: Date;
  maxAttempts: number;
  dedupeKey: string | null;
}

/**
 * The insert of a queued job for the scope's club, not yet run: for a statement that queues it
 * beside another write (db/statement.ts `together`).
 */
export const queuedJobInsert = (scope: TenantScope, job: QueuedJob) =>
  scope
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      priority: job.priority,
      runAt: job.runAt,
      maxAttempts: job.maxAttempts,
      dedupeKey: job.dedupeKey,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });

/** Built once: most changes a member makes queue a job (a mail, a hold's release). */
const insertJob = statement(queuedJobInsert);

/** A page of the club's jobs, newest first, optionally by status, and how many there are. */
export async function listClubJobs(scope: TenantScope, query: JobListQuery) {
  const where = query.status ? eq(jobs.status, query.status) : undefined;
  const [rows, totalCount] = await Promise.all([
    scope
      .select()
      .from(jobs)
      .where(and(where))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    scope.count(jobs, where),
  ]);
  return { rows, totalCount };
}
