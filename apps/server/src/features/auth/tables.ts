/**
 * Customers and their credentials: the customer row (identity, profile, flags), database
 * sessions, single-use account tokens and failed sign-in attempts.
 */
import { CUSTOMER_FLAGS, GENDERS } from "@crest/domain";
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
import { companies } from "../config/tables.ts";

export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    /** The person behind the row: shared by their rows at every club of a global network. */
    userId: uuid("user_id").notNull().defaultRandom(),
    /** Stored lower-case; unique per club. */
    email: text("email").notNull(),
    /** argon2id PHC string; null until the customer has a password. */
    passwordHash: text("password_hash"),
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
    isMember: boolean("is_member").notNull().default(false),
    houseAccountEnabled: boolean("house_account_enabled").notNull().default(false),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Null until the activation link is followed (or a reset link proves the mailbox). */
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    flag: text("flag", { enum: CUSTOMER_FLAGS }),
    advanced: jsonb("advanced").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customers_company_email_idx").on(t.companyId, t.email),
    index("customers_user_idx").on(t.userId),
  ],
);

export const customerSessions = pgTable(
  "customer_sessions",
  {
    /** sha256 (hex) of the cookie's random token: a database leak yields no usable cookie. */
    id: text("id").primaryKey(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [index("customer_sessions_customer_idx").on(t.customerId)],
);

export const ACCOUNT_TOKEN_KINDS = ["activation", "password_reset", "email_verification"] as const;
export type AccountTokenKind = (typeof ACCOUNT_TOKEN_KINDS)[number];

export const accountTokens = pgTable(
  "account_tokens",
  {
    /** sha256 (hex) of the token sent by mail; the token itself is never stored. */
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ACCOUNT_TOKEN_KINDS }).notNull(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    /** The address the token was mailed to: verifying proves this address, no other. */
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("account_tokens_customer_idx").on(t.customerId, t.kind)],
);

/** Failed sign-ins per e-mail, so the per-account limit holds across server instances. */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    email: text("email").notNull(),
    ip: text("ip"),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_attempts_email_idx").on(t.companyId, t.email, t.attemptedAt)],
);
