/**
 * Money is integer minor units everywhere inside the system; the wire shows decimal major units
 * (25.5), as the spec's shapes do (DESIGN §3). The number of decimals is the currency's ISO 4217
 * exponent: USD and EUR 2, JPY 0, KWD 3. Conversions live only here, on both sides.
 */
/** An amount in the currency's minor unit (cents for USD and EUR). */
export type MinorUnits = number;

/** ISO 4217 currencies whose exponent is not 2. */
const EXPONENT: Record<string, number> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

export const DEFAULT_CURRENCY = "USD";

/** How many decimals the currency's major unit has (ISO 4217). */
export const currencyExponent = (currency: string): number => EXPONENT[currency.toUpperCase()] ?? 2;

/** Major units (25.5) to minor units (2550), rounding half away from zero as processors do. */
export function toMinorUnits(major: number, currency: string = DEFAULT_CURRENCY): MinorUnits {
  const scale = 10 ** currencyExponent(currency);
  const rounded = Math.round(Number((Math.abs(major) * scale).toFixed(6)));
  return major < 0 ? -rounded : rounded;
}

/** Minor units (2550) to major units (25.5). */
export function toMajorUnits(minor: MinorUnits, currency: string = DEFAULT_CURRENCY): number {
  const exponent = currencyExponent(currency);
  return Number((Math.round(minor) / 10 ** exponent).toFixed(exponent));
}

/** True when a major amount has no more decimals than the currency allows. */
export function fitsCurrency(major: number, currency: string = DEFAULT_CURRENCY): boolean {
  const scaled = major * 10 ** currencyExponent(currency);
  return Number.isFinite(scaled) && Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** One formatter per locale and currency: making an Intl.NumberFormat costs about a millisecond. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(minor: MinorUnits, currency = DEFAULT_CURRENCY, locale = "en-US"): string {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency });
    moneyFormats.set(key, format);
  }
  return format.format(toMajorUnits(minor, currency));
}
