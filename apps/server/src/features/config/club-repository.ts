/**
 * A new club (company) with its first domain, for the operator's `npm run club:add`: the rows a
 * club needs to be served at its address. Everything else has defaults read with the config
 * (spec-1 §6); staff set the theme, pages and processors in admin mode afterwards.
 */
import { randomBytes } from "node:crypto";
import type { PortalConfigInput } from "@crest/domain";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { TenantScope } from "../../db/tenant-scope.ts";
import { companies, domains } from "./tables.ts";

export interface NewClub {
  name: string;
  /** The host members open, lower-cased, without a port. */
  domain: string;
  config: PortalConfigInput;
}

/** The club and its domain in the caller's transaction; a domain already served is an error. */
export async function insertClub(
  db: Executor,
  club: NewClub,
): Promise<{ companyId: string; domainId: string }> {
  const name = club.domain.toLowerCase();
  const [taken] = await db.select({ id: domains.id }).from(domains).where(eq(domains.name, name));
  if (taken) throw new Error(`${name} already serves a club`);
  const [company] = await db
    .insert(companies)
    .values({ name: club.name, timezone: club.config.intl?.timezone ?? "UTC" })
    .returning({ id: companies.id });
  if (!company) throw new Error("the club was not created");
  const domain = await new TenantScope(db, company.id).insertOne(domains, {
    name,
    isDefault: true,
    config: club.config,
    // The portal's public token (analytics, tokenisation): not a secret, but not guessable either.
    token: randomBytes(16).toString("hex"),
  });
  return { companyId: company.id, domainId: domain.id };
}

/** The club a domain serves, for the operator's commands; undefined for an unknown one. */
export async function clubOfDomain(db: Executor, domain: string) {
  const [row] = await db
    .select({ companyId: companies.id, name: companies.name })
    .from(domains)
    .innerJoin(companies, eq(companies.id, domains.companyId))
    .where(eq(domains.name, domain.toLowerCase()));
  return row;
}
