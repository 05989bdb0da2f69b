/**
 * The bookings' shapes (issue 26; spec-2 §3 Booking, Booking action result, Cancel result; spec-1
 * §7 schedules, reservations, express book, cart reservations and appointments): bookable
 * resources (a restaurant's tables, a meeting room, a spa's services and therapists) with their
 * schedules, the slots they offer, the member's bookings, and what staff send to run them.
 */
import { z } from "zod";
import { lineGuestSchema, lineQuantitySchema, partySizeSchema } from "../cart/cart-lines.schemas.ts";
import { calendarDateSchema } from "../common/calendar-date.ts";
import { dateTimeSchema } from "../common/date-time.ts";
import { FIELD_MESSAGES } from "../common/field-messages.ts";
import { moneySchema } from "../common/money-codec.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import { isTimeZone } from "../common/time-zone.ts";
import { cancelRefundSchema, cancelResultSchema } from "../orders/orders.schemas.ts";
import { openingHoursSchema } from "../shipping/shipping.schemas.ts";
import { openingHoursInputSchema } from "../shipping/shipping-staff.schemas.ts";
import { surveySubmissionSchema } from "../surveys/surveys.schemas.ts";
import { BOOKING_STATUSES } from "./cancellation.rules.ts";

/** spec-1 §7 GET /api/reservations blockType: what kind of thing is booked. */
export const BLOCK_TYPES = ["dining", "meeting_rooms", "spa"] as const;
export const blockTypeSchema = z.enum(BLOCK_TYPES);
export type BlockType = z.infer<typeof blockTypeSchema>;

/** The `{type}` of `GET /api/{type}/{id}/slots`, as the member's routes spell it (/dining, /rooms, /spa-wellness). */
export const SLOT_PATH_TYPES = { dining: "dining", rooms: "meeting_rooms", spa: "spa" } as const;
export type SlotPathType = keyof typeof SLOT_PATH_TYPES;

/** A reservation holds a table or a room; an appointment, a therapist's time for a service. */
export const bookingTypeOf = (blockType: BlockType): "reservation" | "appointment" =>
  blockType === "spa" ? "appointment" : "reservation";

export const bookingStatusSchema = z.enum(BOOKING_STATUSES);

const minutes = (min: number, max: number) => z.int().min(min).max(max);

/**
 * The longest a booking lasts, in minutes: a resource's sitting and a spa service are at most
 * this. The bookings table checks it too, so the slots' query can bound its range on the start.
 */
export const BOOKING_MAX_MINUTES = 720;

/** How a resource's days run and what cancelling costs (spec-1 §7 schedules; issue 26 item 1). */
export const scheduleSchema = z.object({
  openingHours: openingHoursSchema,
  /** Minutes between slot starts. */
  slotMinutes: minutes(5, 240),
  /** A table's sitting or a room's booking, in minutes (a spa service has its own duration). */
  durationMinutes: minutes(15, BOOKING_MAX_MINUTES),
  bufferMinutes: minutes(0, 240),
  leadMinutes: minutes(0, 43_200),
  horizonDays: z.int().min(0).max(365),
  cancelCutoffHours: z.int().min(0).max(720),
  lateFee: moneySchema,
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const therapistSchema = z.object({ id: z.uuid(), name: z.string() });

/** A spa service: how long, what it costs, who gives it. */
export const bookingServiceSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  durationMinutes: z.int(),
  price: moneySchema,
  therapists: z.array(therapistSchema),
});
export type BookingService = z.infer<typeof bookingServiceSchema>;

/** A bookable resource as members see it: a restaurant, a meeting room, a spa. */
export const bookableResourceSchema = z.object({
  id: z.uuid(),
  blockType: blockTypeSchema,
  type: z.enum(["reservation", "appointment"]),
  title: z.string(),
  description: z.string(),
  photo: z.string().nullable(),
  location: z.string(),
  timezoneId: z.string(),
  membersOnly: z.boolean(),
  /** A room's seats; for a restaurant, its largest table. */
  capacity: z.int(),
  /** The party sizes a table can be found for (a restaurant), else empty. */
  partySizes: z.array(z.int()),
  equipment: z.array(z.string()),
  /** What a reservation costs (a room's hire; 0 for a table); a spa's services have their own prices. */
  price: moneySchema,
  schedule: scheduleSchema,
  services: z.array(bookingServiceSchema),
  hasSurvey: z.boolean(),
  surveyId: z.uuid().nullable(),
});
export type BookableResource = z.infer<typeof bookableResourceSchema>;

