/**
 * Stock for carts and orders (the contract with commerce, issue #12). Each call takes the
 * caller's scope, so it runs inside the caller's transaction. A hold is one conditional UPDATE
 * that raises `held` only while `on_hand - held` covers the quantity: the database serialises
 * concurrent updates of the row, and each one re-checks the condition on the row it finally
 * sees, so concurrent buyers can never hold more than there is, on PGlite or PostgreSQL.
 */
import { quantityAllowed } from "@crest/domain";
import { and, eq, gte, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { catalogueProducts, catalogueVariants, type ProductRow } from "./tables.ts";
import { variantLabel } from "./variant-label.ts";

export interface StockLine {
  productId: string;
  variantId?: string | null;
  quantity: number;
}

/** The line's product: another club's, or an unknown one, is a 404. */
const stockedProduct = (scope: TenantScope, line: StockLine): Promise<ProductRow> =>
  scope.getOne(catalogueProducts, eq(catalogueProducts.id, line.productId));

/** Whether the product's stock is counted (by variant when it has variants). */
const counts = (product: ProductRow) => product.hasInventory && !product.allowBackorders;

/** The row holding the line's stock: its variant (which must be the product's), or the product. */
function stockTable(line: StockLine) {
  return line.variantId
    ? {
        table: catalogueVariants,
        where: and(eq(catalogueVariants.id, line.variantId), eq(catalogueVariants.productId, line.productId)),
        onHand: catalogueVariants.onHand,
        held: catalogueVariants.held,
      }
    : {
        table: catalogueProducts,
        where: eq(catalogueProducts.id, line.productId),
        onHand: catalogueProducts.onHand,
        held: catalogueProducts.held,
      };
}

async function variantOf(scope: TenantScope, productId: string, variantId: string) {
  return scope.getOne(
    catalogueVariants,
    and(eq(catalogueVariants.id, variantId), eq(catalogueVariants.productId, productId)),
  );
}

function assertQuantity(quantity: number) {
  if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError(`Bad stock quantity ${quantity}`);
}

/**
 * Holds units for a cart: true when held, false when not enough is left (sold out). A product
 * that does not count stock, or allows backorders, is always held without touching counts.
 */
export async function holdStock(scope: TenantScope, line: StockLine): Promise<boolean> {
  assertQuantity(line.quantity);
  const product = await stockedProduct(scope, line);
  if (!counts(product) || line.quantity === 0) return true;
  const stock = stockTable(line);
  const rows = await scope
    .update(stock.table)
    .set({ held: sql`${stock.held} + ${line.quantity}` })
    .where(and(stock.where, gte(sql`${stock.onHand} - ${stock.held}`, line.quantity)))
    .returning({ held: stock.held });
  if (rows.length === 1) return true;
  // Nothing matched: sold out, unless the variant is not this product's at all.
  if (line.variantId) await variantOf(scope, line.productId, line.variantId);
  return false;
}

/** Gives held units back (an item removed, a hold expired); `held` never goes below 0. */
export async function releaseStock(scope: TenantScope, line: StockLine): Promise<void> {
  assertQuantity(line.quantity);
  const product = await stockedProduct(scope, line);
  if (!counts(product) || line.quantity === 0) return;
  const stock = stockTable(line);
  await scope
    .update(stock.table)
    .set({ held: sql`greatest(${stock.held} - ${line.quantity}, 0)` })
    .where(stock.where);
}

/** A sale of held units: they leave the store (`on_hand` and `held` both go down). */
export async function commitStock(scope: TenantScope, line: StockLine): Promise<void> {
  assertQuantity(line.quantity);
  const product = await stockedProduct(scope, line);
  if (!counts(product) || line.quantity === 0) return;
  const stock = stockTable(line);
  await scope
    .update(stock.table)
    .set({
      onHand: sql`greatest(${stock.onHand} - ${line.quantity}, 0)`,
      held: sql`greatest(${stock.held} - ${line.quantity}, 0)`,
    })
    .where(stock.where);
}

/**
 * A read before any transaction, so that a drop's losers cost one SELECT: the line's title when
 * `more` units surely cannot be held now (the stock is counted and `on_hand - held` is short)
 * and nothing else would refuse the line first (the product is active, the quantity within its
 * limits, the variant the product's, or none needed); null otherwise. It decides nothing: the
 * conditional UPDATE in `holdStock` still decides every hold, so a null answer may still be
 * sold out, and a title is the same answer that UPDATE would have given at that instant.
 */
export async function surelySoldOut(
  scope: TenantScope,
  line: StockLine & { asked: number },
): Promise<string | null> {
  assertQuantity(line.quantity);
  const variant = line.variantId
    ? and(eq(catalogueVariants.id, line.variantId), eq(catalogueVariants.productId, catalogueProducts.id))
    : sql`false`;
  const [row] = await scope
    .select({
      name: catalogueProducts.name,
      active: catalogueProducts.active,
      counted: sql<boolean>`${catalogueProducts.hasInventory} and not ${catalogueProducts.allowBackorders}`,
      minQty: catalogueProducts.minQty,
      maxQty: catalogueProducts.maxQty,
      left: sql<number>`coalesce(${catalogueVariants.onHand} - ${catalogueVariants.held}, ${catalogueProducts.onHand} - ${catalogueProducts.held})`,
      attributes: catalogueVariants.attributes,
      hasVariants: sql<boolean>`exists (select 1 from ${catalogueVariants} where ${catalogueVariants.companyId} = ${catalogueProducts.companyId} and ${catalogueVariants.productId} = ${catalogueProducts.id})`,
    })
    .from(catalogueProducts)
    .leftJoin(catalogueVariants, variant)
    .where(eq(catalogueProducts.id, line.productId));
  if (!row?.active || !row.counted || line.quantity === 0) return null;
  if (line.variantId ? row.attributes === null : row.hasVariants) return null;
  if (!quantityAllowed(line.asked, row.minQty, row.maxQty ?? 0)) return null;
  if (Number(row.left) >= line.quantity) return null;
  return row.attributes ? `${row.name} - ${variantLabel(row.attributes)}` : row.name;
}
