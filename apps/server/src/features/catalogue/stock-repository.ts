/**
 * Stock for carts and orders (the contract with commerce, issue #12). Each call takes the
 * caller's scope, so it runs inside the caller's transaction. A hold is one conditional UPDATE
 * that raises `held` only while `on_hand - held` covers the quantity: the database serialises
 * concurrent updates of the row, and each one re-checks the condition on the row it finally
 * sees, so concurrent buyers can never hold more than there is, on PGlite or PostgreSQL.
 */
import { quantityAllowed } from "@crest/domain";
import { and, eq, exists, gte, sql } from "drizzle-orm";
import { BatchedReads } from "../../db/batched-reads.ts";
import { statement } from "../../db/statement.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { catalogueProducts, catalogueVariants, type ProductRow, type VariantAttribute } from "./tables.ts";
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

/** The same, as SQL on the product's row (for a variant's row: on its product's). */
const countedSql = sql`${catalogueProducts.hasInventory} and not ${catalogueProducts.allowBackorders}`;

/**
 * The row holding the line's stock: its variant (which must be the product's), or the product;
 * `where` matches it only while its product counts stock, so an UPDATE of an uncounted product's
 * stock changes nothing (and needs no read first).
 */
function stockTable(scope: TenantScope, line: StockLine) {
  if (!line.variantId)
    return {
      table: catalogueProducts,
      where: and(eq(catalogueProducts.id, line.productId), countedSql),
      onHand: catalogueProducts.onHand,
      held: catalogueProducts.held,
    };
  const productCounts = scope
    .select({ id: catalogueProducts.id })
    .from(catalogueProducts)
    .where(and(eq(catalogueProducts.id, line.productId), countedSql));
  return {
    table: catalogueVariants,
    where: and(
      eq(catalogueVariants.id, line.variantId),
      eq(catalogueVariants.productId, line.productId),
      exists(productCounts),
    ),
    onHand: catalogueVariants.onHand,
    held: catalogueVariants.held,
  };
}

// A drop's holds and sales, built once (db/statement.ts): one statement for a product's own
// stock, one for a variant's (which row holds it decides the statement's shape, so it is chosen
// by the call's line, never by a placeholder).

const holdQuery = (scope: TenantScope, line: StockLine) => {
  const stock = stockTable(scope, line);
  return scope
    .update(stock.table)
    .set({ held: sql`${stock.held} + ${line.quantity}` })
    .where(and(stock.where, gte(sql`${stock.onHand} - ${stock.held}`, line.quantity)))
    .returning({ held: stock.held });
};

const commitQuery = (scope: TenantScope, line: StockLine) => {
  const stock = stockTable(scope, line);
  return scope
    .update(stock.table)
    .set({
      onHand: sql`greatest(${stock.onHand} - ${line.quantity}, 0)`,
      held: sql`greatest(${stock.held} - ${line.quantity}, 0)`,
    })
    .where(stock.where);
};

const holdProduct = statement((scope, line: StockLine) =>
  holdQuery(scope, { productId: line.productId, variantId: null, quantity: line.quantity }),
);
const holdVariant = statement(holdQuery);
const commitProduct = statement((scope, line: StockLine) =>
  commitQuery(scope, { productId: line.productId, variantId: null, quantity: line.quantity }),
);
const commitVariant = statement(commitQuery);

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
 * that does not count stock, or allows backorders, is always held without touching counts. The
 * UPDATE comes first: a hold that succeeds (the usual case) is one statement.
 */
export async function holdStock(scope: TenantScope, line: StockLine): Promise<boolean> {
  assertQuantity(line.quantity);
  if (line.quantity === 0) {
    await stockedProduct(scope, line);
    return true;
  }
  const rows = await (line.variantId ? holdVariant : holdProduct)(scope, line);
  if (rows.length === 1) return true;
  // Nothing matched: an unknown product (404), one that does not count stock (held), a variant
  // that is not the product's (404), or sold out.
  if (!counts(await stockedProduct(scope, line))) return true;
  if (line.variantId) await variantOf(scope, line.productId, line.variantId);
  return false;
}

/** Gives held units back (an item removed, a hold expired); `held` never goes below 0. */
export async function releaseStock(scope: TenantScope, line: StockLine): Promise<void> {
  assertQuantity(line.quantity);
  if (line.quantity === 0) return;
  const stock = stockTable(scope, line);
  await scope
    .update(stock.table)
    .set({ held: sql`greatest(${stock.held} - ${line.quantity}, 0)` })
    .where(stock.where);
}

/** A sale of held units: they leave the store (`on_hand` and `held` both go down). */
export async function commitStock(scope: TenantScope, line: StockLine): Promise<void> {
  assertQuantity(line.quantity);
  if (line.quantity === 0) return;
  await (line.variantId ? commitVariant : commitProduct)(scope, line);
}

