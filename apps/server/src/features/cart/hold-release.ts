/**
 * Holds run out (spec-1 §3 Cart item reservedUntil): a job at each hold's end gives the units
 * back through the line's provider. The line stays in the cart, unreserved; checkout holds it
 * again if there is still enough. Release and checkout lock the cart, so they never overlap.
 */

import type { AnyCartItemProvider, Buyer, ProviderLine } from "../../platform/cart-item-provider.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { defineClubJob, enqueueJob } from "../jobs/index.ts";
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

/** Releases this instance has seen queued, per platform (an instance's services): key → when it runs. */
const queuedReleases = new WeakMap<object, Map<string, number>>();

/**
 * Queues the club's release for the minute after `reservedUntil` (one per club and minute), in the
 * caller's transaction, unless this instance has seen it queued already (a drop's adds would each
 * insert the same job row). Answers what to call once the transaction has committed, if anything.
 */
export async function queueHoldRelease(
  tx: ServiceContext,
  reservedUntil: Date,
): Promise<(() => void) | null> {
  const releaseAt = new Date(Math.ceil(reservedUntil.getTime() / 60_000) * 60_000);
  const key = `cart-holds:${tx.scope.companyId}:${releaseAt.toISOString()}`;
  const queued = queuedReleases.get(tx.platform) ?? new Map<string, number>();
  queuedReleases.set(tx.platform, queued);
  if (queued.has(key)) return null;
  await enqueueJob(tx, releaseHoldsJob, {}, { runAt: releaseAt, dedupeKey: key });
  return () => {
    const now = Date.now();
    for (const [seen, at] of queued) if (at < now) queued.delete(seen);
    queued.set(key, releaseAt.getTime());
  };
}
