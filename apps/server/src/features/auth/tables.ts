/**
 * What auth owns: a customer's credentials (password and activation), database sessions,
 * single-use account tokens and failed sign-in attempts. The customer row is customers'.
 */
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyIdColumn } from "../config/tables.ts";
import { customers } from "../customers/tables.ts";

export const PASSWORD_FLAGS = ["createpw", "changepw"] as const;
export type PasswordFlag = (typeof PASSWORD_FLAGS)[number];

/** One row per customer who may sign in. */
export const customerCredentials = pgTable("customer_credentials", {
  customerId: uuid("customer_id")
    .primaryKey()
    .references(() => customers.id, { onDelete: "cascade" }),
  companyId: companyIdColumn(),
  /** argon2id PHC string; null until the customer has a password. */
  passwordHash: text("password_hash"),
  /** spec-1 §4: the member must create (createpw) or change (changepw) the password first. */
  passwordFlag: text("password_flag", { enum: PASSWORD_FLAGS }),
  /** Null until the activation link is followed (or a reset link proves the mailbox). */
  activatedAt: timestamp("activated_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const customerSessions = pgTable(
  "customer_sessions",
  {
    /** sha256 (hex) of the cookie's random token: a database leak yields no usable cookie. */
    id: text("id").primaryKey(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    companyId: companyIdColumn(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent"),
    ip: text("ip"),
    /**
     * Set on a staff member's read-only view of the member app (POST /admin/api/members/{id}/view-as):
     * every request but a read is refused under it (plugin.ts).
     */
    viewedByStaffUserId: uuid("viewed_by_staff_user_id"),
  },
  (t) => [index("customer_sessions_customer_idx").on(t.customerId)],
);

export const ACCOUNT_TOKEN_KINDS = [
  "activation",
  "password_reset",
  "email_verification",
  /** Mailed to the old address when the e-mail is being changed: undoes the change. */
  "email_change_undo",
] as const;
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
    companyId: companyIdColumn(),
    /** The address the token was mailed to: verifying proves this address, no other. */
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("account_tokens_customer_idx").on(t.customerId, t.kind)],
);
