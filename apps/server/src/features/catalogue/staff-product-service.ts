/**
 * What staff do with the club's products (issue 32 item 1): list and search them, hidden ones
 * too; create and change them with their categories; add, change and remove variants; set stock,
 * never below the units members hold in carts (409 `stock_below_held`). Writes go through the
 * tenant scope, whose triggers empty the catalogue's kept answers, so the shop shows a change at once.
 */
import {
  type ProductInput,
  type ProductPatch,
  STAFF_FIELD_MESSAGES,
  type StaffProduct,
  type StaffProductsQuery,
  type StaffVariant,
  type VariantInput,
  type VariantPatch,
} from "@crest/domain";
import { AppError, NotFoundError } from "../../lib/errors.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { withDescendants } from "./category-tree.ts";
import { categoryRows, productParts } from "./repository.ts";
import {
  clubCategoryIds,
  deleteUnheldVariant,
  insertStaffProduct,
  insertVariant,
  nextVariantPosition,
  photoRowsOf,
  setProductCategories,
  staffProductRow,
  staffProductRows,
  updateStaffProduct,
  updateVariant,
  variantRow,
} from "./staff-product-repository.ts";
import type { ProductRow, VariantRow } from "./tables.ts";
import { variantLabel } from "./variant-label.ts";

const stockBelowHeld = (held: number) =>
  new AppError("stock_below_held", {
    details: [{ field: "onHand", details: `Members hold ${held} in their carts: set at least ${held}` }],
  });

function variantView(row: VariantRow): StaffVariant {
  return {
    id: row.id,
    options: row.attributes,
    label: variantLabel(row.attributes),
    price: row.priceCents,
    weightGrams: row.weightGrams,
    onHand: row.onHand,
    held: row.held,
    position: row.position,
  };
}

async function staffViews(context: ServiceContext, rows: readonly ProductRow[]): Promise<StaffProduct[]> {
  const ids = rows.map((row) => row.id);
  const [parts, photos] = await Promise.all([
    productParts(context.scope, ids),
    photoRowsOf(context.scope, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    group: row.group,
    status: row.active ? "active" : "hidden",
    price: row.priceCents,
    minQty: row.minQty,
    maxQty: row.maxQty,
    weightGrams: row.weightGrams,
    hasInventory: row.hasInventory,
    allowBackorders: row.allowBackorders,
    onHand: row.onHand,
    held: row.held,
    position: row.position,
    categories: parts.categories
      .filter((category) => category.productId === row.id)
      .map(({ id, name }) => ({ id, name })),
    variants: parts.variants.filter((variant) => variant.productId === row.id).map(variantView),
    photos: photos
      .filter((photo) => photo.productId === row.id)
      .map(({ id, url, position }) => ({ id, url, position })),
  }));
}

async function staffView(context: ServiceContext, row: ProductRow): Promise<StaffProduct> {
  const [view] = await staffViews(context, [row]);
  if (!view) throw new NotFoundError();
  return view;
}

/** GET /admin/api/products: a page of the club's products, hidden ones too. */
export async function listStaffProducts(
  context: ServiceContext,
  query: StaffProductsQuery,
): Promise<{ items: StaffProduct[]; totalCount: number }> {
  const { rows, totalCount } = await staffProductRows(
    context.scope,
    {
      search: query.search || undefined,
      active: query.status === undefined ? undefined : query.status === "active",
      type: query.type,
      // A category includes those below it, as in the shop.
      categoryIds: query.category
        ? withDescendants(await categoryRows(context.scope), query.category)
        : undefined,
    },
    query.sort,
    { pageNumber: query.pageNumber, pageSize: query.pageSize },
  );
  return { items: await staffViews(context, rows), totalCount };
}

/** GET /admin/api/products/{productId}; another club's product is a 404. */
export async function getStaffProduct(context: ServiceContext, productId: string): Promise<StaffProduct> {
  return staffView(context, await staffProductRow(context.scope, productId));
}

/** The categories must be the club's: another club's (or an unknown) id is a 400 on the field. */
async function checkCategories(context: ServiceContext, categoryIds: readonly string[]): Promise<void> {
  const known = await clubCategoryIds(context.scope, categoryIds);
  const unknown = categoryIds.findIndex((id) => !known.has(id));
  if (unknown >= 0)
    throw new AppError("invalid_request", {
      details: [{ field: `categoryIds.${unknown}`, details: STAFF_FIELD_MESSAGES.product_category_unknown }],
    });
}

