/**
 * Holds run out (spec-1 §3 Cart item reservedUntil): a job at each hold's end gives the units
 * back through the line's provider. The line stays in the cart, unreserved; checkout holds it
 * again if there is still enough. Release and checkout lock the cart, so they never overlap.
 */

import type { AnyCartItemProvider, Buyer, ProviderLine } from "../../platform/cart-item-provider.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { defineClubJob } from "../jobs/index.ts";
import { buyerFor } from "./buyer.ts";
import { storedLineOf } from "./cart-snapshot.ts";
import { cartLines, expiredHolds, lockCart, setLineHold } from "./repository.ts";

/**
 * Gives back `units` a line held, through its provider, then lets the provider pass them on (its
 * `released`: tickets offer them to the waitlist), in the caller's transaction.
 */
export async function giveBackUnits(
  tx: ServiceContext,
  provider: AnyCartItemProvider,
  line: ProviderLine,
  buyer: Buyer,
  units: number,
): Promise<void> {
  await provider.release(tx.scope, line, buyer, units);
  await provider.released?.(tx, line, buyer, units);
}

/** Releases every hold of the club that ran out by `now`; answers how many lines were released. */
export async function releaseExpiredHolds(context: ServiceContext, now = new Date()): Promise<number> {
  const expired = await expiredHolds(context.scope, now);
  const cartIds = [...new Set(expired.map((line) => line.cartId))];
  let released = 0;
  for (const cartId of cartIds) {
    released += await inTransaction(context, async (tx) => {
      const cart = await lockCart(tx.scope, cartId);
      if (cart?.status !== "open") return 0;
      let count = 0;
      let buyer: Buyer | undefined;
      for (const row of await cartLines(tx.scope, cartId)) {
        const stillExpired = row.heldQuantity > 0 && row.reservedUntil !== null && row.reservedUntil <= now;
        if (!stillExpired) continue;
        buyer ??= await buyerFor(tx, cart.customerId);
        const provider = tx.platform.cartItems.of(row.kind);
        await giveBackUnits(tx, provider, storedLineOf(provider, row), buyer, row.heldQuantity);
        await setLineHold(tx.scope, row.id, 0, null);
        count += 1;
      }
      return count;
    });
  }
  return released;
}

/** The club's hold release, queued for the end of each hold time. */
export const releaseHoldsJob = defineClubJob<Record<string, never>>({
  kind: "cart.release-holds",
  run: async (_payload, context) => {
    await releaseExpiredHolds(context);
  },
});
