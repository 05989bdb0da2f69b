/** The audit log's rules: what route() tells of a staff write is kept; owners read it. */
import type { AuditEntry, AuditQuery } from "@crest/domain";
import type { ServiceContext } from "../../platform/service-context.ts";
import type { StaffWrite } from "../../platform/staff-writes.ts";
import { bodySummary } from "./body-summary.ts";
import { appendAuditRow, listAuditRows } from "./repository.ts";
import type { AuditRow } from "./tables.ts";

/** Appends a staff write to the club's audit log (the recorder route() calls). */
export async function recordStaffWriteInLog(context: ServiceContext, write: StaffWrite): Promise<void> {
  const actor = context.actor;
  if (actor.kind !== "staff") return;
  await appendAuditRow(context.scope, {
    staffUserId: actor.staffUserId,
    staffName: actor.name,
    endpoint: write.endpoint,
    method: write.method,
    pathParams: write.pathParams,
    bodySummary: bodySummary(write.body),
    outcome: write.status,
  });
}

/** GET /admin/api/audit: a page of the club's staff writes, newest first. */
export async function listAudit(context: ServiceContext, query: AuditQuery) {
  const { rows, totalCount } = await listAuditRows(context.scope, query);
  return { items: rows.map(auditEntryView), totalCount };
}

function auditEntryView(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    staffUserId: row.staffUserId,
    staffName: row.staffName,
    at: row.at,
    endpoint: row.endpoint,
    method: row.method,
    pathParams: row.pathParams,
    bodySummary: row.bodySummary ?? null,
    outcome: row.outcome,
  };
}
