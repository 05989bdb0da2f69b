/**
 * The catalogue (spec-1 §3 Product, Category): products and their variants, photos, and
 * categories as a tree. Stock lives on the variant when a product has variants, else on the
 * product: `on_hand` units in the store, `held` of them in carts. A hold is one conditional
 * UPDATE (`on_hand - held >= quantity`), so concurrent carts never take more than there is.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { companyIdColumn } from "../config/tables.ts";
import { surveys } from "../surveys/tables.ts";

export interface VariantAttribute {
  name: string;
  value: string;
}

export const catalogueProducts = pgTable(
  "catalogue_products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** physical (the shop) or fandb (the dining menu). */
    type: text("type", { enum: ["physical", "fandb"] })
      .notNull()
      .default("physical"),
    group: text("group").notNull().default("product"),
    /** The price of the product, or of its variants that name none. */
    priceCents: integer("price_cents").notNull(),
    minQty: integer("min_qty").notNull().default(1),
    maxQty: integer("max_qty"),
    weightGrams: integer("weight_grams").notNull().default(0),
    hasInventory: boolean("has_inventory").notNull().default(false),
    allowBackorders: boolean("allow_backorders").notNull().default(false),
    /** Stock of a product without variants. */
    onHand: integer("on_hand").notNull().default(0),
    held: integer("held").notNull().default(0),
    surveyId: uuid("survey_id").references(() => surveys.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("catalogue_products_list_idx").on(t.companyId, t.type, t.group, t.position),
    check("catalogue_products_held_check", sql`${t.held} >= 0`),
  ],
);
export type ProductRow = typeof catalogueProducts.$inferSelect;
export type ProductInsert = typeof catalogueProducts.$inferInsert;

/** One choice of attribute values ([{ name: "Size", value: "M" }]) with its own stock, price and weight. */
export const catalogueVariants = pgTable(
  "catalogue_variants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    productId: uuid("product_id")
      .notNull()
      .references(() => catalogueProducts.id, { onDelete: "cascade" }),
    /** A list, not an object: jsonb would reorder an object's keys, and the label keeps the club's order. */
    attributes: jsonb("attributes").$type<VariantAttribute[]>().notNull(),
    priceCents: integer("price_cents"),
    weightGrams: integer("weight_grams"),
    /** The variant's own photo (the hoodie in its colour), shown when it is chosen; null for none. */
    photoUrl: text("photo_url"),
    onHand: integer("on_hand").notNull().default(0),
    held: integer("held").notNull().default(0),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("catalogue_variants_product_idx").on(t.productId, t.position),
    check("catalogue_variants_held_check", sql`${t.held} >= 0`),
  ],
);
export type VariantRow = typeof catalogueVariants.$inferSelect;

export const cataloguePhotos = pgTable(
  "catalogue_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    productId: uuid("product_id")
      .notNull()
      .references(() => catalogueProducts.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("catalogue_photos_product_idx").on(t.productId, t.position)],
);

export const catalogueCategories = pgTable(
  "catalogue_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Which products the category sorts (the shop's or the dining menu's): its component type. */
    type: text("type", { enum: ["physical", "fandb"] })
      .notNull()
      .default("physical"),
    group: text("group").notNull().default("product"),
    order: integer("order").notNull().default(0),
    featured: boolean("featured").notNull().default(false),
    /** Hidden by staff: left out of the shop's and the menu's trees, with the categories below it. */
    hidden: boolean("hidden").notNull().default(false),
    graphicThumb: text("graphic_thumb"),
    parentId: uuid("parent_id").references((): AnyPgColumn => catalogueCategories.id, {
      onDelete: "cascade",
    }),
  },
  (t) => [index("catalogue_categories_type_idx").on(t.companyId, t.type, t.order)],
);
export type CategoryRow = typeof catalogueCategories.$inferSelect;

export const catalogueProductCategories = pgTable(
  "catalogue_product_categories",
  {
    companyId: companyIdColumn(),
    productId: uuid("product_id")
      .notNull()
      .references(() => catalogueProducts.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => catalogueCategories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index("catalogue_product_categories_category_idx").on(t.categoryId),
  ],
);
