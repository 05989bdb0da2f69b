/**
 * Wallet rules shared by the server (authoritative) and the web forms: routing numbers, card
 * expiry, the postal field by country, the name on a card, billing-use transitions and the
 * card-number guard (spec-1 §4, §5, §8).
 */
import { isUnitedStates } from "../common/address.ts";

/** spec-1 §9: a routing number has 9 digits. */
export const ROUTING_NUMBER_LENGTH = 9;
const ROUTING_WEIGHTS = [3, 7, 1] as const;

/** spec-1 §5: 9 digits whose sum weighted 3,7,1 (repeated) is divisible by 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < value.length; i++) sum += Number(value[i]) * (ROUTING_WEIGHTS[i % 3] ?? 1);
  return sum % 10 === 0;
}

export const EXPIRY_SEPARATOR = " / ";

/**
 * spec-1 §5: 'MM/YY' (or 'MM / YY', or a four-digit year) split on the slash into the month
 * and the full year; null when it is not a real month.
 */
export function parseCardExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const expMonth = Number(match[1]);
  if (expMonth < 1 || expMonth > 12) return null;
  const year = Number(match[2]);
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/** spec-1 §5 Other: month / two-digit year, 'MM / YY'. */
export function formatCardExpiry(expMonth: number, expYear: number): string {
  return `${String(expMonth).padStart(2, "0")}${EXPIRY_SEPARATOR}${String(expYear % 100).padStart(2, "0")}`;
}

/** A card works through the last day of its expiry month. */
export function isCardExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

/** spec-1 §5: 'Zipcode' for the US, 'Postal Code' elsewhere. */
export const postalFieldOf = (country: string | null | undefined): "zipCode" | "postalCode" =>
  isUnitedStates(country) ? "zipCode" : "postalCode";

/** spec-1 §5: the name on a card is reduced to its first and last word. */
export function cardNameOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 2) return words.join(" ");
  return `${words[0]} ${words[words.length - 1]}`;
}

/** spec-1 §4: what a method is used for. 'none' is ours: a method holding no use (decisions). */
export const BILLING_USES = ["default", "billing", "pos", "none"] as const;
export type BillingUse = (typeof BILLING_USES)[number];

export interface MethodUse {
  id: string;
  billingUse: BillingUse;
}

export type BillingUseRefusal = "default_cannot_change" | "default_required";

/**
 * spec-1 §4: may this method take `next`? A default method keeps its use (another method must
 * be made default first); a member's first method is the default.
 */
export function billingUseRefusal(
  methods: readonly MethodUse[],
  methodId: string,
  next: BillingUse,
): BillingUseRefusal | null {
  const current = methods.find((method) => method.id === methodId);
  if (current?.billingUse === "default" && next !== "default") return "default_cannot_change";
  const others = methods.filter((method) => method.id !== methodId);
  if (next !== "default" && !others.some((method) => method.billingUse === "default"))
    return "default_required";
  return null;
}

/**
 * spec-1 §4: saving a use takes it from every other method. Answers the uses after the change
 * (`none` for the methods that lost theirs); the caller checks `billingUseRefusal` first.
 */
export function applyBillingUse(
  methods: readonly MethodUse[],
  methodId: string,
  use: BillingUse,
): MethodUse[] {
  return methods.map((method) => {
    if (method.id === methodId) return { ...method, billingUse: use };
    if (use !== "none" && method.billingUse === use) return { ...method, billingUse: "none" };
    return method;
  });
}

/** The method a charge for `use` goes to: the one holding that use, else the default. */
export function methodForUse<T extends MethodUse>(
  methods: readonly T[],
  use: "billing" | "pos",
): T | undefined {
  return (
    methods.find((method) => method.billingUse === use) ?? methods.find((m) => m.billingUse === "default")
  );
}

/** Luhn's checksum, as card numbers carry it. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Each run of 13 or more digits (joined by the allowed separators) in the text. */
function digitRuns(text: string, separators: string): string[] {
  const joiner = separators ? `[${separators.replace(/[-\]\\^]/g, "\\$&")}]?` : "";
  const runs = new RegExp(`\\d(?:${joiner}\\d){12,}`, "g");
  return [...text.matchAll(runs)].map((match) => match[0].replace(/\D/g, ""));
}

/**
 * True when the text holds a card number: 13–19 digits passing Luhn, perhaps grouped by
 * spaces or dashes (`separators`). The portal's own API refuses such text, so card data only
 * ever reaches the processor. Every window of a longer run is tried, so a number hidden
 * among other digits is found too.
 */
export function containsCardNumber(text: string, separators = " -"): boolean {
  for (const digits of digitRuns(text, separators))
    for (let length = 13; length <= Math.min(19, digits.length); length++)
      for (let start = 0; start + length <= digits.length; start++)
        if (passesLuhn(digits.slice(start, start + length))) return true;
  return false;
}

/** The text with every card number in it replaced, for logs. */
export function redactCardNumbers(text: string, separators = " -"): string {
  const joiner = `[${separators.replace(/[-\]\\^]/g, "\\$&")}]?`;
  return text.replace(new RegExp(`\\d(?:${joiner}\\d){12,}`, "g"), (run) =>
    containsCardNumber(run, separators) ? "[card number removed]" : run,
  );
}

/** The card brands with an icon (spec-1 §9); Visa and American Express show the full logo. */
export const CARD_BRANDS = ["visa", "mastercard", "amex", "discover", "diners", "jcb", "unionpay"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number] | "unknown";
export const FULL_LOGO_BRANDS: readonly string[] = ["visa", "amex"];

/** The brand of a card number by its leading digits (what a processor reports). */
export function cardBrandOf(number: string): CardBrand {
  const digits = number.replace(/\D/g, "");
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65|64[4-9])/.test(digits)) return "discover";
  if (/^3(0[0-5]|[689])/.test(digits)) return "diners";
  if (/^35/.test(digits)) return "jcb";
  if (/^62/.test(digits)) return "unionpay";
  return "unknown";
}

/** spec-1 §2.5: a masked account number for display, e.g. '•••• 6789'. */
export const maskedAccountNumber = (lastFour: string): string => `•••• ${lastFour}`;
