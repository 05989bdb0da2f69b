/**
 * The money codec of the wire (DESIGN §3): integer minor units inside, decimal major units on
 * the wire, in the currency in effect. Apart from money.ts so that formatting amounts never
 * brings zod along (the web's startup path formats; it does not decode).
 */
import { z } from "zod";
import { FIELD_MESSAGES } from "./field-messages.ts";
import { currencyExponent, DEFAULT_CURRENCY, fitsCurrency, toMajorUnits, toMinorUnits } from "./money.ts";

/** The refusal for too many decimals, by the currency's exponent (ids in field-messages.ts). */
const DECIMALS_MESSAGE: Record<number, string> = {
  0: FIELD_MESSAGES.amount_whole,
  2: FIELD_MESSAGES.amount_decimals,
  3: FIELD_MESSAGES.amount_decimals_3,
  4: FIELD_MESSAGES.amount_decimals_4,
};

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
      error: () => DECIMALS_MESSAGE[currencyExponent(wireCurrency)] ?? FIELD_MESSAGES.amount_decimals,
    }),
  z.int(),
  {
    decode: (major) => toMinorUnits(major, wireCurrency),
    encode: (minor) => toMajorUnits(minor, wireCurrency),
  },
);

/** An amount the spec keeps in minor units on the wire too (bank-verification deposits). */
export const minorUnitsSchema = z.int().min(0);
