/**
 * The cart's rules: one open cart per customer; lines within their min and max; each line holds
 * its units through its provider for the club's hold time, and a line its provider refuses
 * (sold_out, slot_taken, ticket_max_reached…) is refused with that code, holding nothing (the
 * whole change is one transaction).
 */
import { type Cart, FIELD_MESSAGES, quantityAllowed } from "@crest/domain";
import { BatchedReads } from "../../db/batched-reads.ts";
import { AppError } from "../../lib/errors.ts";
import type { AnyCartItemProvider, Buyer, ProviderLine } from "../../platform/cart-item-provider.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { buyerOf } from "./buyer.ts";
import { cartAnswer, snapshotFor, snapshotOf, storedLineOf } from "./cart-snapshot.ts";
import { commerceSettingsOf } from "./commerce-settings.ts";
import { HoldGate } from "./hold-gate.ts";
import { giveBackUnits, queueHoldRelease } from "./hold-release.ts";
import { refusalError } from "./refusal-error.ts";
import {
  deleteLine,
  heldByCustomers,
  inCartOrder,
  lineByKey,
  openCartForChange,
  upsertLine,
} from "./repository.ts";
import type { CartItemRow } from "./tables.ts";

/** The signed-in member's cart with the server's totals. */
export async function myCart(context: ServiceContext): Promise<Cart> {
  return cartAnswer(context, await snapshotFor(context, await buyerOf(context)));
}

/** The line's key in the cart: one line per provider kind and provider key. */
const keyOf = (provider: AnyCartItemProvider, line: ProviderLine) =>
  `${provider.kind}:${provider.lineKey(line)}`;

/**
 * POST /api/cart/{kind}: sets lines of one provider to the asked quantities (0 removes), with
 * their data, holding or releasing the difference, and answers the cart. `items` were checked
 * against the provider's item schema. Every held line's hold is renewed for the club's hold time.
 */
export async function setCartLines(context: ServiceContext, kind: string, items: unknown[]): Promise<Cart> {
  const buyer = await buyerOf(context);
  const provider = context.platform.cartItems.of(kind);
  const lines: ProviderLine[] = [];
  for (const [index, item] of items.entries())
    lines.push(await provider.toLine(context, buyer, item, `items.${index}`));
  const settings = await commerceSettingsOf(context);
  const leave = await admitChange(context, buyer, provider, lines);
  const { cart, released, madeWith } = await inTransaction(context, async (tx) => {
    const { cart, made } = await openCartForChange(tx.scope, buyer.customerId, true);
    const reservedUntil = new Date(Date.now() + settings.holdMinutes * 60_000);
    // One release per club and minute: the job frees whatever has run out by then.
    const released = await queueHoldRelease(tx, reservedUntil);
    // A cart made by this change holds only the lines written here, as written (by key: a key
    // given twice finds its first writing; a line dropped is gone): no line to read back, and
    // the cart's answer is these lines.
    const writtenRows = new Map<string, CartItemRow>();
    for (const [index, line] of lines.entries()) {
      const field = `items.${index}`;
      const item = await provider.describe(tx.scope, line, buyer);
      if (!quantityAllowed(line.quantity, item.minQty, item.maxQty))
        throw new AppError("invalid_request", {
          details: { field: `${field}.quantity`, details: FIELD_MESSAGES.quantity_out_of_range },
        });
      const lineKey = keyOf(provider, line);
      const row = made ? writtenRows.get(lineKey) : await lineByKey(tx.scope, cart.id, lineKey);
      const held = row?.heldQuantity ?? 0;
      // Units go back as the line held them (its stored ref and data).
      const stored = row ? storedLineOf(provider, row) : line;
      if (line.quantity === 0) {
        if (held > 0) await giveBackUnits(tx, provider, stored, buyer, held);
        if (row) await deleteLine(tx.scope, row.id);
        writtenRows.delete(lineKey);
        continue;
      }
      const more = line.quantity - held;
      if (more < 0) await giveBackUnits(tx, provider, stored, buyer, -more);
      const upserted = await upsertLine(tx.scope, {
        cartId: cart.id,
        kind,
        lineKey,
        ref: line.ref,
        data: line.data,
        quantity: line.quantity,
        heldQuantity: line.quantity,
        reservedUntil,
      });
      writtenRows.set(lineKey, upserted);
      // The hold last, after the line it is for (a refusal rolls the line back with it): a hold
      // locks a row every buyer of the item shares until the transaction ends, so nothing of
      // this change runs while it is held but the commit.
      if (more > 0) {
        const refusal = await provider.hold(tx.scope, line, buyer, more);
        if (refusal) throw refusalError(refusal, item.title, field);
      }
    }
    return { cart, released, madeWith: made ? inCartOrder([...writtenRows.values()]) : undefined };
  }).then(
    (changed) => {
      leave(true);
      return changed;
    },
    (error: unknown) => {
      leave(false);
      throw error;
    },
  );
  released?.();
  // Made once the change is committed: a hold locks a row every buyer of the item shares until
  // the transaction ends, so the cart's answer is not read (nor priced) while it is held.
  return cartAnswer(context, await snapshotOf(context, cart, buyer, { settings, lines: madeWith }));
}

/** What a customer's open cart holds, read in batches with other buyers' (see `admitChange`). */
const heldInOpenCart = new BatchedReads(heldByCustomers);

const gate = new HoldGate();

/**
 * Before the cart's transaction. In a drop most buyers find the item gone: they are refused
 * (sold_out, slot_taken) after two reads shared with the other buyers asking at that moment,
 * before any transaction, lock or write (the transaction would refuse them the same way; it
 * still decides every hold). While units are left, only as many units' adds go on at once for
 * one capacity (a product's stock, a slot, a ticket type; many lines and buyers share it) as
 * are left (the gate); the rest wait for those and read again. Only the first change is looked
 * at, so no earlier line's own error (a bad quantity, an unknown item) loses its precedence.
 * Answers what to call once the transaction has ended, with whether it committed (its holds made).
 */
async function admitChange(
  context: ServiceContext,
  buyer: Buyer,
  provider: AnyCartItemProvider,
  [first]: ProviderLine[],
): Promise<(held: boolean) => void> {
  const done = () => {};
  if (!first || first.quantity === 0) return done;
  const lineKey = keyOf(provider, first);
  const capacity = `${context.scope.companyId}:${provider.kind}:${provider.capacityKey(first)}`;
  for (;;) {
    const held = await heldInOpenCart.read(context.scope, buyer.customerId);
    const more = first.quantity - (held?.get(lineKey) ?? 0);
    if (more <= 0) return done;
    const { refusal, left } = await provider.availability(context.scope, first, buyer, more);
    if (refusal !== null) throw refusalError(refusal, "", "items.0");
    if (left === null) return done;
    if (await gate.enter(capacity, more, left)) return (held) => gate.leave(capacity, more, held);
  }
}
