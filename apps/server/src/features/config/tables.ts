/** Tenancy: companies (clubs), their domains and portal configs, global networks, mobile apps. */
import type { PortalConfigInput } from "@crest/domain";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const globalNetworks = pgTable("global_networks", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const companies = pgTable("companies", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  logoUrl: text("logo_url"),
  iconUrl: text("icon_url"),
  biography: text("biography"),
  website: text("website"),
  email: text("email"),
  phone: text("phone"),
  address: text("address"),
  address2: text("address2"),
  city: text("city"),
  state: text("state"),
  zipCode: text("zip_code"),
  country: text("country"),
  timezone: text("timezone").notNull().default("UTC"),
  backgroundColor: text("background_color"),
  globalNetworkId: uuid("global_network_id").references(() => globalNetworks.id),
  /** The portal version a network lists this location under (spec-1 §6: only Version4 kept). */
  portalVersion: text("portal_version").notNull().default("Version4"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A club-owned row's `company_id`: the club it belongs to, which the tenant scope filters on. */
export const companyIdColumn = () =>
  uuid("company_id")
    .notNull()
    .references(() => companies.id);

export const domains = pgTable(
  "domains",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    /** Lower-case host name, without port. */
    name: text("name").notNull().unique(),
    type: text("type").notNull().default("portal"),
    externalEmailId: text("external_email_id"),
    externalDomainId: text("external_domain_id"),
    externalSslId: text("external_ssl_id"),
    sslRegistered: boolean("ssl_registered").notNull().default(false),
    emailAuthenticated: boolean("email_authenticated").notNull().default(false),
    registered: boolean("registered").notNull().default(true),
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    /** The portal config as staff saved it; defaults are filled in when read. */
    config: jsonb("config").$type<PortalConfigInput>().notNull().default({}),
    referenceType: text("reference_type"),
    referenceId: text("reference_id"),
    allowSsl: boolean("allow_ssl").notNull().default(true),
    isDefault: boolean("is_default").notNull().default(false),
    passwordProtected: boolean("password_protected").notNull().default(false),
    pageStyleId: text("page_style_id"),
    paymentProcessorId: text("payment_processor_id"),
    authenticatedPageStyleId: text("authenticated_page_style_id"),
    memberPageStyleId: text("member_page_style_id"),
    environment: text("environment").notNull().default("Production"),
    version: integer("version").notNull().default(4),
    /** The config's version: 1 as created, one more with each staff save (admin feature). */
    configVersion: integer("config_version").notNull().default(1),
    /** Public token and key the portal identifies itself with (analytics, tokenisation). */
    token: text("token").notNull(),
    publicKey: text("public_key").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("domains_company_idx").on(t.companyId)],
);

export const mobileApps = pgTable("mobile_apps", {
  id: uuid("id").primaryKey().defaultRandom(),
  companyId: uuid("company_id")
    .notNull()
    .references(() => companies.id),
  name: text("name").notNull(),
  status: text("status").notNull().default("draft"),
  package: text("package").notNull(),
  versionCode: integer("version_code").notNull().default(1),
  domainId: uuid("domain_id").references(() => domains.id),
  credentialsId: text("credentials_id"),
  config: jsonb("config").$type<Record<string, unknown>>().notNull().default({}),
});

export type NetworkRow = typeof globalNetworks.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type DomainRow = typeof domains.$inferSelect;
export type MobileAppRow = typeof mobileApps.$inferSelect;
