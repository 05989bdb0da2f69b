/** Domain config history, always within the staff session's club. */
import { type PageQuery, pageOffset } from "@crest/domain";
import { desc, eq } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { domainConfigHistory } from "./tables.ts";

export type ConfigHistoryRow = typeof domainConfigHistory.$inferSelect;

export const insertConfigHistory = (
  scope: TenantScope,
  values: Omit<typeof domainConfigHistory.$inferInsert, "companyId">,
): Promise<ConfigHistoryRow> => scope.insertOne(domainConfigHistory, values);

/** A domain's changes, newest first. */
export async function listConfigHistory(scope: TenantScope, domainId: string, page: PageQuery) {
  const where = eq(domainConfigHistory.domainId, domainId);
  const [rows, totalCount] = await Promise.all([
    scope
      .select()
      .from(domainConfigHistory)
      .where(where)
      .orderBy(desc(domainConfigHistory.changedAt), desc(domainConfigHistory.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    scope.count(domainConfigHistory, where),
  ]);
  return { rows, totalCount };
}
