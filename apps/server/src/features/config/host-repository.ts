/**
 * Host → club, before any tenant is known: the tenant cache's queries. Platform code by
 * nature (a Host names a club, it does not belong to one), so it takes the raw handle and is
 * on the architecture test's allowlist.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { companies, domains, globalNetworks, mobileApps } from "./tables.ts";

export async function findDomainByName(db: Executor, name: string) {
  const rows = await db
    .select({ domain: domains, company: companies, network: globalNetworks })
    .from(domains)
    .innerJoin(companies, eq(companies.id, domains.companyId))
    .leftJoin(globalNetworks, eq(globalNetworks.id, companies.globalNetworkId))
    .where(eq(domains.name, name))
    .limit(1);
  return rows[0];
}

/** A company's default domain (its first when none is marked): where its jobs' links point. */
export async function defaultDomainNameOf(db: Executor, companyId: string): Promise<string | undefined> {
  const rows = await db
    .select({ name: domains.name, isDefault: domains.isDefault })
    .from(domains)
    .where(eq(domains.companyId, companyId));
  return (rows.find((row) => row.isDefault) ?? rows[0])?.name;
}

/** The clubs of a global network with their default domains. */
export function findNetworkLocations(db: Executor, networkId: string) {
  return db
    .select({ company: companies, domain: domains })
    .from(companies)
    .innerJoin(domains, and(eq(domains.companyId, companies.id), eq(domains.isDefault, true)))
    .where(eq(companies.globalNetworkId, networkId));
}

/** The club's mobile app, for the app-store banner in its config. */
export async function findMobileAppOf(db: Executor, companyId: string) {
  const rows = await db.select().from(mobileApps).where(eq(mobileApps.companyId, companyId)).limit(1);
  return rows[0];
}

/** Companies by id, with their names, by name: what staff may switch between. */
export function findCompaniesByIds(db: Executor, companyIds: readonly string[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, [...companyIds]))
    .orderBy(asc(companies.name), asc(companies.id));
}

/** Every club's id: for a schedule that runs something per club (the billing month). */
export async function allCompanyIds(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: companies.id }).from(companies);
  return rows.map((row) => row.id);
}
