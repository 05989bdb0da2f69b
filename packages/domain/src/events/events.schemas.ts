/**
 * The events' shapes (spec-2 §3 Public event, Ticket type, Account event, Account event ticket;
 * §7 Events; spec-1 §7 cart tickets): the public catalogue, the member's events and tickets,
 * the guest ticket, the ticket cart line, and what staff send to run events.
 */
import { z } from "zod";
import { emailSchema } from "../auth/auth.schemas.ts";
import { attendeeSchema, lineQuantitySchema, passcodeSchema } from "../cart/cart-lines.schemas.ts";
import { calendarDateSchema } from "../common/calendar-date.ts";
import { dateTimeSchema } from "../common/date-time.ts";
import { FIELD_MESSAGES } from "../common/field-messages.ts";
import { moneySchema } from "../common/money-codec.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import { isTimeZone } from "../common/time-zone.ts";
import { eventRecurrenceSchema } from "./event-series.rules.ts";
import { EVENT_TYPES, TICKET_STATUSES, TIME_SLOTS } from "./events.rules.ts";
import { waitlistStatusSchema } from "./staff-waitlist.schemas.ts";

export const eventTypeSchema = z.enum(EVENT_TYPES);
export const ticketStatusSchema = z.enum(TICKET_STATUSES);
export const timeSlotSchema = z.enum(TIME_SLOTS);

/** spec-2 §6: the per-event flags, and the wording of its button. */
export const eventSettingsSchema = z.object({
  transferEnabled: z.boolean(),
  cancelEnabled: z.boolean(),
  socialEnabled: z.boolean(),
  printEnabled: z.boolean(),
  calendarEnabled: z.boolean(),
  buttonText: z.string().nullable(),
  callToAction: z.string().nullable(),
  verb: z.string().nullable(),
});
export type EventSettings = z.infer<typeof eventSettingsSchema>;

/** spec-2 §3 Media. */
export const eventMediaSchema = z.object({
  title: z.string(),
  description: z.string(),
  url: z.string(),
  main: z.boolean(),
  type: z.string(),
});

export const eventCategorySchema = z.object({ id: z.uuid(), name: z.string() });
export type EventCategory = z.infer<typeof eventCategorySchema>;

/** spec-2 §3 Ticket type, with who may buy it and how much is left. */
export const ticketTypeSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  name: z.string(),
  eventId: z.uuid(),
  description: z.string(),
  price: moneySchema,
  onSale: dateTimeSchema.nullable(),
  offSale: dateTimeSchema.nullable(),
  /** Units left to sell; null for no limit. */
  availableQuantity: z.int().nullable(),
  minimum: z.int(),
  /** Per order; 0 for no maximum. */
  maximum: z.int(),
  /** Per member across orders; null for no maximum. */
  perMemberMaximum: z.int().nullable(),
  membersOnly: z.boolean(),
  requiresPasscode: z.boolean(),
  /** Tickets of this type the signed-in member holds now (0 for a visitor). */
  purchased: z.int(),
  soldOut: z.boolean(),
  /** Whether it is on sale now (between onSale and offSale). */
  onSaleNow: z.boolean(),
  dates: z.array(z.object({ startDate: dateTimeSchema, endDate: dateTimeSchema })),
});
export type TicketType = z.infer<typeof ticketTypeSchema>;

/** What every view of an event carries (spec-2 §3 Public event and Account event share it). */
const eventBasicsSchema = z.object({
  id: z.uuid(),
  uid: z.string(),
  title: z.string(),
  description: z.string(),
  summary: z.string(),
  venue: z.string(),
  venueAddress: z.string(),
  graphic: z.string().nullable(),
  type: eventTypeSchema,
  /** The IANA zone the event's local times are in. */
  timezoneId: z.string(),
  startDate: dateTimeSchema,
  endDate: dateTimeSchema,
  startDateLocal: z.string(),
  endDateLocal: z.string(),
  settings: eventSettingsSchema,
  status: z.enum(["draft", "published", "cancelled"]),
});

