/** Domain config history, always within the staff session's club. */
import { type PageQuery, pageOffset } from "@crest/domain";
import { and, desc, eq, inArray } from "drizzle-orm";
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
      .orderBy(desc(domainConfigHistory.version), desc(domainConfigHistory.changedAt))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    scope.count(domainConfigHistory, where),
  ]);
  return { rows, totalCount };
}

/**
 * The saves of versions `version` and `version + 1` of a domain: what a version held is the
 * first's `config`, or, for a version nobody saved (the config as created), the second's
 * `previous`.
 */
export const historyAround = (scope: TenantScope, domainId: string, version: number) =>
  scope
    .select()
    .from(domainConfigHistory)
    .where(
      and(
        eq(domainConfigHistory.domainId, domainId),
        inArray(domainConfigHistory.version, [version, version + 1]),
      ),
    );
