/**
 * The catalogue's shapes (spec-1 §3 Product and Category, §7 Cart and catalogue): products of
 * two types (physical goods and food and beverage, "fandb"), their variants (one per choice of
 * attributes, each with its own stock), photos and categories as a tree.
 */
import { z } from "zod";
import { moneySchema } from "../common/money-codec.ts";
import { pageQuerySchema } from "../common/pagination.ts";

/** spec-1 §3 Product type: physical by default, fandb for the dining menu. */
export const PRODUCT_TYPES = ["physical", "fandb"] as const;
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;

/** spec-1 §7: the list filters by "fandb or product"; "product" names the physical shop. */
export const PRODUCT_TYPE_FILTERS = ["product", "physical", "fandb"] as const;
export const productTypeFilterSchema = z.enum(PRODUCT_TYPE_FILTERS);
export type ProductTypeFilter = z.infer<typeof productTypeFilterSchema>;
export const productTypeOfFilter = (filter: ProductTypeFilter): ProductType =>
  filter === "fandb" ? "fandb" : "physical";

/** spec-1 §3 Product group: "product" unless the club sorts its goods further. */
export const DEFAULT_PRODUCT_GROUP = "product";
const groupNameSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/);

export const productPhotoSchema = z.object({ url: z.string() });

/** An attribute the member chooses (Size) and the values the product's variants offer. */
export const productAttributeSchema = z.object({ name: z.string(), options: z.array(z.string()) });
export type ProductAttribute = z.infer<typeof productAttributeSchema>;

/** One variant: a choice of attribute values with its own price, stock and label. */
export const productVariantSchema = z.object({
  id: z.string(),
  label: z.string(),
  attributes: z.record(z.string(), z.string()),
  price: moneySchema,
  /** Units that can still be put in a cart; null when the product does not count stock. */
  available: z.number().int().nullable(),
  soldOut: z.boolean(),
  /** The variant's own photo, shown when the member chooses it (issue 24 item 9); null for none. */
  photo: productPhotoSchema.nullable(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productCategoryRefSchema = z.object({ id: z.string(), name: z.string() });

/** spec-1 §3 Product. `price` is the lowest price when variants differ. */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  hasInventory: z.boolean(),
  allowBackorders: z.boolean(),
  categories: z.array(productCategoryRefSchema),
  price: moneySchema,
  photos: z.array(productPhotoSchema),
  attributes: z.array(productAttributeSchema),
  variants: z.array(productVariantSchema),
  group: z.string(),
  type: productTypeSchema,
  minQty: z.number().int(),
  maxQty: z.number().int().nullable(),
  available: z.number().int().nullable(),
  soldOut: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

export const productsQuerySchema = pageQuerySchema.extend({
  type: productTypeFilterSchema.optional(),
  group: groupNameSchema.optional(),
  category: z.uuid().optional(),
});
export type ProductsQuery = z.infer<typeof productsQuerySchema>;

export const productIdParamsSchema = z.object({ productId: z.uuid() });

/** spec-1 §3 Category; `childCategories` nests the tree, `categoryAbove` names the parent. */
export type Category = {
  id: string;
  name: string;
  group: string;
  type: ProductType;
  order: number;
  featured: boolean;
  description: string;
  graphicThumb: string | null;
  categoryAbove: string | null;
  parentCategory: { id: string; name: string } | null;
  childCategories: Category[];
};
export const categorySchema: z.ZodType<Category> = z.object({
  id: z.string(),
  name: z.string(),
  group: z.string(),
  type: productTypeSchema,
  order: z.number().int(),
  featured: z.boolean(),
  description: z.string(),
  graphicThumb: z.string().nullable(),
  categoryAbove: z.string().nullable(),
  parentCategory: z.object({ id: z.string(), name: z.string() }).nullable(),
  get childCategories() {
    return z.array(categorySchema);
  },
});

export const categoryComponentsParamsSchema = z.object({ type: productTypeFilterSchema });
export const categoryComponentsQuerySchema = z.object({ featured: z.stringbool().optional() });
export const categoryGroupParamsSchema = z.object({ group: groupNameSchema });