/** spec-2 §3 Public event. */
export const publicEventSchema = eventBasicsSchema.extend({
  media: z.array(eventMediaSchema),
  externalLink: z.string().nullable(),
  categoryId: z.uuid().nullable(),
  categories: z.array(eventCategorySchema),
  /** The zone's name as shown; `timezoneId` is the IANA zone. */
  timezone: z.string(),
  recurring: z.boolean(),
  /** The series this occurrence belongs to, when recurring. */
  seriesId: z.uuid().nullable(),
  tickets: z.array(ticketTypeSchema),
  hideTickets: z.boolean(),
  availableQuantity: z.int().nullable(),
  soldOut: z.boolean(),
  registered: z.boolean(),
  reserveEnabled: z.boolean(),
  waitlistFormId: z.uuid().nullable(),
  /** Whether the signed-in member is on the waitlist. */
  waitlist: z.boolean(),
  /** Where the waitlist form is read and answered (the survey engine's address). */
  endpoint: z.string().nullable(),
  allowTransfer: z.boolean(),
  allowCancel: z.boolean(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const publicEventListSchema = z.array(publicEventSchema);

const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.split(",").filter((part) => part !== "") : value),
    z.array(item).max(20),
  );

/** GET /api/events: a page, filtered by days (club's zone), categories and time slots. */
export const eventsQuerySchema = pageQuerySchema.extend({
  startDate: calendarDateSchema.optional(),
  endDate: calendarDateSchema.optional(),
  categories: csv(z.uuid()).optional(),
  timeSlots: csv(timeSlotSchema).optional(),
});
export type EventsQuery = z.infer<typeof eventsQuerySchema>;

export const eventParamsSchema = z.object({ eventId: z.uuid() });

/** POST /api/events/{id}/register: which free type (the event's first when left out), how many. */
export const registerEventSchema = z
  .object({
    ticketTypeId: z.uuid().optional(),
    quantity: z.int().min(1).max(20).default(1),
    /** One per attempt, as checkout's: a retry under it answers that registration, never a second. */
    idempotencyKey: z
      .string()
      .regex(/^[A-Za-z0-9_:.-]{8,100}$/, FIELD_MESSAGES.idempotency_key_format)
      .optional(),
  })
  .strict();
export type RegisterEvent = z.infer<typeof registerEventSchema>;

/** One entry of `POST /api/cart/tickets`. */
export const cartTicketItemSchema = z
  .object({
    ticketTypeId: z.uuid(),
    quantity: lineQuantitySchema,
    attendees: z.array(attendeeSchema).max(50).optional(),
    passcode: passcodeSchema.optional(),
  })
  .strict();
export type CartTicketItem = z.infer<typeof cartTicketItemSchema>;

export const ticketOwnerSchema = z.object({ fullName: z.string(), email: z.string().nullable() });

/** spec-2 §3 Account event ticket. */
export const accountEventTicketSchema = z.object({
  id: z.uuid(),
  ticketId: z.uuid(),
  eventId: z.uuid(),
  customerId: z.uuid(),
  orderItemId: z.uuid(),
  orderId: z.uuid(),
  ownerId: z.uuid().nullable(),
  serial: z.string(),
  status: ticketStatusSchema,
  price: moneySchema,
  purchaseDate: dateTimeSchema,
  scanDate: dateTimeSchema.nullable(),
  scanData: z.string().nullable(),
  portalUrl: z.string(),
  title: z.string(),
  eventTitle: z.string(),
  description: z.string(),
  calendarInvites: z.object({ google: z.string(), outlook: z.string(), ics: z.string() }),
  attendee: attendeeSchema.nullable(),
  venue: z.string(),
  venueAddress: z.string(),
  owner: ticketOwnerSchema.nullable(),
  /** Where the holder adds the ticket to their phone's wallet; null when the club has no wallet passes. */
  passbook: z.string().nullable(),
  photo: z.string().nullable(),
  /** The ticket's code as an SVG data URL (its serial, which staff scan). */
  qrCode: z.string(),
  cancelable: z.boolean(),
  transferable: z.boolean(),
  transferred: z.boolean(),
  startDate: dateTimeSchema,
  endDate: dateTimeSchema,
  startDateLocal: z.string(),
  endDateLocal: z.string(),
});
export type AccountEventTicket = z.infer<typeof accountEventTicketSchema>;

/** spec-2 §3 Account event: the event with the member's tickets (one answer carries both). */
export const accountEventSchema = eventBasicsSchema.extend({
  photos: z.array(z.string()),
  purchasedTickets: z.int(),
  activeTickets: z.int(),
  transferredTickets: z.int(),
  survey: z.object({ uid: z.uuid(), endpoint: z.string() }).nullable(),
  registered: z.boolean(),
  company: z.string(),
  tickets: z.array(accountEventTicketSchema),
});
export type AccountEvent = z.infer<typeof accountEventSchema>;
export const accountEventListSchema = z.array(accountEventSchema);

export const accountEventsQuerySchema = pageQuerySchema.extend({
  upcoming: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional(),
});

export const ticketParamsSchema = z.object({ ticketId: z.uuid() });

/** GET /api/account/events/tickets/{id}/wallet-pass: which wallet; the device's when left out. */
export const walletPassQuerySchema = z.object({ wallet: z.enum(["apple", "google"]).optional() });

/** PATCH /api/account/events/tickets/{id}/transfer: to a member of the club or a guest, by e-mail. */
export const transferTicketSchema = z
  .object({
    email: emailSchema,
    fullName: z.string().trim().min(1).max(200).optional(),
  })
  .strict();
export type TransferTicket = z.infer<typeof transferTicketSchema>;

/** POST /api/account/events/{id}/cancel: every ticket of the event the member holds and may cancel. */
export const eventCancelResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  amount: moneySchema,
  fee: moneySchema,
  refunds: z.array(
    z.object({
      id: z.uuid(),
      amount: moneySchema,
      destination: z.enum(["original", "credit"]),
      status: z.enum(["pending", "succeeded", "failed"]),
    }),
  ),
  orderIds: z.array(z.uuid()),
  cancelledTickets: z.int(),
});
export type EventCancelResult = z.infer<typeof eventCancelResultSchema>;

