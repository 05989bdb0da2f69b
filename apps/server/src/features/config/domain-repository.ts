/** A club's domains and their portal config, for staff (always within the club's scope). */
import type { PortalConfigInput } from "@crest/domain";
import { eq } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { type DomainRow, domains, mobileApps } from "./tables.ts";

export type { DomainRow };

export const listDomains = (scope: TenantScope) => scope.findMany(domains);

export const getDomain = (scope: TenantScope, domainId: string) =>
  scope.getOne(domains, eq(domains.id, domainId));

/**
 * The domain's stored config, row-locked until the transaction ends, so two staff saving at
 * once each record the config they really replaced. Another company's domain is a 404.
 */
export async function lockDomainConfig(scope: TenantScope, domainId: string): Promise<PortalConfigInput> {
  const rows = await scope
    .select({ config: domains.config })
    .from(domains)
    .where(eq(domains.id, domainId))
    .for("update");
  const row = rows[0];
  if (!row) throw new NotFoundError();
  return row.config;
}

export const updateDomainConfig = (scope: TenantScope, domainId: string, config: PortalConfigInput) =>
  scope.updateOne(domains, eq(domains.id, domainId), { config, updatedAt: new Date() });

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
