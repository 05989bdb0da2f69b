/** The audit log's queries: it is appended to and read, never updated nor deleted from. */
import { type AuditQuery, pageOffset } from "@crest/domain";
import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { staffAuditLog } from "./tables.ts";

/** Appends one staff write. */
export async function appendAuditRow(
  scope: TenantScope,
  row: Omit<typeof staffAuditLog.$inferInsert, "companyId" | "id" | "at">,
): Promise<void> {
  await scope.insert(staffAuditLog).values(row);
}

/** A page of the club's audit log, newest first, and how many rows match. */
export async function listAuditRows(scope: TenantScope, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.staffUserId) conditions.push(eq(staffAuditLog.staffUserId, query.staffUserId));
  if (query.from) conditions.push(gte(staffAuditLog.at, query.from));
  if (query.to) conditions.push(lt(staffAuditLog.at, query.to));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totalCount] = await Promise.all([
    scope
      .select()
      .from(staffAuditLog)
      .where(where)
      .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    scope.count(staffAuditLog, where),
  ]);
  return { rows, totalCount };
}
