/**
 * What staff may do to a subscription (issue 32 item 2) as rules the billing engine, the staff
 * routes and the back office share: a pause and where billing resumes after it, the end a
 * cancellation at period end sets, and the proration of a change of plan. Calendar days
 * (`YYYY-MM-DD`) as in memberships.rules.ts; amounts in integer minor units. No zod.
 */
import { addPeriods, periodLines, type SubscriptionFrequency } from "./memberships.rules.ts";

/** A subscription's pause: from `pausedOn`, until `pausedUntil` (exclusive; null while open-ended). */
export interface Pause {
  pausedOn: string | null;
  pausedUntil: string | null;
}

/** Paused on `today`: a pause has begun and has not reached its end day. Billing charges nothing while paused. */
export const isPaused = (pause: Pause, today: string): boolean =>
  pause.pausedOn !== null &&
  pause.pausedOn <= today &&
  (pause.pausedUntil === null || today < pause.pausedUntil);

/**
 * Where billing resumes after a pause that ends on `resumeDay`: the first period start on or
 * after that day, on the subscription's own billing day. Periods that would have started while
 * it was paused are skipped, not billed late; the period the pause began in was already paid
 * and is not credited (the billing day stays, as with Stripe's paused collection).
 */
export function nextDateAfterPause(
  subscription: { nextDate: string; frequency: SubscriptionFrequency; billingDay: number },
  resumeDay: string,
): string {
  let count = 0;
  let date = subscription.nextDate;
  // Bounded like periodsDue: ten years of daily periods at most.
  while (date < resumeDay && count < 3660) {
    count += 1;
    date = addPeriods(subscription.nextDate, subscription.frequency, count, subscription.billingDay);
  }
  return date;
}

/**
 * Cancelling at period end ends the subscription where its paid period ends: the next date. The
 * engine does not charge a subscription whose end day has come (`endsBy`), and ends it instead.
 */
export const cancelDateAtPeriodEnd = (subscription: { nextDate: string }): string => subscription.nextDate;

/** The subscription's requested end has come by `day` (the next charge would be on or after it). */
export const endsBy = (subscription: { requestedCancelDate: string | null }, day: string): boolean =>
  subscription.requestedCancelDate !== null && subscription.requestedCancelDate <= day;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The terms a proration reads: a period's price before tax (rate × quantity), its tax rate in percent. */
export interface ProrationTerms {
  rate: number;
  /** Percent, e.g. 7 for 7 %. */
  taxRate: number;
  frequency: SubscriptionFrequency;
}

export interface ProrationLine {
  amount: number;
  tax: number;
  total: number;
}

export interface Proration {
  /** The current paid period, [start, end). */
  periodStart: string;
  periodEnd: string;
  changeDay: string;
  daysInPeriod: number;
  /** Days from the change day (included) to the period's end. */
  daysLeft: number;
  /** Given back: the unused days at the old rate. */
  credit: ProrationLine;
  /** Charged: the same days at the new plan's rate. */
  charge: ProrationLine;
  /** charge.total − credit.total: above 0 the member owes it, below 0 it is credited. */
  net: number;
}

const line = (amount: number, taxRate: number): ProrationLine => {
  const lines = periodLines({ rate: amount, taxRate, serviceFee: 0 });
  return { amount: lines.amount, tax: lines.tax, total: lines.total };
};

/**
 * The proration of a change of plan on `changeDay`: a credit for the unused part of the current
 * period at the old rate, and a charge for the same days at the new one. The current period is
 * the paid one, [nextDate − 1 period, nextDate); a change on or after nextDate (nothing paid is
 * left) prorates nothing. Each part is its rate × days left ÷ days in a period, rounded to the
 * nearest minor unit (halves up) before its tax, which periodLines rounds the same way; the
 * charge's period is one of the new plan's frequency from the same start, so a change to another
 * frequency charges its daily price. Service fees are per charge and not prorated. The new plan's
 * own periods begin at nextDate, which the change keeps.
 */
export function prorate(
  current: ProrationTerms & { nextDate: string; billingDay: number },
  next: ProrationTerms,
  changeDay: string,
): Proration {
  const periodEnd = current.nextDate;
  const periodStart = addPeriods(periodEnd, current.frequency, -1, current.billingDay);
  const daysInPeriod = daysBetween(periodStart, periodEnd);
  const from = changeDay < periodStart ? periodStart : changeDay;
  const daysLeft = Math.max(0, daysBetween(from, periodEnd));
  const newPeriodDays = daysBetween(
    periodStart,
    addPeriods(periodStart, next.frequency, 1, current.billingDay),
  );
  const credit = line(Math.round((current.rate * daysLeft) / daysInPeriod), current.taxRate);
  const charge = line(Math.round((next.rate * daysLeft) / newPeriodDays), next.taxRate);
  return {
    periodStart,
    periodEnd,
    changeDay,
    daysInPeriod,
    daysLeft,
    credit,
    charge,
    net: charge.total - credit.total,
  };
}
