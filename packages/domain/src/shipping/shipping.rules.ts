/**
 * Shipping-rate pricing (spec-2 §3 Shipping rate, issue #12): a club's rate is flat, or priced
 * by the parcel's weight in brackets; a row may serve only some countries and only until a
 * date, and may be free from a subtotal. A quote holds for SHIPPING_QUOTE_MINUTES, never past the end of a rate it offers.
 * Amounts in minor units.
 */

/** A weight bracket: a parcel up to `upToGrams` (inclusive) costs `priceCents`. */
export interface WeightBracket {
  upToGrams: number;
  priceCents: number;
}

export interface ShippingRateRule {
  basis: "flat" | "weight";
  priceCents: number;
  /** Ascending; a parcel heavier than the last bracket is not offered this rate. */
  brackets: readonly WeightBracket[];
  /** ISO codes served; empty serves every country. */
  countries: readonly string[];
  /** Offered until then; null for always. */
  validUntil: Date | null;
  /** Free for an order whose subtotal reaches this; null when never free. */
  freeFromCents: number | null;
}

/** How long a quote is honoured at checkout. */
export const SHIPPING_QUOTE_MINUTES = 30;

/** The price of the rate for the parcel, or null when the rate does not serve it now. */
export function shippingRatePrice(
  rule: ShippingRateRule,
  parcel: { country: string; weightGrams: number; subtotalCents: number },
  now: Date,
): number | null {
  if (rule.validUntil && rule.validUntil.getTime() <= now.getTime()) return null;
  if (rule.countries.length > 0 && !rule.countries.includes(parcel.country.toUpperCase())) return null;
  const free = rule.freeFromCents !== null && parcel.subtotalCents >= rule.freeFromCents;
  if (rule.basis === "flat") return free ? 0 : rule.priceCents;
  const bracket = [...rule.brackets]
    .sort((a, b) => a.upToGrams - b.upToGrams)
    .find((candidate) => parcel.weightGrams <= candidate.upToGrams);
  if (!bracket) return null;
  return free ? 0 : bracket.priceCents;
}

/** When a quote of these rates stops being honoured. */
export function shippingQuoteExpiry(
  offered: readonly Pick<ShippingRateRule, "validUntil">[],
  now: Date,
): Date {
  const horizon = now.getTime() + SHIPPING_QUOTE_MINUTES * 60_000;
  const ends = offered.flatMap((rule) => (rule.validUntil ? [rule.validUntil.getTime()] : []));
  return new Date(Math.min(horizon, ...ends));
}