/** GET /api/reservations: which kind (`group=meeting_rooms` is the spec's way to ask for rooms). */
export const resourcesQuerySchema = z.object({
  blockType: blockTypeSchema.optional(),
  group: z.enum(["meeting_rooms"]).optional(),
});
export const resourceParamsSchema = z.object({ resourceId: z.uuid() });
export const slotParamsSchema = z.object({
  type: z.enum(Object.keys(SLOT_PATH_TYPES) as [SlotPathType, ...SlotPathType[]]),
  resourceId: z.uuid(),
});

/** The most days one slots call covers. */
export const SLOTS_MAX_DAYS = 31;

/** `anyone` lets the club choose the therapist. */
export const therapistChoiceSchema = z.union([z.uuid(), z.literal("anyone")]);

/** GET /api/{type}/{id}/slots: local days (the resource's zone), who for, which service and therapist. */
export const slotsQuerySchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    partySize: z.coerce.number().pipe(partySizeSchema).optional(),
    serviceId: z.uuid().optional(),
    therapistId: therapistChoiceSchema.default("anyone"),
  })
  .refine(
    (query) => {
      const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
      return days >= 0 && days < SLOTS_MAX_DAYS;
    },
    { path: ["to"], message: FIELD_MESSAGES.value_invalid },
  );
export type SlotsQuery = z.infer<typeof slotsQuerySchema>;

/** One bookable time: its instants, its wall clock in the resource's zone, how many units are free. */
export const slotSchema = z.object({
  startDate: dateTimeSchema,
  endDate: dateTimeSchema,
  /** `YYYY-MM-DD` and `HH:mm` in the resource's zone. */
  localDate: z.string(),
  localTime: z.string(),
  available: z.int(),
  price: moneySchema,
});
export type Slot = z.infer<typeof slotSchema>;

const bookingChoice = {
  resourceId: z.uuid(),
  startDate: dateTimeSchema,
  guest: lineGuestSchema.optional(),
};

/** One entry of `POST /api/cart/reservations`: a table for a party, or a room. */
export const cartReservationItemSchema = z
  .object({ ...bookingChoice, partySize: partySizeSchema.default(1), quantity: lineQuantitySchema })
  .strict();
export type CartReservationItem = z.infer<typeof cartReservationItemSchema>;

/** One entry of `POST /api/cart/appointments`: a service with a therapist (or anyone). */
export const cartAppointmentItemSchema = z
  .object({
    ...bookingChoice,
    serviceId: z.uuid(),
    therapistId: therapistChoiceSchema.default("anyone"),
    quantity: lineQuantitySchema,
  })
  .strict();
export type CartAppointmentItem = z.infer<typeof cartAppointmentItemSchema>;

/** POST /api/reservations/book: express book of a free slot. */
export const expressBookSchema = z
  .object({
    ...bookingChoice,
    partySize: partySizeSchema.default(1),
    serviceId: z.uuid().optional(),
    therapistId: therapistChoiceSchema.default("anyone"),
  })
  .strict();
export type ExpressBook = z.infer<typeof expressBookSchema>;

const personSchema = z.object({ id: z.uuid(), fullName: z.string() });

