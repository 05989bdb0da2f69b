/**
 * Instants travel as ISO 8601 strings with an offset and are `Date`s inside (DESIGN §3): the
 * serializer encodes them through this codec, so no view writes `toISOString()` by hand.
 * Calendar days (a birthdate) are not instants and stay `YYYY-MM-DD` strings.
 */
import { z } from "zod";

export const dateTimeSchema = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (iso) => new Date(iso),
  encode: (date) => date.toISOString(),
});
