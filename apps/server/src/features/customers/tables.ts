/**
 * Customers: the person at a club (identity: user_id and e-mail) and their profile. Their
 * credentials and sessions belong to auth, their membership standing to memberships, their
 * house account to wallet; each reaches this row through the customers service.
 */
import { GENDERS } from "@crest/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies, companyIdColumn } from "../config/tables.ts";

export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    /** The person behind the row: shared by their rows at every club of a global network. */
    userId: uuid("user_id").notNull().defaultRandom(),
    /** Stored lower-case; unique per club. */
    email: text("email").notNull(),
    /** A new address asked for and not yet verified: `email` changes only once it is. */
    pendingEmail: text("pending_email"),
    firstName: text("first_name").notNull(),
    middleName: text("middle_name"),
    lastName: text("last_name").notNull(),
    gender: text("gender", { enum: GENDERS }),
    birthdate: date("birthdate", { mode: "string" }),
    companyName: text("company_name"),
    companyTitle: text("company_title"),
    address: text("address"),
    address2: text("address2"),
    address3: text("address3"),
    city: text("city"),
    state: text("state"),
    zipCode: text("zip_code"),
    country: text("country"),
    mobile: text("mobile"),
    phoneCountryCode: text("phone_country_code"),
    phoneNumber: text("phone_number"),
    website: text("website"),
    optInEmail: boolean("opt_in_email").notNull().default(false),
    optInSms: boolean("opt_in_sms").notNull().default(false),
    private: boolean("private").notNull().default(false),
    /** A /media/… path. */
    profilePhoto: text("profile_photo"),
    totalTouchpoints: integer("total_touchpoints").notNull().default(0),
    /** A location (company) of the club's global network. */
    homeHouseId: uuid("home_house_id").references(() => companies.id),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    advanced: jsonb("advanced").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customers_company_email_idx").on(t.companyId, t.email),
    index("customers_user_idx").on(t.userId),
    // Staff's member search (issue 31): prefixes of a name or an e-mail, whatever the collation.
    index("customers_first_name_prefix_idx").on(t.companyId, sql`lower(${t.firstName}) text_pattern_ops`),
    index("customers_last_name_prefix_idx").on(t.companyId, sql`lower(${t.lastName}) text_pattern_ops`),
    index("customers_email_prefix_idx").on(t.companyId, t.email.op("text_pattern_ops")),
    // Every member by name, page by page (issue 32 item 10): the search's order, read from the index.
    index("customers_name_order_idx").on(t.companyId, t.lastName, t.firstName, t.id),
    // …and by when they joined, newest or oldest first.
    index("customers_joined_order_idx").on(t.companyId, t.createdAt, t.id),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;

/**
 * One-use passes from a person's club to another club of their global network (spec-1 §4
 * Global network switching): issued at one club, redeemed at the other, so no company_id
 * (a platform table). Only the token's hash is kept; a pass lives a minute.
 */
export const networkSwitches = pgTable("network_switches", {
  tokenHash: text("token_hash").primaryKey(),
  userId: uuid("user_id").notNull(),
  fromCompanyId: uuid("from_company_id")
    .notNull()
    .references(() => companies.id),
  toCompanyId: uuid("to_company_id")
    .notNull()
    .references(() => companies.id),
  /** The hash of the nonce cookie the destination set in the browser that asked for the pass. */
  binding: text("binding").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});