/** spec-2 §3 Booking (reservation or appointment), with the late-cancel terms shown before a cancel. */
export const bookingSchema = z.object({
  id: z.uuid(),
  type: z.enum(["reservation", "appointment"]),
  blockType: blockTypeSchema,
  status: bookingStatusSchema,
  slot: z.object({ startDate: dateTimeSchema, endDate: dateTimeSchema, localTime: z.string() }),
  partySize: z.int(),
  canCancel: z.boolean(),
  /** From this instant a member's cancel costs `cancelFee`. */
  cancelCutoff: dateTimeSchema,
  /** What cancelling now keeps back (0 before the cutoff). */
  cancelFee: moneySchema,
  title: z.string(),
  description: z.string(),
  photo: z.string().nullable(),
  startDate: dateTimeSchema,
  endDate: dateTimeSchema,
  /** `YYYY-MM-DDTHH:mm` in the resource's zone. */
  localStart: z.string(),
  localEnd: z.string(),
  location: z.string(),
  timezoneId: z.string(),
  resourceId: z.uuid(),
  serviceId: z.uuid().nullable(),
  /** The table, room or therapist. */
  unitName: z.string(),
  price: moneySchema,
  hasSurvey: z.boolean(),
  surveyId: z.uuid().nullable(),
  /** Whether the member answered the booking's survey. */
  surveyAnswered: z.boolean(),
  guest: lineGuestSchema.nullable(),
  owner: personSchema,
  orderId: z.uuid().nullable(),
  company: z.object({ name: z.string() }),
});
export type Booking = z.infer<typeof bookingSchema>;
export const bookingListSchema = z.array(bookingSchema);

/** spec-2 §3 Booking action result (express book). */
export const bookingActionResultSchema = z.object({
  id: z.uuid(),
  success: z.boolean(),
  message: z.string(),
  orderId: z.uuid(),
  amount: moneySchema,
  /** Always empty: nothing was paid. */
  refunds: z.array(cancelRefundSchema),
  booking: bookingSchema,
});
export type BookingActionResult = z.infer<typeof bookingActionResultSchema>;

/** spec-2 §3 Cancel result, with the reservation or appointment as it is now. */
export const bookingCancelResultSchema = cancelResultSchema.extend({ booking: bookingSchema });
export type BookingCancelResult = z.infer<typeof bookingCancelResultSchema>;

/** spec-2 §5: startDate is sent as MM/DD/yyyy and defaults to today (in the club's zone). */
export const accountBookingsQuerySchema = pageQuerySchema.extend({
  startDate: z
    .string()
    .regex(/^\d{2}\/\d{2}\/\d{4}$/, FIELD_MESSAGES.value_invalid)
    .refine((text) => {
      const [month, day, year] = text.split("/").map(Number) as [number, number, number];
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    }, FIELD_MESSAGES.date_missing)
    .optional(),
});
export type AccountBookingsQuery = z.infer<typeof accountBookingsQuerySchema>;

export const bookingParamsSchema = z.object({ bookingId: z.uuid() });

/** PATCH /api/account/reservations/{id}: the booking survey's answers. */
export const bookingSurveyPatchSchema = z.object({ surveyResponse: surveySubmissionSchema }).strict();
export type BookingSurveyPatch = z.infer<typeof bookingSurveyPatchSchema>;

/** `MM/DD/yyyy` → `YYYY-MM-DD`. */
export const isoOfUsDate = (text: string): string => {
  const [month, day, year] = text.split("/");
  return `${year}-${month}-${day}`;
};

const timeZoneSchema = z.string().refine(isTimeZone, FIELD_MESSAGES.value_invalid);
const text = (max: number) => z.string().trim().max(max);

/** POST /admin/api/bookings/resources: a restaurant, room or spa with its schedule. */
export const resourceInputSchema = z
  .object({
    blockType: blockTypeSchema,
    title: text(200).min(1, FIELD_MESSAGES.title_required),
    description: text(5_000).default(""),
    photo: text(2_000).nullable().default(null),
    location: text(200).default(""),
    timezoneId: timeZoneSchema,
    membersOnly: z.boolean().default(false),
    capacity: z.int().min(0).max(1_000).default(0),
    equipment: z.array(text(100).min(1)).max(30).default([]),
    price: moneySchema.default(0),
    surveyId: z.uuid().nullable().default(null),
    schedule: scheduleSchema,
  })
  .strict();
export type ResourceInput = z.infer<typeof resourceInputSchema>;
/** PATCH: only what is sent changes (no defaults here, so nothing left out is reset). */
export const resourcePatchSchema = z
  .object({
    title: text(200).min(1, FIELD_MESSAGES.title_required),
    description: text(5_000),
    photo: text(2_000).nullable(),
    location: text(200),
    timezoneId: timeZoneSchema,
    membersOnly: z.boolean(),
    capacity: z.int().min(0).max(1_000),
    equipment: z.array(text(100).min(1)).max(30),
    price: moneySchema,
    surveyId: z.uuid().nullable(),
  })
  .partial()
  .strict();

