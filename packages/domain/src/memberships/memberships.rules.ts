/**
 * Subscription rules the server's billing engine and the web's paywall share (spec-1 §3
 * Subscription, §9 subscription periods). Dates here are calendar days (`YYYY-MM-DD`, UTC):
 * a subscription is due on a day, not at an instant. No zod: the paywall reads these on the
 * signed-in start path.
 */

export const SUBSCRIPTION_FREQUENCIES = [
  "daily",
  "weekly",
  "monthly",
  "quarterly",
  "semi",
  "annually",
] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];

/** The "no date yet" placeholder the spec's subscriptions carry in lastDate (never paid). */
export const NO_DATE = "1900-01-01";

/** spec-1 §9: the period each frequency bills for, singular and plural. */
export const PERIOD_OF: Record<SubscriptionFrequency, { period: string; periodPlural: string }> = {
  daily: { period: "day", periodPlural: "days" },
  weekly: { period: "week", periodPlural: "weeks" },
  monthly: { period: "month", periodPlural: "months" },
  quarterly: { period: "quarter", periodPlural: "quarters" },
  semi: { period: "6 months", periodPlural: "6 months" },
  annually: { period: "year", periodPlural: "years" },
};

/** How far one period moves the date: whole days, or whole months (month-end safe below). */
const STEP: Record<SubscriptionFrequency, { days: number } | { months: number }> = {
  daily: { days: 1 },
  weekly: { days: 7 },
  monthly: { months: 1 },
  quarterly: { months: 3 },
  semi: { months: 6 },
  annually: { months: 12 },
};

const parts = (date: string): [number, number, number] => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return [year, month, day];
};

const iso = (utc: Date): string => utc.toISOString().slice(0, 10);

const daysInMonth = (year: number, monthIndex: number): number =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * The date `count` periods after `date`. Month steps keep the billing day (`anchorDay`, else the
 * date's own day) and clamp it to the month's last day: Jan 31 + 1 month is Feb 28 (29 in a
 * leap year), and with anchor 31 the next step lands on Mar 31 again instead of drifting to the 28th.
 * Feb 29 + 1 year is Feb 28.
 */
export function addPeriods(
  date: string,
  frequency: SubscriptionFrequency,
  count = 1,
  anchorDay?: number,
): string {
  const [year, month, day] = parts(date);
  const step = STEP[frequency];
  if ("days" in step) return iso(new Date(Date.UTC(year, month - 1, day + step.days * count)));
  const monthIndex = month - 1 + step.months * count;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = ((monthIndex % 12) + 12) % 12;
  const targetDay = Math.min(anchorDay ?? day, daysInMonth(targetYear, targetMonth));
  return iso(new Date(Date.UTC(targetYear, targetMonth, targetDay)));
}

const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day it is at `now` in an IANA time zone (the club's: billing and statement days
 * turn at the club's midnight, not at UTC's).
 */
export function dayOf(now: Date, timeZone = "UTC"): string {
  if (timeZone === "UTC") return iso(now);
  let format = DAY_FORMATS.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    DAY_FORMATS.set(timeZone, format);
  }
  return format.format(now);
}

/** The zone whose day starts first (UTC+14): no club's today is later than its today. */
export const EARLIEST_ZONE = "Pacific/Kiritimati";

/** spec-1 §3: past due when the next date is earlier than today (in the club's time zone). */
export const isPastDue = (
  subscription: { nextDate: string },
  now: Date = new Date(),
  timeZone = "UTC",
): boolean => subscription.nextDate < dayOf(now, timeZone);

/** spec-1 §3: has made a payment when the last date is not the 1900 placeholder and the last amount is above 0. */
export const hasMadePayment = (subscription: { lastDate: string; lastAmount: number }): boolean =>
  subscription.lastDate !== NO_DATE && subscription.lastAmount > 0;

/**
 * How many periods are unpaid on `today`: the period starting at nextDate and every later one
 * that has started by today (0 when the next date is still ahead).
 */
export function periodsDue(
  subscription: { nextDate: string; frequency: SubscriptionFrequency; billingDay?: number },
  today: string,
): number {
  let count = 0;
  let date = subscription.nextDate;
  // Bounded: a subscription more than ten years behind is billed ten years at most.
  while (date <= today && count < 3660) {
    count += 1;
    date = addPeriods(subscription.nextDate, subscription.frequency, count, subscription.billingDay);
  }
  return count;
}

/** One period's lines in minor units: the rate, its tax (rate × taxRate %, rounded) and the service fee. */
export function periodLines(subscription: { rate: number; taxRate: number; serviceFee: number }): {
  amount: number;
  tax: number;
  service: number;
  total: number;
} {
  const tax = Math.round((subscription.rate * subscription.taxRate) / 100);
  return {
    amount: subscription.rate,
    tax,
    service: subscription.serviceFee,
    total: subscription.rate + tax + subscription.serviceFee,
  };
}

/** Retry schedule after a failed subscription charge: days after the first failure; after the last, the paywall. */
export const BILLING_RETRY_DAYS = [1, 3, 7] as const;

/** The days after the previous failure the next retry waits, or null when retries are exhausted. */
export const nextRetryDelayDays = (failedAttempts: number): number | null =>
  BILLING_RETRY_DAYS[failedAttempts - 1] ?? null;

/** A sub-member may be added while the parent card has invites left. */
export const canInvite = (card: { maxInvites: number; remainingInvites: number }): boolean =>
  card.maxInvites > 0 && card.remainingInvites > 0;
