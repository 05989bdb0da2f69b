/**
 * Delivery shapes (spec-1 §3 Shipping choice; spec-2 §3 Shipping rate, Shipping address, Local
 * pickup location): rates quoted from the club's rate table for an address, pickup locations
 * with their opening hours, and the choice a checkout carries.
 */
import { z } from "zod";
import { customerAddressSchema } from "../addresses/addresses.schemas.ts";
import { COUNTRY_CODES, DEFAULT_COUNTRY } from "../common/address.ts";
import { dateTimeSchema } from "../common/date-time.ts";
import { FIELD_MESSAGES } from "../common/field-messages.ts";
import { moneySchema } from "../common/money-codec.ts";
import { WEEKDAYS } from "./opening-hours.rules.ts";

/** A delivery by a courier to an address, or a pickup at one of the club's locations. */
export const SHIPPING_TYPES = ["shipping", "pickup"] as const;
export const shippingTypeSchema = z.enum(SHIPPING_TYPES);
export type ShippingType = z.infer<typeof shippingTypeSchema>;

/** spec-2 §3 Shipping rate; `id` is stable for the rate table's row. */
export const shippingRateSchema = z.object({
  id: z.string(),
  method: z.string(),
  courier: z.string(),
  courierCode: z.string(),
  price: moneySchema,
  type: shippingTypeSchema,
});
export type ShippingRate = z.infer<typeof shippingRateSchema>;

/** spec-2 §3 Rate response: the rates, and when the quote stops being honoured. */
export const shippingRatesSchema = z.object({
  rates: z.array(shippingRateSchema),
  expiration: dateTimeSchema,
});
export type ShippingRates = z.infer<typeof shippingRatesSchema>;

/** spec-2 §3 Shipping address: what a quote needs to know of the destination. */
export const shippingAddressSchema = z
  .object({
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
    address: z.string().trim().max(200).optional(),
    address2: z.string().trim().max(200).nullable().optional(),
    city: z.string().trim().max(100).optional(),
    state: z.string().trim().max(100).nullable().optional(),
    zipCode: z.string().trim().max(20).optional(),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine((code) => COUNTRY_CODES.includes(code), { message: FIELD_MESSAGES.country_required })
      .default(DEFAULT_COUNTRY),
    type: z.string().trim().max(20).optional(),
    notes: z.string().trim().max(500).nullable().optional(),
    residential: z.boolean().default(true),
  })
  .strict();
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** spec-2 §3 Opening hours: one text per weekday ("9:00 AM - 5:00 PM"), closed when missing. */
export const openingHoursSchema = z.partialRecord(z.enum(WEEKDAYS), z.string());

/** spec-2 §3 Local pickup location, with the opening-hours rule's answers for now. */
export const pickupLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  hours: openingHoursSchema,
  address: z.string(),
  isOpen: z.boolean(),
  pickupToday: z.boolean(),
  /** Today's closing time as the club writes it ("5:00 PM"); null when closed today. */
  closeToday: z.string().nullable(),
  /** The next opening within the look-ahead; null when none. */
  nextAvailable: dateTimeSchema.nullable(),
});
export type PickupLocation = z.infer<typeof pickupLocationSchema>;

/** spec-1 §3 Shipping choice, as a checkout body names it. */
export const shippingChoiceBodySchema = z
  .object({
    id: z.string().trim().min(1).max(100),
    type: shippingTypeSchema,
    customerAddressId: z.uuid().optional(),
  })
  .strict();
export type ShippingChoiceBody = z.infer<typeof shippingChoiceBodySchema>;

/** spec-1 §3 Shipping choice, resolved: a pickup names its location, a delivery its address. */
export const shippingChoiceSchema = z.object({
  id: z.string(),
  method: z.string(),
  courier: z.string(),
  courierCode: z.string(),
  price: moneySchema,
  type: shippingTypeSchema,
  customerAddressId: z.string().nullable(),
  address: customerAddressSchema.nullable(),
  pickupLocation: pickupLocationSchema.pick({ id: true, name: true, address: true, hours: true }).nullable(),
});
export type ShippingChoice = z.infer<typeof shippingChoiceSchema>;