/**
 * A unit's own working hours (a therapist's shifts), inside the resource's: one text of one or
 * more ranges per weekday, blank or missing for a day off. Null: it works the resource's hours.
 */
const unitHoursSchema = openingHoursInputSchema.nullable();

/** A table (with its seats), a room, or a therapist. */
export const unitInputSchema = z
  .object({
    name: text(100).min(1),
    seats: z.int().min(1).max(100).default(1),
    hours: unitHoursSchema.default(null),
  })
  .strict();
export const unitSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  seats: z.int(),
  active: z.boolean(),
  hours: openingHoursSchema.nullable(),
});
/** PATCH of a unit: rename it, change its seats or its own hours, or put it back in service (`active: true`). */
export const unitChangesSchema = z
  .object({
    name: text(100).min(1),
    seats: z.int().min(1).max(100),
    active: z.boolean(),
    hours: unitHoursSchema,
  })
  .partial()
  .strict();
export type UnitChanges = z.infer<typeof unitChangesSchema>;

export const serviceInputSchema = z
  .object({
    title: text(200).min(1, FIELD_MESSAGES.title_required),
    description: text(5_000).default(""),
    durationMinutes: minutes(15, 480),
    price: moneySchema,
    therapistIds: z.array(z.uuid()).max(50).default([]),
    /** Offered again (true) or no longer (false); left out, it stays as it is. */
    active: z.boolean().optional(),
  })
  .strict();
export type ServiceInput = z.infer<typeof serviceInputSchema>;

export const blackoutInputSchema = z
  .object({ date: calendarDateSchema, reason: text(200).default("") })
  .strict();
export const blackoutSchema = z.object({ id: z.uuid(), date: z.string(), reason: z.string() });

/** A service as staff see it: offered to members or not (its bookings kept either way). */
export const staffServiceSchema = bookingServiceSchema.extend({ active: z.boolean() });
export type StaffService = z.infer<typeof staffServiceSchema>;

export const staffResourceSchema = bookableResourceSchema.extend({
  /** Every service, those no longer offered too. */
  services: z.array(staffServiceSchema),
  units: z.array(unitSchema),
  blackouts: z.array(blackoutSchema),
});
export type StaffResource = z.infer<typeof staffResourceSchema>;

export const unitParamsSchema = z.object({ resourceId: z.uuid(), unitId: z.uuid() });
export const serviceParamsSchema = z.object({ resourceId: z.uuid(), serviceId: z.uuid() });
export const blackoutParamsSchema = z.object({ resourceId: z.uuid(), blackoutId: z.uuid() });

/** GET /admin/api/bookings/resources/{id}/day: one local day's bookings (today on the resource's clock when left out). */
export const dayQuerySchema = z.object({ date: calendarDateSchema.optional() });

/** A booking as staff see it: with its member's e-mail. */
export const staffBookingSchema = bookingSchema.extend({ ownerEmail: z.string() });
export const staffBookingListSchema = z.array(staffBookingSchema);
export type StaffBooking = z.infer<typeof staffBookingSchema>;

/**
 * GET /admin/api/bookings/resources/{id}/slots: the free slots as the member named sees them (as
 * any active member does when none is named), from `from` (today on the resource's clock) to `to`
 * (the same day); the range is checked as the member's call checks it.
 */
export const staffSlotsQuerySchema = z.object({
  customerId: z.uuid().optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  partySize: z.coerce.number().pipe(partySizeSchema).optional(),
  serviceId: z.uuid().optional(),
  therapistId: therapistChoiceSchema.default("anyone"),
});
export type StaffSlotsQuery = z.infer<typeof staffSlotsQuerySchema>;

/** POST /admin/api/bookings/book: staff book a free slot for a member, as the member's own booking. */
export const staffBookSchema = expressBookSchema.safeExtend({ customerId: z.uuid() }).strict();
export type StaffBook = z.infer<typeof staffBookSchema>;
