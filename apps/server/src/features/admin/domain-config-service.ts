/** The theme editor's save: a domain's portal config, changed by staff, with its history. */
import {
  type Domain,
  type DomainConfigHistory,
  type PageQuery,
  type PortalConfigSettings,
  portalConfigInputSchema,
} from "@crest/domain";
import type { Database } from "../../db/client.ts";
import { domainView, getDomain, type TenantResolver, updateDomainConfig } from "../config/index.ts";
import {
  type ConfigHistoryRow,
  insertConfigHistory,
  listConfigHistory,
  lockDomainConfig,
} from "./config-history-repository.ts";
import type { StaffContext } from "./staff-session.ts";

export function historyView(row: ConfigHistoryRow): DomainConfigHistory {
  return {
    id: row.id,
    domainId: row.domainId,
    changedBy: row.staffUserId,
    changedByName: row.changedByName,
    changedAt: row.changedAt.toISOString(),
    previous: portalConfigInputSchema.parse(row.previous),
    config: portalConfigInputSchema.parse(row.config),
  };
}

/**
 * Replaces the config of one of the selected company's domains and records who changed what,
 * in one transaction; then tells every instance so GET /config shows it at once.
 */
export async function saveDomainConfig(
  db: Database,
  tenants: Pick<TenantResolver, "announceChange">,
  staff: StaffContext,
  domainId: string,
  config: PortalConfigSettings,
): Promise<Domain> {
  const saved = await db.transaction(async (tx) => {
    const previous = await lockDomainConfig(tx, staff.companyId, domainId);
    const row = await updateDomainConfig(tx, staff.companyId, domainId, config);
    await insertConfigHistory(tx, staff.companyId, {
      domainId,
      staffUserId: staff.user.id,
      changedByName: `${staff.user.firstName} ${staff.user.lastName}`.trim(),
      previous,
      config,
    });
    return row;
  });
  await tenants.announceChange(domainId);
  return domainView(saved);
}

/** A domain's config changes, newest first; another company's domain is a 404. */
export async function domainConfigHistory(
  db: Database,
  staff: StaffContext,
  domainId: string,
  page: PageQuery,
) {
  await getDomain(db, staff.companyId, domainId);
  const { rows, totalCount } = await listConfigHistory(db, staff.companyId, domainId, page);
  return { items: rows.map(historyView), totalCount };
}
