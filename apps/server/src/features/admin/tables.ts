/** Staff users (spec-2 §3), the companies they may reach, their sessions, and config history. */
import { type PortalConfigInput, STAFF_LEVELS } from "@crest/domain";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies, companyIdColumn, domains } from "../config/tables.ts";

export const staffUsers = pgTable("staff_users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Lower-case; one staff account per address across all clubs. */
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  mobileNumber: text("mobile_number"),
  username: text("username").notNull().unique(),
  status: text("status", { enum: ["active", "disabled"] })
    .notNull()
    .default("active"),
  employeeId: text("employee_id"),
  businessLocationId: text("business_location_id"),
  welcomeMessage: text("welcome_message"),
  lastAccessed: timestamp("last_accessed", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
  createdBy: text("created_by"),
});

/**
 * Which companies a staff user may reach, and at which level; nothing else grants access to a
 * club. The level is the access's, not the person's: an owner of one club may be a viewer of another.
 */
export const staffMemberships = pgTable(
  "staff_memberships",
  {
    staffUserId: uuid("staff_user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** docs/decisions/staff-and-admin.md, "Permission levels": viewer, staff, manager, owner. */
    permissionLevel: text("permission_level", { enum: STAFF_LEVELS }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.staffUserId, t.companyId] }),
    index("staff_memberships_company_idx").on(t.companyId),
  ],
);

export const staffSessions = pgTable(
  "staff_sessions",
  {
    /** sha256 (hex) of the cookie's token: a leaked table holds no usable session. */
    id: text("id").primaryKey(),
    staffUserId: uuid("staff_user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    selectedCompanyId: uuid("selected_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    selectedDomainId: uuid("selected_domain_id").references(() => domains.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
  },
  (t) => [index("staff_sessions_user_idx").on(t.staffUserId)],
);

/**
 * Every saved version of a domain's portal config, with who made it and what it replaced. One
 * row per version of a domain: the unique index is the last word should two saves of one
 * version ever both get past the row lock.
 */
export const domainConfigHistory = pgTable(
  "domain_config_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    domainId: uuid("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    /** The config version this save wrote (the domain's `config_version` after it). */
    version: integer("version").notNull(),
    /** The version a revert brought back; null for an edit. */
    revertedFrom: integer("reverted_from"),
    staffUserId: uuid("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Kept as text so the record still says who after the staff user is deleted. */
    changedByName: text("changed_by_name").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    previous: jsonb("previous").$type<PortalConfigInput>().notNull(),
    config: jsonb("config").$type<PortalConfigInput>().notNull(),
  },
  (t) => [
    index("domain_config_history_domain_idx").on(t.domainId, t.changedAt),
    uniqueIndex("domain_config_history_version_idx").on(t.domainId, t.version),
  ],
);
