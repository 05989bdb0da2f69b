/**
 * Delivery options as the club's staff manage them (issue 32 item 1): the rate table (flat, or by
 * weight in brackets; countries; free from a subtotal; offered until a date; in the order members
 * see it) and the pickup locations with their opening hours. Amounts are money on the wire
 * (minor units inside), weights whole grams.
 */
import { z } from "zod";
import { COUNTRY_CODES } from "../common/address.ts";
import { dateTimeSchema } from "../common/date-time.ts";
import { FIELD_MESSAGES } from "../common/field-messages.ts";
import { moneySchema } from "../common/money-codec.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import { STAFF_FIELD_MESSAGES } from "../common/staff-field-messages.ts";
import { dayHoursProblem, WEEKDAYS } from "./opening-hours.rules.ts";

/** The heaviest parcel a bracket may name: 1,000 kg. */
export const MAX_BRACKET_GRAMS = 1_000_000;
/** The most brackets one rate may have. */
export const MAX_BRACKETS = 20;

const priceSchema = moneySchema.refine((minor) => minor >= 0, { error: FIELD_MESSAGES.value_invalid });

/** A parcel up to `upToGrams` (inclusive) costs `price`. */
export const weightBracketSchema = z
  .object({ upToGrams: z.int().min(1).max(MAX_BRACKET_GRAMS), price: priceSchema })
  .strict();

const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_CODES.includes(code), { error: FIELD_MESSAGES.country_code_invalid });

/** A rate as staff see it. */
export const staffShippingRateSchema = z.object({
  id: z.uuid(),
  method: z.string(),
  courier: z.string(),
  courierCode: z.string(),
  basis: z.enum(["flat", "weight"]),
  /** The flat price (0 for a rate by weight). */
  price: moneySchema,
  brackets: z.array(z.object({ upToGrams: z.int(), price: moneySchema })),
  /** ISO codes served; empty serves every country. */
  countries: z.array(z.string()),
  validUntil: dateTimeSchema.nullable(),
  freeFrom: moneySchema.nullable(),
  position: z.int(),
});
export type StaffShippingRate = z.infer<typeof staffShippingRateSchema>;

const rateFields = {
  method: z.string().trim().min(1).max(80),
  courier: z.string().trim().min(1).max(80),
  courierCode: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/),
  basis: z.enum(["flat", "weight"]),
  price: priceSchema,
  brackets: z.array(weightBracketSchema).max(MAX_BRACKETS),
  countries: z.array(countrySchema).max(COUNTRY_CODES.length),
  validUntil: dateTimeSchema.nullable(),
  freeFrom: priceSchema.nullable(),
};

/** POST /admin/api/shipping/rates: a new rate, placed last. */
export const shippingRateInputSchema = z
  .object({
    ...rateFields,
    price: rateFields.price.default(0),
    brackets: rateFields.brackets.default([]),
    countries: rateFields.countries.default([]),
    validUntil: rateFields.validUntil.default(null),
    freeFrom: rateFields.freeFrom.default(null),
  })
  .strict();
export type ShippingRateInput = z.infer<typeof shippingRateInputSchema>;

/** PATCH /admin/api/shipping/rates/{rateId}: the fields to change; the terms are checked as a whole. */
export const shippingRatePatchSchema = z.object(rateFields).partial().strict();
export type ShippingRatePatch = z.infer<typeof shippingRatePatchSchema>;

export const shippingRateParamsSchema = z.object({ rateId: z.uuid() });

/** GET /admin/api/shipping/rates: in the order members see them, by basis or a country served. */
export const staffShippingRatesQuerySchema = pageQuerySchema.extend({
  basis: z.enum(["flat", "weight"]).optional(),
  country: countrySchema.optional(),
});
export type StaffShippingRatesQuery = z.infer<typeof staffShippingRatesQuerySchema>;

/**
 * Opening hours as staff write them: per weekday one text of one or more ranges
 * ("9:00 AM - 12:00 PM, 2:00 PM - 6:00 PM") the opening-hours rule reads; blank or missing is closed.
 */
export const openingHoursInputSchema = z.partialRecord(
  z.enum(WEEKDAYS),
  z
    .string()
    .trim()
    .max(120)
    .superRefine((text, check) => {
      const problem = dayHoursProblem(text);
      if (problem) check.addIssue({ code: "custom", message: STAFF_FIELD_MESSAGES[problem] });
    }),
);

/** A pickup location as staff see it. */
export const staffPickupLocationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  hours: z.partialRecord(z.enum(WEEKDAYS), z.string()),
  position: z.int(),
});
export type StaffPickupLocation = z.infer<typeof staffPickupLocationSchema>;

const locationFields = {
  name: z.string().trim().min(1).max(100),
  address: z.string().trim().min(1).max(300),
  hours: openingHoursInputSchema,
};

/** POST /admin/api/shipping/pickup-locations: a new location, placed last. */
export const pickupLocationInputSchema = z
  .object({ ...locationFields, hours: locationFields.hours.default({}) })
  .strict();
export type PickupLocationInput = z.infer<typeof pickupLocationInputSchema>;

/** PATCH …/pickup-locations/{locationId}: the fields to change; `hours` replaces the whole week. */
export const pickupLocationPatchSchema = z.object(locationFields).partial().strict();
export type PickupLocationPatch = z.infer<typeof pickupLocationPatchSchema>;

export const pickupLocationParamsSchema = z.object({ locationId: z.uuid() });

/** GET /admin/api/shipping/pickup-locations: in the order members see them, by the start of the name. */
export const staffPickupLocationsQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type StaffPickupLocationsQuery = z.infer<typeof staffPickupLocationsQuerySchema>;

/**
 * A rate's terms as a whole, once a create or a change is applied: a rate by weight needs
 * brackets, their limits ascending (each bracket starts where the one before ends, so none
 * overlaps). Answers the field at fault and why, or null.
 */
export function shippingRateTermsProblem(
  terms: Pick<StaffShippingRate, "basis" | "brackets">,
): { field: string; details: string } | null {
  if (terms.basis === "weight" && terms.brackets.length === 0)
    return { field: "brackets", details: STAFF_FIELD_MESSAGES.brackets_required };
  const unordered = terms.brackets.findIndex(
    (bracket, at) => at > 0 && bracket.upToGrams <= (terms.brackets[at - 1]?.upToGrams ?? 0),
  );
  if (unordered > 0)
    return { field: `brackets.${unordered}.up_to_grams`, details: STAFF_FIELD_MESSAGES.brackets_ascending };
  return null;
}
