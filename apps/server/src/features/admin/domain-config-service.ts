/** The theme editor's save: a domain's portal config, changed by staff, with its history. */
import {
  type Domain,
  type DomainConfigHistory,
  type PageQuery,
  type PortalConfigSettings,
  portalConfigInputSchema,
} from "@crest/domain";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { domainView, getDomain, lockDomainConfig, updateDomainConfig } from "../config/index.ts";
import {
  type ConfigHistoryRow,
  insertConfigHistory,
  listConfigHistory,
} from "./config-history-repository.ts";

export function historyView(row: ConfigHistoryRow): DomainConfigHistory {
  return {
    id: row.id,
    domainId: row.domainId,
    changedBy: row.staffUserId,
    changedByName: row.changedByName,
    changedAt: row.changedAt,
    previous: portalConfigInputSchema.parse(row.previous),
    config: portalConfigInputSchema.parse(row.config),
  };
}

/**
 * Replaces the config of one of the club's domains and records who changed what, in one
 * transaction; then tells every instance so GET /config shows it at once.
 */
export async function saveDomainConfig(
  context: ServiceContext,
  domainId: string,
  config: PortalConfigSettings,
): Promise<Domain> {
  const { actor } = context;
  if (actor.kind !== "staff") throw new Error("Only staff change a club's config");
  const saved = await inTransaction(context, async ({ scope }) => {
    const previous = await lockDomainConfig(scope, domainId);
    const row = await updateDomainConfig(scope, domainId, config);
    await insertConfigHistory(scope, {
      domainId,
      staffUserId: actor.staffUserId,
      changedByName: actor.name,
      previous,
      config,
    });
    return row;
  });
  await context.platform.tenants.announceChange(domainId);
  return domainView(saved);
}

/** A domain's config changes, newest first; another company's domain is a 404. */
export async function domainConfigHistory(context: ServiceContext, domainId: string, page: PageQuery) {
  await getDomain(context.scope, domainId);
  const { rows, totalCount } = await listConfigHistory(context.scope, domainId, page);
  return { items: rows.map(historyView), totalCount };
}
