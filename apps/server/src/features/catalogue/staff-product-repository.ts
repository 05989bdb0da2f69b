/**
 * The catalogue's queries for staff (issue 32): every product, hidden ones too, searched, filtered
 * and sorted; writes of products and variants whose stock never goes below what carts hold. A
 * stock write is one conditional UPDATE (`held <= on_hand`), so it and a cart's hold (the
 * conditional UPDATE in stock-repository.ts) are serialised on the row and never pass each other.
 */
import type { PageQuery, StaffProductsQuery } from "@crest/domain";
import { pageOffset } from "@crest/domain";
import { and, asc, desc, eq, exists, ilike, inArray, lte, max, type SQL } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { containing } from "../../lib/like-patterns.ts";
import {
  catalogueCategories,
  cataloguePhotos,
  catalogueProductCategories,
  catalogueProducts,
  catalogueVariants,
  type ProductInsert,
  type ProductRow,
  type VariantRow,
} from "./tables.ts";

export interface StaffProductFilter {
  search?: string | undefined;
  active?: boolean | undefined;
  type?: ProductRow["type"] | undefined;
  /** Products in any of these categories. */
  categoryIds?: readonly string[] | undefined;
}

function staffProductWhere(scope: TenantScope, filter: StaffProductFilter): SQL | undefined {
  const { search, active, type, categoryIds } = filter;
  return and(
    search ? ilike(catalogueProducts.name, containing(search)) : undefined,
    active === undefined ? undefined : eq(catalogueProducts.active, active),
    type ? eq(catalogueProducts.type, type) : undefined,
    categoryIds
      ? exists(
          scope
            .select({ one: catalogueProductCategories.productId })
            .from(catalogueProductCategories)
            .where(
              and(
                eq(catalogueProductCategories.productId, catalogueProducts.id),
                inArray(catalogueProductCategories.categoryId, [...categoryIds]),
              ),
            ),
        )
      : undefined,
  );
}

const ORDERS: Record<StaffProductsQuery["sort"], SQL[]> = {
  position: [asc(catalogueProducts.position), asc(catalogueProducts.name)],
  name: [asc(catalogueProducts.name)],
  price: [asc(catalogueProducts.priceCents), asc(catalogueProducts.name)],
  "-price": [desc(catalogueProducts.priceCents), asc(catalogueProducts.name)],
  newest: [desc(catalogueProducts.createdAt)],
};

/** A page of the club's products for staff, and how many match. */
export async function staffProductRows(
  scope: TenantScope,
  filter: StaffProductFilter,
  sort: StaffProductsQuery["sort"],
  page: PageQuery,
) {
  const where = staffProductWhere(scope, filter);
  const [rows, totalCount] = await Promise.all([
    scope
      .select()
      .from(catalogueProducts)
      .where(where)
      .orderBy(...ORDERS[sort], asc(catalogueProducts.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    scope.count(catalogueProducts, where),
  ]);
  return { rows, totalCount };
}

/** One product of the club, hidden or not; a 404 for another club's. */
export const staffProductRow = (scope: TenantScope, productId: string): Promise<ProductRow> =>
  scope.getOne(catalogueProducts, eq(catalogueProducts.id, productId));

/** The photos of some products with their ids, in their order. */
export const photoRowsOf = (scope: TenantScope, productIds: readonly string[]) =>
  productIds.length === 0
    ? Promise.resolve([])
    : scope
        .select()
        .from(cataloguePhotos)
        .where(inArray(cataloguePhotos.productId, [...productIds]))
        .orderBy(asc(cataloguePhotos.position), asc(cataloguePhotos.id));

/** Of these category ids, those that are the club's. */
export async function clubCategoryIds(scope: TenantScope, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await scope
    .select({ id: catalogueCategories.id })
    .from(catalogueCategories)
    .where(inArray(catalogueCategories.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export const insertStaffProduct = (scope: TenantScope, values: Omit<ProductInsert, "companyId">) =>
  scope.insertOne(catalogueProducts, values);

/**
 * Changes a product: the row, or undefined when the new `onHand` is below what carts hold (the
 * caller tells that from a missing product, which is a 404).
 */
export async function updateStaffProduct(
  scope: TenantScope,
  productId: string,
  values: Partial<Omit<ProductInsert, "companyId" | "id" | "held">>,
): Promise<ProductRow | undefined> {
  const [row] = await scope
    .update(catalogueProducts)
    .set(values)
    .where(
      and(
        eq(catalogueProducts.id, productId),
        values.onHand === undefined ? undefined : lte(catalogueProducts.held, values.onHand),
      ),
    )
    .returning();
  return row;
}

/** Puts the product in exactly these categories. */
export async function setProductCategories(
  scope: TenantScope,
  productId: string,
  categoryIds: readonly string[],
): Promise<void> {
  await scope.delete(catalogueProductCategories).where(eq(catalogueProductCategories.productId, productId));
  if (categoryIds.length > 0)
    await scope
      .insert(catalogueProductCategories)
      .values(categoryIds.map((categoryId) => ({ productId, categoryId })));
}

/** The product's variants in their order. */
export const variantRowsOf = (scope: TenantScope, productId: string): Promise<VariantRow[]> =>
  scope
    .select()
    .from(catalogueVariants)
    .where(eq(catalogueVariants.productId, productId))
    .orderBy(asc(catalogueVariants.position), asc(catalogueVariants.id));

/** The position after the product's last variant. */
export async function nextVariantPosition(scope: TenantScope, productId: string): Promise<number> {
  const [row] = await scope
    .select({ last: max(catalogueVariants.position) })
    .from(catalogueVariants)
    .where(eq(catalogueVariants.productId, productId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

export const insertVariant = (
  scope: TenantScope,
  values: Omit<typeof catalogueVariants.$inferInsert, "companyId" | "held">,
): Promise<VariantRow> => scope.insertOne(catalogueVariants, values);

const variantWhere = (productId: string, variantId: string) =>
  and(eq(catalogueVariants.id, variantId), eq(catalogueVariants.productId, productId));

/** One variant of the product; a 404 for another product's or club's. */
export const variantRow = (scope: TenantScope, productId: string, variantId: string): Promise<VariantRow> =>
  scope.getOne(catalogueVariants, variantWhere(productId, variantId));

/** Changes a variant; undefined when the new `onHand` is below what carts hold (or it is not there). */
export async function updateVariant(
  scope: TenantScope,
  productId: string,
  variantId: string,
  values: Partial<Omit<typeof catalogueVariants.$inferInsert, "companyId" | "id" | "productId" | "held">>,
): Promise<VariantRow | undefined> {
  const [row] = await scope
    .update(catalogueVariants)
    .set(values)
    .where(
      and(
        variantWhere(productId, variantId),
        values.onHand === undefined ? undefined : lte(catalogueVariants.held, values.onHand),
      ),
    )
    .returning();
  return row;
}

/** Deletes a variant no cart holds; false when one does (or it is not there). */
export async function deleteUnheldVariant(
  scope: TenantScope,
  productId: string,
  variantId: string,
): Promise<boolean> {
  const rows = await scope
    .delete(catalogueVariants)
    .where(and(variantWhere(productId, variantId), eq(catalogueVariants.held, 0)))
    .returning({ id: catalogueVariants.id });
  return rows.length === 1;
}
