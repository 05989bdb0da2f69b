/**
 * The cart's rules: one open cart per customer; lines within their min and max; each line holds
 * its units through its provider for the club's hold time, and a line that cannot be held is
 * refused with sold_out, holding nothing (the whole change is one transaction).
 */
import {
  type AddCartProductsBody,
  type Cart,
  type CartItemType,
  FIELD_MESSAGES,
  quantityAllowed,
} from "@crest/domain";
import { BatchedReads } from "../../db/batched-reads.ts";
import { AppError } from "../../lib/errors.ts";
import { customerIdOf, inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { enqueueJob } from "../jobs/index.ts";
import {
  deleteLine,
  heldByCustomers,
  lineByKey,
  openCartFor,
  settingsOf,
  upsertLine,
} from "./cart-repository.ts";
import { cartView, snapshotFor, snapshotOf } from "./cart-snapshot.ts";
import { HoldGate } from "./hold-gate.ts";
import { releaseHoldsJob } from "./hold-release.ts";
import { providerFor } from "./providers/index.ts";

/** The signed-in member's cart with the server's totals. */
export async function myCart(context: ServiceContext): Promise<Cart> {
  return cartView(await snapshotFor(context, customerIdOf(context)), context.tenant.config.intl.currency);
}

interface LineChange {
  ref: Record<string, string | null>;
  quantity: number;
}

/**
 * Sets lines of one item type to the asked quantities (0 removes), holding or releasing the
 * difference, and answers the cart. Every held line's hold is renewed for the club's hold time.
 */
export async function setCartLines(
  context: ServiceContext,
  type: CartItemType,
  changes: LineChange[],
): Promise<Cart> {
  const customerId = customerIdOf(context);
  const provider = providerFor(type);
  const admitted = await admitChange(context, customerId, provider, changes);
  const snapshot = await inTransaction(context, async (tx) => {
    const cart = await openCartFor(tx.scope, customerId, true);
    const { holdMinutes } = await settingsOf(tx.scope);
    const reservedUntil = new Date(Date.now() + holdMinutes * 60_000);
    for (const [index, change] of changes.entries()) {
      const item = await provider.describe(tx.scope, change.ref);
      if (!quantityAllowed(change.quantity, item.minQty, item.maxQty))
        throw new AppError("invalid_request", {
          details: { field: `items.${index}.quantity`, details: FIELD_MESSAGES.quantity_out_of_range },
        });
      const lineKey = provider.lineKey(change.ref);
      const line = await lineByKey(tx.scope, cart.id, lineKey);
      const held = line?.heldQuantity ?? 0;
      if (change.quantity === 0) {
        if (held > 0) await provider.release(tx.scope, change.ref, held);
        if (line) await deleteLine(tx.scope, line.id);
        continue;
      }
      const more = change.quantity - held;
      if (more > 0 && !(await provider.hold(tx.scope, change.ref, more)))
        throw new AppError("sold_out", { details: { field: `items.${index}`, details: item.title } });
      if (more < 0) await provider.release(tx.scope, change.ref, -more);
      await upsertLine(tx.scope, {
        cartId: cart.id,
        type,
        lineKey,
        ref: change.ref,
        quantity: change.quantity,
        heldQuantity: change.quantity,
        reservedUntil,
      });
    }
    // One release per club and minute: the job frees whatever has run out by then.
    const releaseAt = new Date(Math.ceil(reservedUntil.getTime() / 60_000) * 60_000);
    await enqueueJob(
      tx,
      releaseHoldsJob,
      {},
      { runAt: releaseAt, dedupeKey: `cart-holds:${tx.scope.companyId}:${releaseAt.toISOString()}` },
    );
    return snapshotOf(tx.scope, cart);
  }).finally(admitted);
  return cartView(snapshot, context.tenant.config.intl.currency);
}

/** What a customer's open cart holds, read in batches with other buyers' (see `admitChange`). */
const heldInOpenCart = new BatchedReads(heldByCustomers);

const gate = new HoldGate();

/**
 * Before the cart's transaction. In a drop most buyers find the stock gone: they are told
 * sold_out after two reads shared with the other buyers asking at that moment, before any
 * transaction, lock or write (the transaction would refuse them the same way; it still decides
 * every hold). While units are left, only as many units' adds go on at once as are left (the
 * gate); the rest wait for those and read again. Only the first change is looked at, so no
 * earlier line's own error (a bad quantity, an unknown item) loses its precedence. Answers what
 * to call once the transaction has ended.
 */
async function admitChange(
  context: ServiceContext,
  customerId: string,
  provider: ReturnType<typeof providerFor>,
  [first]: LineChange[],
): Promise<() => void> {
  const done = () => {};
  if (!first || first.quantity === 0) return done;
  const lineKey = provider.lineKey(first.ref);
  const item = `${context.scope.companyId}:${lineKey}`;
  for (;;) {
    const held = await heldInOpenCart.read(context.scope, customerId);
    const more = first.quantity - (held?.get(lineKey) ?? 0);
    if (more <= 0) return done;
    const { soldOut, left } = await provider.availability(context.scope, first.ref, first.quantity, more);
    if (soldOut !== null) throw new AppError("sold_out", { details: { field: "items.0", details: soldOut } });
    if (left === null) return done;
    if (await gate.enter(item, more, left)) return () => gate.leave(item, more);
  }
}

/** POST /api/cart/products. */
export const addCartProducts = (context: ServiceContext, body: AddCartProductsBody) =>
  setCartLines(
    context,
    "product",
    body.items.map((item) => ({
      ref: { productId: item.productId, variantId: item.variantId ?? null },
      quantity: item.quantity,
    })),
  );
