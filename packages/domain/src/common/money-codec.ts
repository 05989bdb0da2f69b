/**
 * The money codec of the wire (DESIGN §3): integer minor units inside, decimal major units on
 * the wire, in the currency in effect. Apart from money.ts so that formatting amounts never
 * brings zod along (the web's startup path formats; it does not decode).
 */
import { z } from "zod";
import { currencyExponent, DEFAULT_CURRENCY, fitsCurrency, toMajorUnits, toMinorUnits } from "./money.ts";

/**
 * The currency the wire codec converts with. Encoding and decoding are synchronous, so the
 * serializer (server) and the api client (web) set it around one call with `withWireCurrency`.
 */
let wireCurrency = DEFAULT_CURRENCY;

export function withWireCurrency<T>(currency: string, work: () => T): T {
  const previous = wireCurrency;
  wireCurrency = currency;
  try {
    return work();
  } finally {
    wireCurrency = previous;
  }
}

/**
 * An amount: integer minor units inside, decimal major units on the wire, converted with the
 * exponent of the currency in effect (the club's). A wire amount with more decimals than the
 * currency has is refused, never rounded away.
 */
export const moneySchema = z.codec(
  z
    .number()
    .finite()
    .refine((major) => fitsCurrency(major, wireCurrency), {
      error: () => `At most ${currencyExponent(wireCurrency)} decimals`,
    }),
  z.int(),
  {
    decode: (major) => toMinorUnits(major, wireCurrency),
    encode: (minor) => toMajorUnits(minor, wireCurrency),
  },
);

/** An amount the spec keeps in minor units on the wire too (bank-verification deposits). */
export const minorUnitsSchema = z.int().min(0);
