/** The catalogue's queries: products with their variants, photos and categories, always through the scope. */
import { type PageQuery, pageOffset } from "@crest/domain";
import { and, asc, eq, exists, inArray, type SQL, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import {
  type CategoryRow,
  catalogueCategories,
  cataloguePhotos,
  catalogueProductCategories,
  catalogueProducts,
  catalogueVariants,
  type ProductInsert,
  type ProductRow,
  type VariantRow,
} from "./tables.ts";

export interface ProductFilter {
  type?: "physical" | "fandb" | undefined;
  group?: string | undefined;
  /** Products in any of these categories. */
  categoryIds?: readonly string[] | undefined;
}

function productWhere(scope: TenantScope, filter: ProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(catalogueProducts.active, true)];
  if (filter.type) conditions.push(eq(catalogueProducts.type, filter.type));
  if (filter.group) conditions.push(eq(catalogueProducts.group, filter.group));
  if (filter.categoryIds) {
    conditions.push(
      exists(
        scope
          .select({ one: catalogueProductCategories.productId })
          .from(catalogueProductCategories)
          .where(
            and(
              eq(catalogueProductCategories.productId, catalogueProducts.id),
              inArray(catalogueProductCategories.categoryId, [...filter.categoryIds]),
            ),
          ),
      ),
    );
  }
  return and(...conditions);
}

export async function listProductRows(scope: TenantScope, filter: ProductFilter, page: PageQuery) {
  const where = productWhere(scope, filter);
  const [rows, totalCount] = await Promise.all([
    scope
      .select()
      .from(catalogueProducts)
      .where(where)
      .orderBy(asc(catalogueProducts.position), asc(catalogueProducts.name), asc(catalogueProducts.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    scope.count(catalogueProducts, where),
  ]);
  return { rows, totalCount };
}

export const findProductRow = (scope: TenantScope, productId: string): Promise<ProductRow | undefined> =>
  scope.findOne(
    catalogueProducts,
    and(eq(catalogueProducts.id, productId), eq(catalogueProducts.active, true)),
  );

export interface ProductParts {
  variants: VariantRow[];
  photos: { productId: string; url: string }[];
  categories: { productId: string; id: string; name: string }[];
}

/** Variants, photos and categories of a page of products, in three queries. */
export async function productParts(scope: TenantScope, productIds: readonly string[]): Promise<ProductParts> {
  if (productIds.length === 0) return { variants: [], photos: [], categories: [] };
  const ids = [...productIds];
  const [variants, photos, categories] = await Promise.all([
    scope
      .select()
      .from(catalogueVariants)
      .where(inArray(catalogueVariants.productId, ids))
      .orderBy(asc(catalogueVariants.position), asc(catalogueVariants.id)),
    scope
      .select({ productId: cataloguePhotos.productId, url: cataloguePhotos.url })
      .from(cataloguePhotos)
      .where(inArray(cataloguePhotos.productId, ids))
      .orderBy(asc(cataloguePhotos.position), asc(cataloguePhotos.id)),
    scope
      .select({
        productId: catalogueProductCategories.productId,
        id: catalogueCategories.id,
        name: catalogueCategories.name,
      })
      .from(catalogueProductCategories)
      .innerJoin(catalogueCategories, eq(catalogueCategories.id, catalogueProductCategories.categoryId))
      .where(inArray(catalogueProductCategories.productId, ids))
      .orderBy(asc(catalogueCategories.order), asc(catalogueCategories.name)),
  ]);
  return { variants, photos, categories };
}

/** The club's categories, all or of one type or group, in their order. */
export const categoryRows = (
  scope: TenantScope,
  filter: { type?: CategoryRow["type"]; group?: string } = {},
): Promise<CategoryRow[]> =>
  scope
    .select()
    .from(catalogueCategories)
    .where(
      and(
        filter.type === undefined ? undefined : eq(catalogueCategories.type, filter.type),
        filter.group === undefined ? undefined : eq(catalogueCategories.group, filter.group),
      ),
    )
    .orderBy(asc(catalogueCategories.order), asc(catalogueCategories.name));

/** Adds a product to the club's catalogue (staff editing comes later; the isolation sweep's fixture uses it now). */
export const insertProduct = (scope: TenantScope, values: Omit<ProductInsert, "companyId">) =>
  scope.insertOne(catalogueProducts, values);

/**
 * A product as a cart line reads it, in one query: a row per variant (one row with none), each
 * with the product and its first photo's url.
 */
/**
 * What a cart line says of a product and its variants (one row per variant), without the stock
 * counters: kept while only those change (CART_PRODUCT_READS).
 */
export const productWithVariants = (scope: TenantScope, productId: string) =>
  scope
    .select({
      product: {
        id: catalogueProducts.id,
        active: catalogueProducts.active,
        name: catalogueProducts.name,
        description: catalogueProducts.description,
        priceCents: catalogueProducts.priceCents,
        minQty: catalogueProducts.minQty,
        maxQty: catalogueProducts.maxQty,
        weightGrams: catalogueProducts.weightGrams,
        type: catalogueProducts.type,
        hasInventory: catalogueProducts.hasInventory,
        allowBackorders: catalogueProducts.allowBackorders,
        surveyId: catalogueProducts.surveyId,
      },
      variant: {
        id: catalogueVariants.id,
        attributes: catalogueVariants.attributes,
        priceCents: catalogueVariants.priceCents,
        weightGrams: catalogueVariants.weightGrams,
      },
      photoUrl: sql<string | null>`(${scope
        .select({ url: cataloguePhotos.url })
        .from(cataloguePhotos)
        .where(eq(cataloguePhotos.productId, catalogueProducts.id))
        .orderBy(asc(cataloguePhotos.position))
        .limit(1)})`,
    })
    .from(catalogueProducts)
    .leftJoin(catalogueVariants, eq(catalogueVariants.productId, catalogueProducts.id))
    .where(eq(catalogueProducts.id, productId));

/** Each product's categories (a perk restricted to a category applies to its products). */
export async function categoryIdsOfProducts(
  scope: TenantScope,
  productIds: readonly string[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (productIds.length === 0) return found;
  const rows = await scope
    .select({
      productId: catalogueProductCategories.productId,
      categoryId: catalogueProductCategories.categoryId,
    })
    .from(catalogueProductCategories)
    .where(inArray(catalogueProductCategories.productId, [...productIds]));
  for (const row of rows) found.set(row.productId, [...(found.get(row.productId) ?? []), row.categoryId]);
  return found;
}

/** The names of the club's categories and products by id (what a perk says it applies to). */
export async function catalogueNamesOf(
  scope: TenantScope,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const [categories, products] = await Promise.all([
    scope
      .select({ id: catalogueCategories.id, name: catalogueCategories.name })
      .from(catalogueCategories)
      .where(inArray(catalogueCategories.id, [...ids])),
    scope
      .select({ id: catalogueProducts.id, name: catalogueProducts.name })
      .from(catalogueProducts)
      .where(inArray(catalogueProducts.id, [...ids])),
  ]);
  return new Map([...categories, ...products].map((row) => [row.id, row.name]));
}
