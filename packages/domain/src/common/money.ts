/**
 * Money is integer minor units (cents) everywhere inside the system; the wire shows decimal
 * major units (25.5), as the spec's shapes do (DESIGN §3). Conversions live only here.
 */
import { z } from "zod";
import { FIELD_MESSAGES } from "./field-messages.ts";

export type Cents = number;

export const toMajor = (cents: Cents): number => Math.round(cents) / 100;

/** Rounds half away from zero so 0.005 → 1 cent, matching how card processors round. */
export const toCents = (major: number): Cents => {
  const scaled = Math.abs(major) * 100;
  const rounded = Math.round(Number(scaled.toFixed(6)));
  return major < 0 ? -rounded : rounded;
};

/** A decimal amount on the wire: finite, at most two decimals. */
export const moneySchema = z
  .number()
  .finite()
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { message: FIELD_MESSAGES.amount_decimals });

export function formatMoney(cents: Cents, currency = "USD", locale = "en-US"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(toMajor(cents));
}
