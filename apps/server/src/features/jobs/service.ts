/** What staff see of their club's background jobs. */
import type { Job, JobListQuery } from "@crest/domain";
import type { ServiceContext } from "../../platform/service-context.ts";
import { listClubJobs } from "./club-job-repository.ts";
import type { JobRow } from "./tables.ts";

/** The club's jobs, newest first, optionally by status. */
export async function listJobs(context: ServiceContext, query: JobListQuery) {
  const { rows, totalCount } = await listClubJobs(context.scope, query);
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
