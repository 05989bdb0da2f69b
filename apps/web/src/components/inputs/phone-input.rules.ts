import { formatNationalAsTyped, isValidPhone } from "@crest/domain";
import { shapeNorthAmerican } from "@crest/domain/common/phone-format";

export interface PhoneValue {
  /** With its plus, e.g. "+1". */
  countryCode: string;
  /** Digits only. */
  number: string;
}

/** The codes offered first: the portal's home markets, then common ones (spec-2 §5 phone rules). */
export const COUNTRY_CODES = [
  { code: "+1", region: "US" },
  { code: "+34", region: "ES" },
  { code: "+52", region: "MX" },
  { code: "+44", region: "GB" },
  { code: "+33", region: "FR" },
  { code: "+49", region: "DE" },
  { code: "+39", region: "IT" },
  { code: "+351", region: "PT" },
  { code: "+353", region: "IE" },
  { code: "+31", region: "NL" },
  { code: "+61", region: "AU" },
  { code: "+55", region: "BR" },
  { code: "+54", region: "AR" },
  { code: "+57", region: "CO" },
  { code: "+91", region: "IN" },
  { code: "+81", region: "JP" },
] as const;

export const DEFAULT_COUNTRY_CODE = "+1";

/** E.164 allows at most 15 digits. */
const MAX_DIGITS = 15;

/** Digits as typed, capped at the longest number a phone can have. */
export const phoneDigits = (text: string): string => text.replace(/\D/g, "").slice(0, MAX_DIGITS);

/** The region whose numbers a country calling code dials ("+34" → "ES"); the US for +1. */
export const regionOfCode = (countryCode: string): string =>
  COUNTRY_CODES.find((entry) => entry.code === countryCode)?.region ?? "US";

/**
 * A number as its country writes it while typing, in the format the profile shows it (spec-2
 * §5): North American numbers (+1) in the domain's (xxx) xxx-xxxx shape, other countries' in
 * their own national form ("612 34 56 78" in Spain).
 */
export function formatPhoneAsTyped(digits: string, countryCode: string = DEFAULT_COUNTRY_CODE): string {
  if (countryCode !== DEFAULT_COUNTRY_CODE) return formatNationalAsTyped(digits, regionOfCode(countryCode));
  return shapeNorthAmerican(digits);
}

/** Empty passes (the field is optional unless the form says required); otherwise isValidPhone. */
export function isValidPhoneValue(value: PhoneValue | undefined): boolean {
  if (!value || value.number === "") return true;
  return isValidPhone(`${value.countryCode}${value.number}`);
}

/** A stored phone string ("+14015550123", "401-555-0123") as the country code and digits. */
export function parsePhone(text: string | null | undefined): PhoneValue {
  if (!text) return { countryCode: DEFAULT_COUNTRY_CODE, number: "" };
  const digits = text.replace(/\D/g, "");
  if (!text.trim().startsWith("+")) return { countryCode: DEFAULT_COUNTRY_CODE, number: digits };
  const match = [...COUNTRY_CODES]
    .sort((a, b) => b.code.length - a.code.length)
    .find(({ code }) => digits.startsWith(code.slice(1)));
  return match
    ? { countryCode: match.code, number: digits.slice(match.code.length - 1) }
    : { countryCode: DEFAULT_COUNTRY_CODE, number: digits };
}

/** A phone pair as one stored string with its country code ("+14015550123"); null when empty. */
export const phoneText = (value: PhoneValue | undefined): string | null =>
  value?.number ? `${value.countryCode}${value.number}` : null;
