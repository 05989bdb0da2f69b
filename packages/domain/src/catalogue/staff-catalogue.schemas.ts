/**
 * What staff see and write of the catalogue (issue 32 item 1): products of the shop and the
 * dining menu with their variants, stock and photos, in admin mode. The member shop's view is
 * `productSchema`; staff also see hidden products, the counters (`on_hand`, `held`) and ids.
 */
import { z } from "zod";
import { FIELD_MESSAGES } from "../common/field-messages.ts";
import { moneySchema } from "../common/money-codec.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import { productCategoryRefSchema, productTypeSchema } from "./catalogue.schemas.ts";

/** Whether members see the product: `active` in the shop or menu, `hidden` only to staff. */
export const PRODUCT_STATUSES = ["active", "hidden"] as const;
export const productStatusSchema = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof productStatusSchema>;

/** The staff list's orders: the shop's own order (position), by name, by price, newest first. */
export const STAFF_PRODUCT_SORTS = ["position", "name", "price", "-price", "newest"] as const;

const nonEmpty = (max: number) => z.string().trim().min(1).max(max);
const groupSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/);
const stockCount = z.int().min(0).max(1_000_000);
/** A price: free up to a million in the club's currency. */
const priceSchema = moneySchema.refine(
  (minor) => minor >= 0 && minor <= 100_000_000,
  FIELD_MESSAGES.value_invalid,
);

export const staffProductsQuerySchema = pageQuerySchema.extend({
  /** Part of the name, any case. */
  search: z.string().trim().max(200).optional(),
  category: z.uuid().optional(),
  status: productStatusSchema.optional(),
  type: productTypeSchema.optional(),
  sort: z.enum(STAFF_PRODUCT_SORTS).default("position"),
});
export type StaffProductsQuery = z.infer<typeof staffProductsQuerySchema>;

/** One option of a variant (Size: M); a variant lists them in the club's order. */
export const variantOptionSchema = z.object({ name: nonEmpty(60), value: nonEmpty(60) }).strict();

export const staffVariantSchema = z.object({
  id: z.uuid(),
  options: z.array(variantOptionSchema),
  label: z.string(),
  /** The variant's own price; null for the product's. */
  price: moneySchema.nullable(),
  weightGrams: z.int().nullable(),
  onHand: z.int(),
  /** Units in members' carts: `on_hand` never goes below it. */
  held: z.int(),
  position: z.int(),
});
export type StaffVariant = z.infer<typeof staffVariantSchema>;

export const staffPhotoSchema = z.object({ id: z.uuid(), url: z.string(), position: z.int() });
export type StaffPhoto = z.infer<typeof staffPhotoSchema>;

export const staffProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  type: productTypeSchema,
  group: z.string(),
  status: productStatusSchema,
  price: moneySchema,
  minQty: z.int(),
  maxQty: z.int().nullable(),
  weightGrams: z.int(),
  hasInventory: z.boolean(),
  allowBackorders: z.boolean(),
  /** Stock of a product without variants (a product with variants counts theirs). */
  onHand: z.int(),
  held: z.int(),
  position: z.int(),
  categories: z.array(productCategoryRefSchema),
  variants: z.array(staffVariantSchema),
  photos: z.array(staffPhotoSchema),
});
export type StaffProduct = z.infer<typeof staffProductSchema>;

const productFields = {
  name: nonEmpty(200),
  description: z.string().trim().max(20_000),
  type: productTypeSchema,
  group: groupSchema,
  status: productStatusSchema,
  price: priceSchema,
  minQty: z.int().min(1).max(1000),
  /** null for no maximum. */
  maxQty: z.int().min(1).max(1000).nullable(),
  weightGrams: z.int().min(0).max(1_000_000),
  hasInventory: z.boolean(),
  allowBackorders: z.boolean(),
  onHand: stockCount,
  position: z.int().min(0).max(1_000_000),
  categoryIds: z.array(z.uuid()).max(20),
};