/** A maximum below the minimum is refused on the maximum's field. */
function checkQuantities(minQty: number, maxQty: number | null): void {
  if (maxQty !== null && maxQty < minQty)
    throw new AppError("invalid_request", {
      details: [{ field: "maxQty", details: STAFF_FIELD_MESSAGES.max_below_min }],
    });
}

const productColumns = (input: ProductPatch) => ({
  name: input.name,
  description: input.description,
  type: input.type,
  group: input.group,
  active: input.status === undefined ? undefined : input.status === "active",
  priceCents: input.price,
  minQty: input.minQty,
  maxQty: input.maxQty,
  weightGrams: input.weightGrams,
  hasInventory: input.hasInventory,
  allowBackorders: input.allowBackorders,
  onHand: input.onHand,
  position: input.position,
});

/** Drizzle's `set` must not receive undefined keys as columns to null: keep only those given. */
const given = <T extends Record<string, unknown>>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

/** POST /admin/api/products: a new product in its categories. */
export async function createProduct(context: ServiceContext, input: ProductInput): Promise<StaffProduct> {
  checkQuantities(input.minQty, input.maxQty);
  await checkCategories(context, input.categoryIds);
  const row = await inTransaction(context, async (tx) => {
    const { onHand: _onHand, ...columns } = productColumns(input);
    const product = await insertStaffProduct(tx.scope, {
      ...(given(columns) as typeof columns & { name: string; priceCents: number }),
      onHand: input.onHand,
    });
    await setProductCategories(tx.scope, product.id, input.categoryIds);
    return product;
  });
  return staffView(context, row);
}

/** PATCH /admin/api/products/{productId}: any part of a product; stock never below what carts hold. */
export async function editProduct(
  context: ServiceContext,
  productId: string,
  patch: ProductPatch,
): Promise<StaffProduct> {
  if (patch.categoryIds) await checkCategories(context, patch.categoryIds);
  const row = await inTransaction(context, async (tx) => {
    const current = await staffProductRow(tx.scope, productId);
    checkQuantities(
      patch.minQty ?? current.minQty,
      patch.maxQty === undefined ? current.maxQty : patch.maxQty,
    );
    const values = given(productColumns(patch));
    const updated =
      Object.keys(values).length === 0 ? current : await updateStaffProduct(tx.scope, productId, values);
    if (!updated) throw stockBelowHeld((await staffProductRow(tx.scope, productId)).held);
    if (patch.categoryIds) await setProductCategories(tx.scope, productId, patch.categoryIds);
    return updated;
  });
  return staffView(context, row);
}

/** POST /admin/api/products/{productId}/variants: a variant at the end of the list unless placed. */
export async function addVariant(
  context: ServiceContext,
  productId: string,
  input: VariantInput,
): Promise<StaffVariant> {
  return inTransaction(context, async (tx) => {
    await staffProductRow(tx.scope, productId);
    const row = await insertVariant(tx.scope, {
      productId,
      attributes: input.options,
      priceCents: input.price,
      weightGrams: input.weightGrams,
      onHand: input.onHand,
      position: input.position ?? (await nextVariantPosition(tx.scope, productId)),
    });
    return variantView(row);
  });
}

/** PATCH /admin/api/products/{productId}/variants/{variantId}: stock never below what carts hold. */
export async function editVariant(
  context: ServiceContext,
  productId: string,
  variantId: string,
  patch: VariantPatch,
): Promise<StaffVariant> {
  return inTransaction(context, async (tx) => {
    const values = given({
      attributes: patch.options,
      priceCents: patch.price,
      weightGrams: patch.weightGrams,
      onHand: patch.onHand,
      position: patch.position,
    });
    const updated =
      Object.keys(values).length === 0
        ? await variantRow(tx.scope, productId, variantId)
        : await updateVariant(tx.scope, productId, variantId, values);
    if (!updated) throw stockBelowHeld((await variantRow(tx.scope, productId, variantId)).held);
    return variantView(updated);
  });
}

/** DELETE /admin/api/products/{productId}/variants/{variantId}: only while no cart holds it. */
export async function removeVariant(
  context: ServiceContext,
  productId: string,
  variantId: string,
): Promise<StaffProduct> {
  await inTransaction(context, async (tx) => {
    if (!(await deleteUnheldVariant(tx.scope, productId, variantId))) {
      const variant = await variantRow(tx.scope, productId, variantId);
      throw new AppError("stock_below_held", {
        details: [{ field: "variantId", details: `Members hold ${variant.held} in their carts` }],
      });
    }
  });
  return getStaffProduct(context, productId);
}
