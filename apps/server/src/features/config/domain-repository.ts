/** A club's domains and their portal config, for staff (always within the club's scope). */
import type { PortalConfigInput } from "@crest/domain";
import { eq, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { type DomainRow, domains, mobileApps } from "./tables.ts";

export type { DomainRow };

export const listDomains = (scope: TenantScope) => scope.findMany(domains);

export const getDomain = (scope: TenantScope, domainId: string) =>
  scope.getOne(domains, eq(domains.id, domainId));

/**
 * The domain's stored config and its version, row-locked until the transaction ends, so two
 * staff saving at once are served one after the other: the second sees the first's version.
 * Another company's domain is a 404.
 */
export async function lockDomainConfigVersion(
  scope: TenantScope,
  domainId: string,
): Promise<{ config: PortalConfigInput; configVersion: number }> {
  const rows = await scope
    .select({ config: domains.config, configVersion: domains.configVersion })
    .from(domains)
    .where(eq(domains.id, domainId))
    .for("update");
  const row = rows[0];
  if (!row) throw new NotFoundError();
  return row;
}

/** The domain's stored config, row-locked until the transaction ends (see above). */
export const lockDomainConfig = async (scope: TenantScope, domainId: string): Promise<PortalConfigInput> =>
  (await lockDomainConfigVersion(scope, domainId)).config;

/** Stores a config as the domain's next version (every write of a config is one). */
export async function updateDomainConfig(
  scope: TenantScope,
  domainId: string,
  config: PortalConfigInput,
): Promise<DomainRow> {
  const rows = await scope
    .update(domains)
    .set({ config, configVersion: sql`${domains.configVersion} + 1`, updatedAt: new Date() })
    .where(eq(domains.id, domainId))
    .returning();
  const row = rows[0];
  if (!row) throw new NotFoundError();
  return row;
}

export async function findMobileApp(scope: TenantScope) {
  const rows = await scope.select().from(mobileApps).limit(1);
  return rows[0];
}

/**
 * Publishes the club's public key (the portal config's `key`, which the browser seals bank
 * data with) on every one of its domains. Payments owns the key pair and calls this.
 */
export async function setClubPublicKey(scope: TenantScope, publicKey: string): Promise<void> {
  await scope.update(domains).set({ publicKey, updatedAt: new Date() }).where(undefined);
}
