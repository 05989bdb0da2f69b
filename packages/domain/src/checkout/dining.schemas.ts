/**
 * When and where a food-and-beverage order is served (issue 24 item 6): picked up at one of the
 * club's locations at a time within its opening hours, or brought to a table or to a boat's slip
 * where the club's settings allow it (`settings.diningTable`, `settings.diningSlip`). The
 * checkout body names the choice; the order keeps it, with the location's name and address as
 * they were.
 */
import { z } from "zod";
import { dateTimeSchema } from "../common/date-time.ts";
import { FIELD_MESSAGES } from "../common/field-messages.ts";

export const DINING_SERVICE_TYPES = ["pickup", "table", "slip"] as const;
export type DiningServiceType = (typeof DINING_SERVICE_TYPES)[number];

const placeNumber = (required: string) => z.string().trim().min(1, required).max(20);

/** The checkout body's `dining`: required when the cart holds food or drinks. */
export const diningChoiceBodySchema = z.discriminatedUnion("type", [
  // The time as the ISO text it travels as, not a codec: a caller holds the text the time picker
  // chose, and the server reads it as a Date where it checks the hours (resolveDiningChoice).
  z
    .object({ type: z.literal("pickup"), locationId: z.uuid(), at: z.iso.datetime({ offset: true }) })
    .strict(),
  z.object({ type: z.literal("table"), table: placeNumber(FIELD_MESSAGES.table_required) }).strict(),
  z.object({ type: z.literal("slip"), slip: placeNumber(FIELD_MESSAGES.slip_required) }).strict(),
]);
export type DiningChoiceBody = z.infer<typeof diningChoiceBodySchema>;

/** The order's `dining`: how it is served, with the pickup location as it was when ordered. */
export const orderDiningSchema = z.object({
  type: z.enum(DINING_SERVICE_TYPES),
  /** The pickup time; null for a table or a slip (served as soon as ready). */
  at: dateTimeSchema.nullable(),
  locationId: z.string().nullable(),
  locationName: z.string().nullable(),
  address: z.string().nullable(),
  /** The table or slip number. */
  place: z.string().nullable(),
});
export type OrderDining = z.infer<typeof orderDiningSchema>;
