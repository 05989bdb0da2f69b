/** spec-1 §5 money input modes: whole cents, whole dollars, or a dollar amount with cents. */
export type MoneyInputMode = "cents" | "dollars" | "decimal";

/** Cents mode holds exactly two characters (a verification deposit such as "07"). */
export const CENTS_LENGTH = 2;

/** The decimal separator of a locale: "." in en-US, "," in es-ES. */
export const decimalSeparatorOf = (locale: string): string =>
  new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ".";

/**
 * What a keystroke may leave in the field: digits only, or digits with one decimal point and
 * two decimals. The value always uses "."; where the member's locale writes decimals with a
 * comma (es-ES), a typed comma is the decimal point and typed dots group thousands.
 */
export function sanitizeMoneyInput(raw: string, mode: MoneyInputMode, decimalSeparator = "."): string {
  if (mode === "cents") return raw.replace(/\D/g, "").slice(0, CENTS_LENGTH);
  if (mode === "dollars") return raw.replace(/\D/g, "");
  const normalised = decimalSeparator === "," ? raw.replace(/\./g, "").replace(/,/g, ".") : raw;
  const kept = normalised.replace(/[^\d.]/g, "");
  const dot = kept.indexOf(".");
  if (dot === -1) return kept;
  const whole = kept.slice(0, dot);
  const decimals = kept
    .slice(dot + 1)
    .replace(/\./g, "")
    .slice(0, 2);
  return `${whole}.${decimals}`;
}

/** On leaving a cents field, a single digit is padded so the field always has two characters. */
export function completeCents(value: string): string {
  return value === "" ? value : value.padStart(CENTS_LENGTH, "0");
}
