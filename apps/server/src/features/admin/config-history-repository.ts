/** Domain config changes and their history, always scoped by the staff session's company. */
import { type PageQuery, type PortalConfigInput, pageOffset } from "@crest/domain";
import { count, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { forCompany } from "../../db/tenant-scope.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { domains } from "../config/index.ts";
import { domainConfigHistory } from "./tables.ts";

export type ConfigHistoryRow = typeof domainConfigHistory.$inferSelect;

/**
 * The domain's stored config, row-locked until the transaction ends, so two staff saving at
 * once each record the config they really replaced. Another company's domain is a 404.
 */
export async function lockDomainConfig(
  tx: Executor,
  companyId: string,
  domainId: string,
): Promise<PortalConfigInput> {
  const rows = await tx
    .select({ config: domains.config })
    .from(domains)
    .where(forCompany(tx, companyId).where(domains, eq(domains.id, domainId)))
    .for("update");
  const row = rows[0];
  if (!row) throw new NotFoundError();
  return row.config;
}

export function insertConfigHistory(
  tx: Executor,
  companyId: string,
  values: Omit<typeof domainConfigHistory.$inferInsert, "companyId">,
): Promise<ConfigHistoryRow> {
  return forCompany(tx, companyId).insert(domainConfigHistory, values);
}

/** A domain's changes, newest first. */
export async function listConfigHistory(db: Executor, companyId: string, domainId: string, page: PageQuery) {
  const where = forCompany(db, companyId).where(
    domainConfigHistory,
    eq(domainConfigHistory.domainId, domainId),
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(domainConfigHistory)
      .where(where)
      .orderBy(desc(domainConfigHistory.changedAt), desc(domainConfigHistory.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(domainConfigHistory).where(where),
  ]);
  return { rows, totalCount: totals[0]?.n ?? 0 };
}
