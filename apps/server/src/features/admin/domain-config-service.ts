/**
 * The theme editor's saves: a domain's portal config, changed by staff, one version at a time,
 * with its history. A save names the version it was edited from; on any other version it is a
 * 409 `config_conflict` carrying what the other editor changed, so nobody overwrites a change
 * unseen. A revert saves an old version again, as a new one.
 */
import {
  type ConfigConflict,
  configChanges,
  configConflictSchema,
  type Domain,
  type DomainConfigHistory,
  type PageQuery,
  type PortalConfigInput,
  type PortalConfigSettings,
  portalConfigInputSchema,
  toWire,
} from "@crest/domain";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { AppError, NotFoundError } from "../../lib/errors.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { domainView, getDomain, lockDomainConfigVersion, updateDomainConfig } from "../config/index.ts";
import {
  type ConfigHistoryRow,
  historyAround,
  insertConfigHistory,
  listConfigHistory,
} from "./config-history-repository.ts";

export function historyView(row: ConfigHistoryRow): DomainConfigHistory {
  return {
    id: row.id,
    domainId: row.domainId,
    version: row.version,
    revertedFrom: row.revertedFrom,
    changedBy: row.staffUserId,
    changedByName: row.changedByName,
    changedAt: row.changedAt,
    previous: portalConfigInputSchema.parse(row.previous),
    config: portalConfigInputSchema.parse(row.config),
    changes: configChanges(row.previous, row.config),
  };
}

/** What version `version` of the domain's config held; undefined for one it never had. */
async function configAt(
  scope: TenantScope,
  domainId: string,
  version: number,
): Promise<{ config: PortalConfigInput; saved: ConfigHistoryRow | undefined } | undefined> {
  const rows = await historyAround(scope, domainId, version);
  const saved = rows.find((row) => row.version === version);
  if (saved) return { config: saved.config, saved };
  const next = rows.find((row) => row.version === version + 1);
  return next ? { config: next.previous, saved: undefined } : undefined;
}

/** The 409 for a save edited from `sentVersion` when the domain is at `current`. */
async function conflict(
  scope: TenantScope,
  domainId: string,
  sentVersion: number,
  current: { config: PortalConfigInput; configVersion: number },
): Promise<AppError> {
  const [sent, latest] = await Promise.all([
    configAt(scope, domainId, sentVersion),
    configAt(scope, domainId, current.configVersion),
  ]);
  const saved = latest?.saved;
  const data: ConfigConflict = {
    version: current.configVersion,
    changedBy: saved?.staffUserId ?? null,
    changedByName: saved?.changedByName ?? null,
    changedAt: saved?.changedAt ?? null,
    // A version the domain never had (sent from nowhere) has no changes to show.
    changes: sent ? configChanges(sent.config, current.config) : [],
  };
  const who = data.changedByName ?? "someone";
  return new AppError("config_conflict", {
    message: `Version ${current.configVersion} was saved by ${who} after version ${sentVersion}`,
    details: [
      {
        field: "configVersion",
        details: `The config is at version ${current.configVersion}`,
        data: toWire(configConflictSchema, data) as Record<string, unknown>,
      },
    ],
  });
}

/**
 * Writes `config` as the domain's next version, with its history row, in one transaction; the
 * domain row stays locked from the version check to the write, so of two saves of one version
 * exactly one is stored. Then every instance is told, so GET /config shows it at once.
 */
async function writeVersion(
  context: ServiceContext,
  domainId: string,
  config: PortalConfigInput,
  options: { editedFrom?: number; revertTo?: number },
): Promise<Domain> {
  const { actor } = context;
  if (actor.kind !== "staff") throw new Error("Only staff change a club's config");
  const saved = await inTransaction(context, async ({ scope }) => {
    const current = await lockDomainConfigVersion(scope, domainId);
    if (options.editedFrom !== undefined && options.editedFrom !== current.configVersion)
      throw await conflict(scope, domainId, options.editedFrom, current);
    let stored = config;
    if (options.revertTo !== undefined) {
      const old = await configAt(scope, domainId, options.revertTo);
      if (!old || options.revertTo > current.configVersion) throw new NotFoundError();
      stored = old.config;
    }
    const row = await updateDomainConfig(scope, domainId, stored);
    await insertConfigHistory(scope, {
      domainId,
      version: row.configVersion,
      revertedFrom: options.revertTo ?? null,
      staffUserId: actor.staffUserId,
      changedByName: actor.name,
      previous: current.config,
      config: stored,
    });
    return row;
  });
  await context.platform.tenants.announceChange(domainId);
  return domainView(saved);
}

/** The theme editor's Save: `config` edited from version `editedFrom`, else a 409 config_conflict. */
export const saveDomainConfig = (
  context: ServiceContext,
  domainId: string,
  config: PortalConfigSettings,
  editedFrom: number,
): Promise<Domain> => writeVersion(context, domainId, config, { editedFrom });

/** Saves version `version` of the domain's config again, as its newest version; 404 for one it never had. */
export const revertDomainConfig = (context: ServiceContext, domainId: string, version: number) =>
  writeVersion(context, domainId, {}, { revertTo: version });

/** A domain's config changes, newest first; another company's domain is a 404. */
export async function domainConfigHistory(context: ServiceContext, domainId: string, page: PageQuery) {
  await getDomain(context.scope, domainId);
  const { rows, totalCount } = await listConfigHistory(context.scope, domainId, page);
  return { items: rows.map(historyView), totalCount };
}
