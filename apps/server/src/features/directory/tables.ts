/**
 * The directory (spec-2 §3): a club's categories of businesses, the businesses, their
 * locations (hours read in the location's own IANA zone) and their contacts.
 */
import type { Media } from "@crest/domain";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { companyIdColumn } from "../config/tables.ts";

export const directoryCategories = pgTable(
  "directory_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("directory_categories_company_idx").on(t.companyId, t.position)],
);

export const directoryBusinesses = pgTable(
  "directory_businesses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    categoryId: uuid("category_id").references(() => directoryCategories.id, { onDelete: "set null" }),
    type: text("type").notNull().default("business"),
    name: text("name").notNull(),
    about: text("about"),
    slogan: text("slogan"),
    brief: text("brief"),
    email: text("email"),
    phoneNumber: text("phone_number"),
    website: text("website"),
    banner: text("banner"),
    graphic: text("graphic"),
    surveyId: uuid("survey_id"),
    social: jsonb("social").$type<Record<string, string>>().notNull().default({}),
    media: jsonb("media").$type<Media[]>().notNull().default([]),
    products: jsonb("products").$type<string[]>().notNull().default([]),
    /** Kept for the club but left out of the members' directory (issue 32: staff hide a business). */
    hidden: boolean("hidden").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("directory_businesses_company_idx").on(t.companyId, t.categoryId, t.name)],
);

export const directoryLocations = pgTable(
  "directory_locations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => directoryBusinesses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email"),
    website: text("website"),
    phoneNumber: text("phone_number"),
    tollFreeNumber: text("toll_free_number"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    hours: jsonb("hours").$type<Record<string, string>>().notNull().default({}),
    timeZone: text("time_zone").notNull(),
    address: text("address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("directory_locations_business_idx").on(t.companyId, t.businessId)],
);

export const directoryContacts = pgTable(
  "directory_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => directoryBusinesses.id, { onDelete: "cascade" }),
    names: text("names").notNull(),
    phones: jsonb("phones").$type<string[]>().notNull().default([]),
    email: text("email"),
    profilePhoto: text("profile_photo"),
    primary: boolean("primary").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("directory_contacts_business_idx").on(t.companyId, t.businessId)],
);

export type DirectoryCategoryRow = typeof directoryCategories.$inferSelect;
export type DirectoryBusinessRow = typeof directoryBusinesses.$inferSelect;
export type DirectoryLocationRow = typeof directoryLocations.$inferSelect;
export type DirectoryContactRow = typeof directoryContacts.$inferSelect;
