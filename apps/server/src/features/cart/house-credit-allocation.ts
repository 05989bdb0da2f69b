/**
 * What the buyer's house credits pay of a cart (spec-2 §5, with restrictions: issue 27). Each
 * line owes its total with its share of the tax (a line paid later owes only its tax), the
 * order's own charges (shipping, handling) are one more line that only unrestricted credits
 * pay, and the domain's `allocateRestrictedCredits` spends restricted credits first, each on the
 * lines it applies to. The cart shows `available`; checkout spends `allocations` and keeps what
 * restricted credits paid on their lines (so a cancelled line gives back the credit that paid it).
 */
import {
  allocateRestrictedCredits,
  type CartTotals,
  isRestricted,
  type MinorUnits,
  orderShares,
  type PerkLineFacts,
  type RestrictedCredit,
} from "@crest/domain";
import type { ItemDescription } from "../../platform/cart-item-provider.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { spendableCredits } from "../house-credits/index.ts";

/** The parts of a priced cart (`CartSnapshot`) the allocation reads. */
export interface PricedCart {
  buyer: { customerId: string };
  lines: readonly {
    row: { id: string; kind: string; quantity: number };
    line: { ref: unknown };
    item: ItemDescription;
    taxRateBps: number;
  }[];
  totals: CartTotals;
}

export interface CartCredits {
  /** What each credit pays, in the order they are spent. */
  allocations: { id: string; amount: MinorUnits }[];
  covered: MinorUnits;
  remaining: MinorUnits;
  /** What restricted credits pay of each cart line, by the line's id (absent: nothing). */
  restrictedByLine: Map<string, MinorUnits>;
  /**
   * What the credits could pay (the cart's `houseCredits`): the unrestricted balances, and what
   * restricted ones pay of this cart. Its least with the total due is `covered`, as the
   * checkout page computes it.
   */
  available: MinorUnits;
}

/** The order's own charges as a line: nothing but an unrestricted credit applies to it. */
const ORDER_CHARGES: PerkLineFacts = {
  kind: "order",
  productId: null,
  categoryIds: [],
  eventId: null,
  bookingId: null,
};

/** The buyer's spendable credits allocated over the cart's lines as they are priced in `snapshot`. */
export async function creditsForCart(
  context: ServiceContext,
  snapshot: PricedCart,
  now = new Date(),
): Promise<CartCredits> {
  const credits: RestrictedCredit[] = (
    await spendableCredits(context.scope, snapshot.buyer.customerId, now)
  ).map((credit) => ({
    id: credit.id,
    balance: credit.balance,
    reference: { type: credit.referenceType, id: credit.referenceId },
    expiresOn: credit.expiresOn,
    status: credit.status,
  }));
  const { lines, totals } = snapshot;
  const priced = lines.map((line, index) => ({
    subTotal: line.item.priceEach * line.row.quantity,
    discount: totals.lineDiscounts[index] ?? 0,
    taxRateBps: line.taxRateBps,
  }));
  const shares = orderShares({ lines: priced, taxTotal: totals.taxTotal, orderLevel: 0, creditsApplied: 0 });
  // Lines are read (categories, events) only when a credit's restriction needs them.
  const facts = credits.some((credit) => isRestricted(credit.reference))
    ? await context.platform.lineFacts(
        context.scope,
        lines.map((line) => ({ kind: line.row.kind, ref: line.line.ref, item: line.item })),
      )
    : lines.map(() => ORDER_CHARGES);
  const allocation = allocateRestrictedCredits(
    credits,
    [
      ...lines.map((line, index) => {
        const { subTotal, discount } = priced[index] ?? { subTotal: 0, discount: 0 };
        const total = shares.lines[index]?.total ?? 0;
        return {
          facts: facts[index] ?? ORDER_CHARGES,
          due: line.item.postpay ? total - (subTotal - discount) : total,
        };
      }),
      { facts: ORDER_CHARGES, due: totals.shipping + totals.handlingTotal },
    ],
    now,
  );
  const restrictedByLine = new Map<string, MinorUnits>();
  lines.forEach((line, index) => {
    const amount = allocation.restrictedByLine[index] ?? 0;
    if (amount > 0) restrictedByLine.set(line.row.id, amount);
  });
  const restrictedIds = new Set(credits.filter((credit) => isRestricted(credit.reference)).map((c) => c.id));
  const available =
    credits.reduce((sum, credit) => (restrictedIds.has(credit.id) ? sum : sum + credit.balance), 0) +
    allocation.allocations.reduce(
      (sum, given) => (restrictedIds.has(given.id) ? sum + given.amount : sum),
      0,
    );
  return {
    allocations: allocation.allocations,
    covered: allocation.covered,
    remaining: allocation.remaining,
    restrictedByLine,
    available,
  };
}