/** Sold units back on the shelf (a cancelled order line): `on_hand` goes up, for counted stock only. */
export async function restock(scope: TenantScope, line: StockLine): Promise<void> {
  assertQuantity(line.quantity);
  if (line.quantity === 0) return;
  const stock = stockTable(scope, line);
  await scope
    .update(stock.table)
    .set({ onHand: sql`${stock.onHand} + ${line.quantity}` })
    .where(stock.where);
}

/** What `stockAvailability` needs of a line's product (and variant, when it names one). */
interface StockState {
  name: string;
  active: boolean;
  counted: boolean;
  minQty: number;
  maxQty: number | null;
  left: number;
  /** The named variant's options; null when none is named, or it is not the product's. */
  attributes: VariantAttribute[] | null;
  hasVariants: boolean;
}

const stockKey = (productId: string, variantId: string | null | undefined) =>
  `${productId}|${variantId ?? ""}`;

/**
 * The stock states of products and of the variants named (none: no variant joins), built once
 * (db/statement.ts): each list is one value, an array (`= any`, not `in`).
 */
const stockStatesQuery = statement((scope, asked: { productIds: string[]; variantIds: string[] }) =>
  scope
    .select({
      productId: catalogueProducts.id,
      variantId: catalogueVariants.id,
      name: catalogueProducts.name,
      active: catalogueProducts.active,
      counted: sql<boolean>`${countedSql}`,
      minQty: catalogueProducts.minQty,
      maxQty: catalogueProducts.maxQty,
      productLeft: sql<number>`${catalogueProducts.onHand} - ${catalogueProducts.held}`,
      variantLeft: sql<number | null>`${catalogueVariants.onHand} - ${catalogueVariants.held}`,
      attributes: catalogueVariants.attributes,
      hasVariants: sql<boolean>`exists (select 1 from ${catalogueVariants} where ${catalogueVariants.companyId} = ${catalogueProducts.companyId} and ${catalogueVariants.productId} = ${catalogueProducts.id})`,
    })
    .from(catalogueProducts)
    .leftJoin(
      catalogueVariants,
      and(
        eq(catalogueVariants.productId, catalogueProducts.id),
        sql`${catalogueVariants.id} = any(${asked.variantIds})`,
      ),
    )
    .where(sql`${catalogueProducts.id} = any(${asked.productIds})`),
);

/** The stock states of many lines (keys of `stockKey`) in one query. */
async function readStockStates(scope: TenantScope, keys: string[]): Promise<Map<string, StockState>> {
  const asked = keys.map((key) => key.split("|") as [string, string]);
  const rows = await stockStatesQuery(scope, {
    productIds: [...new Set(asked.map(([productId]) => productId))],
    variantIds: asked.map(([, variantId]) => variantId).filter((variantId) => variantId !== ""),
  });
  const states = new Map<string, StockState>();
  for (const row of rows) {
    const product = { ...row, left: Number(row.productLeft), attributes: null };
    states.set(stockKey(row.productId, null), product);
    if (row.variantId)
      states.set(stockKey(row.productId, row.variantId), {
        ...product,
        left: Number(row.variantLeft),
        attributes: row.attributes,
      });
  }
  return states;
}

/** Concurrent sold-out checks (a drop's buyers) share their reads, a query per batch. */
const stockStates = new BatchedReads(readStockStates);

/** What a read before the cart's transaction can say of a line (see `stockAvailability`). */
export interface StockAvailability {
  /** The line's title when `quantity` more units surely cannot be held now; null otherwise. */
  soldOut: string | null;
  /** Units left to hold now when the stock is counted and nothing else would refuse the line; else null. */
  left: number | null;
}

const OPEN: StockAvailability = { soldOut: null, left: null };

/**
 * A read before any transaction, so that a drop's losers cost a share of one SELECT. `soldOut`
 * is the line's title when `quantity` more units surely cannot be held now (the stock is counted
 * and `on_hand - held` is short) and nothing else would refuse the line first (the product is
 * active, the quantity `asked` within its limits, the variant the product's, or none needed).
 * It decides nothing: the conditional UPDATE in `holdStock` still decides every hold, so an
 * answer that is not sold out may still be, and a title is the same answer that UPDATE would
 * have given at an instant after the question.
 */
export async function stockAvailability(
  scope: TenantScope,
  line: StockLine & { asked: number },
): Promise<StockAvailability> {
  assertQuantity(line.quantity);
  if (line.quantity === 0) return OPEN;
  const state = await stockStates.read(scope, stockKey(line.productId, line.variantId));
  if (!state?.active || !state.counted) return OPEN;
  // A variant that is not the product's, or a missing one the product needs: the transaction says why.
  if (line.variantId ? state.attributes === null : state.hasVariants) return OPEN;
  if (!quantityAllowed(line.asked, state.minQty, state.maxQty ?? 0)) return OPEN;
  if (state.left >= line.quantity) return { soldOut: null, left: state.left };
  const title = state.attributes ? `${state.name} - ${variantLabel(state.attributes)}` : state.name;
  return { soldOut: title, left: state.left };
}
