/** What staff see of their club's background jobs. */
import { type Job, type JobListQuery, pageOffset } from "@crest/domain";
import { and, desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../platform/service-context.ts";
import { type JobRow, jobs } from "./tables.ts";

/** The club's jobs, newest first, optionally by status. */
export async function listJobs(context: ServiceContext, query: JobListQuery) {
  const where = query.status ? eq(jobs.status, query.status) : undefined;
  const [rows, totalCount] = await Promise.all([
    context.scope
      .select()
      .from(jobs)
      .where(and(where))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    context.scope.count(jobs, where),
  ]);
  return { items: rows.map(jobView), totalCount };
}

export function jobView(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt,
    lastError: row.lastError,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
  };
}