/**
 * POST /api/events/{id}/waitlist: the member's place in line. They are in line once the form at
 * `endpoint` (the event's waitlist survey) is answered; an offer holds a ticket until `offerExpiresAt`.
 */
export const waitlistEntrySchema = z.object({
  eventId: z.uuid(),
  status: waitlistStatusSchema,
  /** 1 for the first in line; null once offered or out of line. */
  position: z.int().nullable(),
  /** Where the waitlist form is read and answered. */
  endpoint: z.string(),
  answered: z.boolean(),
  ticketTypeId: z.uuid().nullable(),
  offerExpiresAt: dateTimeSchema.nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** GET /api/public/passes/guest-ticket/{serial}: what a guest's link shows (no buyer's details). */
export const guestTicketSchema = z.object({
  serial: z.string(),
  status: ticketStatusSchema,
  title: z.string(),
  eventTitle: z.string(),
  venue: z.string(),
  venueAddress: z.string(),
  startDate: dateTimeSchema,
  endDate: dateTimeSchema,
  startDateLocal: z.string(),
  endDateLocal: z.string(),
  timezoneId: z.string(),
  owner: ticketOwnerSchema.nullable(),
  photo: z.string().nullable(),
  qrCode: z.string(),
  scanDate: dateTimeSchema.nullable(),
  company: z.string(),
});
export type GuestTicket = z.infer<typeof guestTicketSchema>;

/** A serial in a link: long and random, so it cannot be guessed. */
export const ticketSerialSchema = z.string().regex(/^[A-Z0-9-]{8,40}$/);
export const guestTicketParamsSchema = z.object({ serial: ticketSerialSchema });

export const CALENDAR_TYPES = ["google", "outlook", "ics"] as const;
export const calendarRedirectParamsSchema = z.object({ type: z.enum(CALENDAR_TYPES) });
export const calendarRedirectQuerySchema = z.object({ eventId: z.uuid() });

/** POST /admin/api/events/tickets/scan. */
export const scanTicketSchema = z
  .object({
    serial: ticketSerialSchema,
    scanData: z.string().max(500).optional(),
    /** The event staff check in at: a ticket of another (another occurrence's) is refused, unused. */
    eventId: z.uuid().optional(),
  })
  .strict();
export const scanResultSchema = z.object({
  outcome: z.enum(["scanned", "already_scanned"]),
  scanDate: dateTimeSchema,
  serial: z.string(),
  eventTitle: z.string(),
  title: z.string(),
  owner: ticketOwnerSchema.nullable(),
});
export type ScanResult = z.infer<typeof scanResultSchema>;

const nonEmpty = (max: number) => z.string().trim().min(1).max(max);

/** What staff write of an event (create; edit takes any part of it). */
export const eventInputSchema = z
  .object({
    title: nonEmpty(200),
    summary: z.string().trim().max(500).default(""),
    description: z.string().trim().max(20_000).default(""),
    type: eventTypeSchema.default("ticket"),
    venue: z.string().trim().max(200).default(""),
    venueAddress: z.string().trim().max(500).default(""),
    graphic: z.string().trim().max(2_000).nullable().default(null),
    externalLink: z
      .url({ protocol: /^https?$/ })
      .max(2_000)
      .nullable()
      .default(null),
    timezoneId: z.string().refine(isTimeZone, FIELD_MESSAGES.value_invalid),
    startDate: dateTimeSchema,
    endDate: dateTimeSchema,
    categoryIds: z.array(z.uuid()).max(20).default([]),
    recurrence: eventRecurrenceSchema.nullable().default(null),
    settings: eventSettingsSchema.partial().default({}),
    hideTickets: z.boolean().default(false),
    waitlistFormId: z.uuid().nullable().default(null),
    /** How long a waitlist offer holds a freed ticket, in hours. */
    waitlistOfferHours: z.int().min(1).max(168).default(24),
  })
  .strict()
  .refine((event) => event.endDate > event.startDate, {
    path: ["endDate"],
    message: FIELD_MESSAGES.value_invalid,
  });
export type EventInput = z.infer<typeof eventInputSchema>;

export const eventPatchSchema = z
  .object({
    title: nonEmpty(200),
    summary: z.string().trim().max(500),
    description: z.string().trim().max(20_000),
    venue: z.string().trim().max(200),
    venueAddress: z.string().trim().max(500),
    graphic: z.string().trim().max(2_000).nullable(),
    externalLink: z
      .url({ protocol: /^https?$/ })
      .max(2_000)
      .nullable(),
    startDate: dateTimeSchema,
    endDate: dateTimeSchema,
    categoryIds: z.array(z.uuid()).max(20),
    settings: eventSettingsSchema.partial(),
    hideTickets: z.boolean(),
    waitlistFormId: z.uuid().nullable(),
  })
  .partial()
  .strict();
export type EventPatch = z.infer<typeof eventPatchSchema>;

/** What staff write of a ticket type. */
export const ticketTypeInputSchema = z
  .object({
    name: nonEmpty(200),
    description: z.string().trim().max(2_000).default(""),
    price: moneySchema,
    onSale: dateTimeSchema.nullable().default(null),
    offSale: dateTimeSchema.nullable().default(null),
    /** Units to sell; null for no limit. */
    quantity: z.int().min(0).max(1_000_000).nullable().default(null),
    minimum: z.int().min(1).max(100).default(1),
    maximum: z.int().min(0).max(100).default(0),
    perMemberMaximum: z.int().min(1).max(100).nullable().default(null),
    membersOnly: z.boolean().default(false),
    /** Stored as a hash; never answered. */
    passcode: passcodeSchema.nullable().default(null),
  })
  .strict();
export type TicketTypeInput = z.infer<typeof ticketTypeInputSchema>;
export const ticketTypePatchSchema = z
  .object({
    name: nonEmpty(200),
    description: z.string().trim().max(2_000),
    price: moneySchema,
    onSale: dateTimeSchema.nullable(),
    offSale: dateTimeSchema.nullable(),
    quantity: z.int().min(0).max(1_000_000).nullable(),
    minimum: z.int().min(1).max(100),
    maximum: z.int().min(0).max(100),
    perMemberMaximum: z.int().min(1).max(100).nullable(),
    membersOnly: z.boolean(),
    passcode: passcodeSchema.nullable(),
  })
  .partial()
  .strict();
export type TicketTypePatch = z.infer<typeof ticketTypePatchSchema>;
export const ticketTypeParamsSchema = z.object({ eventId: z.uuid(), ticketTypeId: z.uuid() });

/**
 * GET /admin/api/events: a page of the club's events, all of them, those not ended yet
 * (soonest first) or those ended (latest first), with the title containing `search`.
 */
export const staffEventsQuerySchema = pageQuerySchema.extend({
  when: z.enum(["upcoming", "past"]).optional(),
  search: z.string().trim().max(200).optional(),
});
export type StaffEventsQuery = z.infer<typeof staffEventsQuerySchema>;

/** A staff member's view of an event: the public view with its status and every occurrence's id. */
export const staffEventSchema = publicEventSchema.extend({ occurrenceIds: z.array(z.uuid()) });
export type StaffEvent = z.infer<typeof staffEventSchema>;

/** Staff cancelling an event: how many tickets went back and what was refunded. */
export const staffEventCancelResultSchema = z.object({
  success: z.boolean(),
  cancelledTickets: z.int(),
  refunded: moneySchema,
});

/** One attendee row for staff. */
export const attendeeRowSchema = z.object({
  ticketId: z.uuid(),
  serial: z.string(),
  status: ticketStatusSchema,
  ticketType: z.string(),
  buyer: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }),
  owner: ticketOwnerSchema.nullable(),
  attendee: attendeeSchema.nullable(),
  scanDate: dateTimeSchema.nullable(),
});
export const attendeeListSchema = z.array(attendeeRowSchema);
