import { hasMadePayment, type SubscriptionFrequency, type SubscriptionTransaction } from "@crest/domain";

/** What the pay step lists (spec-1 §2.6), in minor units; null where the spec says to leave a line out. */
export interface PaywallFigures {
  planTitle: string;
  rate: number;
  frequency: SubscriptionFrequency;
  /** Present only when the member has made a payment (spec-1 §3). */
  lastPayment: { amount: number; day: string } | null;
  /** Only above zero. */
  tax: number | null;
  /** Only above zero. */
  serviceFee: number | null;
  balanceDue: number;
  /** The count of unpaid periods, only when more than one. */
  periods: number | null;
}

const aboveZero = (amount: number): number | null => (amount > 0 ? amount : null);

/**
 * The pay step's figures from a failed subscription transaction: its `amount` is the balance
 * due over all its unpaid periods; its subscription's lines are one period's rate, tax and fee.
 */
export function paywallFigures(transaction: SubscriptionTransaction): PaywallFigures {
  const { subscription } = transaction;
  return {
    planTitle: transaction.plan.title || transaction.title,
    rate: subscription.rate,
    frequency: subscription.frequency,
    lastPayment: hasMadePayment(subscription)
      ? { amount: subscription.lastAmount, day: subscription.lastDate }
      : null,
    // Lines are one period's; the balance covers every unpaid period, and so do its parts.
    tax: aboveZero(subscription.lines.tax * transaction.periods),
    serviceFee: aboveZero(subscription.lines.service * transaction.periods),
    balanceDue: transaction.amount,
    periods: transaction.periods > 1 ? transaction.periods : null,
  };
}
