/** Queries on the tenancy tables. Domains are looked up by host before any tenant is known. */
import type { domainSchema, PortalConfigInput } from "@crest/domain";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../db/client.ts";
import { forCompany } from "../../db/tenant-scope.ts";
import { companies, domains, globalNetworks, mobileApps } from "./tables.ts";

export type DomainRow = typeof domains.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

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

export async function findCompany(db: Executor, companyId: string): Promise<CompanyRow | undefined> {
  const rows = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return rows[0];
}

export async function findNetworkLocations(db: Executor, networkId: string) {
  return db
    .select({ company: companies, domain: domains })
    .from(companies)
    .innerJoin(domains, and(eq(domains.companyId, companies.id), eq(domains.isDefault, true)))
    .where(eq(companies.globalNetworkId, networkId));
}

export const listDomains = (db: Executor, companyId: string) => forCompany(db, companyId).findMany(domains);

export const getDomain = (db: Executor, companyId: string, domainId: string) =>
  forCompany(db, companyId).getOne(domains, eq(domains.id, domainId));

export const updateDomainConfig = (
  db: Executor,
  companyId: string,
  domainId: string,
  config: PortalConfigInput,
) => forCompany(db, companyId).update(domains, eq(domains.id, domainId), { config, updatedAt: new Date() });

export async function findMobileApp(db: Executor, companyId: string) {
  const rows = await forCompany(db, companyId).findMany(mobileApps);
  return rows[0];
}

export type DomainView = z.infer<typeof domainSchema>;