/** A new product: a name and a price, the rest defaulted (active, in the shop, no stock counted). */
export const productInputSchema = z
  .object({
    ...productFields,
    description: productFields.description.default(""),
    type: productFields.type.default("physical"),
    group: productFields.group.default("product"),
    status: productFields.status.default("active"),
    minQty: productFields.minQty.default(1),
    maxQty: productFields.maxQty.default(null),
    weightGrams: productFields.weightGrams.default(0),
    hasInventory: productFields.hasInventory.default(false),
    allowBackorders: productFields.allowBackorders.default(false),
    onHand: productFields.onHand.default(0),
    position: productFields.position.default(0),
    categoryIds: productFields.categoryIds.default([]),
  })
  .strict();
export type ProductInput = z.infer<typeof productInputSchema>;

/** A change of any part of a product. */
export const productPatchSchema = z.object(productFields).partial().strict();
export type ProductPatch = z.infer<typeof productPatchSchema>;

const variantFields = {
  options: z
    .array(variantOptionSchema)
    .min(1)
    .max(5)
    .refine(
      (options) => new Set(options.map((option) => option.name.toLowerCase())).size === options.length,
      {
        message: "Name each option once",
      },
    ),
  price: priceSchema.nullable(),
  weightGrams: z.int().min(0).max(1_000_000).nullable(),
  onHand: stockCount,
  position: z.int().min(0).max(1_000_000),
};

export const variantInputSchema = z
  .object({
    ...variantFields,
    price: variantFields.price.default(null),
    weightGrams: variantFields.weightGrams.default(null),
    onHand: variantFields.onHand.default(0),
    position: variantFields.position.optional(),
  })
  .strict();
export type VariantInput = z.infer<typeof variantInputSchema>;

export const variantPatchSchema = z.object(variantFields).partial().strict();
export type VariantPatch = z.infer<typeof variantPatchSchema>;

export const staffProductParamsSchema = z.object({ productId: z.uuid() });
export const staffVariantParamsSchema = z.object({ productId: z.uuid(), variantId: z.uuid() });

/** The multipart field a product photo travels in, its largest size, and the most a product shows. */
export const PRODUCT_PHOTO_FIELD = "File";
export const PRODUCT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_PHOTO_LIMIT = 12;

export const staffPhotoParamsSchema = z.object({ productId: z.uuid(), photoId: z.uuid() });

/** The product's photos in their new order: each of its photos once. */
export const photoOrderSchema = z
  .object({ photoIds: z.array(z.uuid()).min(1).max(PRODUCT_PHOTO_LIMIT) })
  .strict();
export type PhotoOrder = z.infer<typeof photoOrderSchema>;

/** A category as staff see it: flat, with its parent's id and whether it is hidden. */
export const staffCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  type: productTypeSchema,
  group: z.string(),
  order: z.int(),
  featured: z.boolean(),
  hidden: z.boolean(),
  parentId: z.uuid().nullable(),
  /** Products in it (hidden ones too). */
  productCount: z.int(),
});
export type StaffCategory = z.infer<typeof staffCategorySchema>;

export const staffCategoriesQuerySchema = pageQuerySchema.extend({ type: productTypeSchema.optional() });
export type StaffCategoriesQuery = z.infer<typeof staffCategoriesQuerySchema>;

const categoryFields = {
  name: nonEmpty(120),
  description: z.string().trim().max(2_000),
  type: productTypeSchema,
  group: groupSchema,
  order: z.int().min(0).max(1_000_000),
  featured: z.boolean(),
  hidden: z.boolean(),
  parentId: z.uuid().nullable(),
};

export const categoryInputSchema = z
  .object({
    ...categoryFields,
    description: categoryFields.description.default(""),
    type: categoryFields.type.default("physical"),
    group: categoryFields.group.default("product"),
    order: categoryFields.order.optional(),
    featured: categoryFields.featured.default(false),
    hidden: categoryFields.hidden.default(false),
    parentId: categoryFields.parentId.default(null),
  })
  .strict();
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const categoryPatchSchema = z.object(categoryFields).partial().strict();
export type CategoryPatch = z.infer<typeof categoryPatchSchema>;

export const staffCategoryParamsSchema = z.object({ categoryId: z.uuid() });
