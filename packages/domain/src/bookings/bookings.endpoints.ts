/**
 * Bookings (issue 26; spec-1 §7 schedules and reservations, spec-2 §7 Bookings): the club's
 * bookable resources and their slots, express book of a free slot, the member's reservations and
 * appointments, and what staff need to run them. Paid bookings go through the cart's per-kind
 * routes (`POST /api/cart/reservations`, `POST /api/cart/appointments`), whose bodies are
 * `cartReservationItemSchema`'s and `cartAppointmentItemSchema`'s entries.
 */
import { defineEndpoint } from "../common/endpoint.ts";
import {
  accountBookingsQuerySchema,
  blackoutInputSchema,
  blackoutParamsSchema,
  blackoutSchema,
  bookableResourceSchema,
  bookingActionResultSchema,
  bookingCancelResultSchema,
  bookingListSchema,
  bookingParamsSchema,
  bookingSchema,
  bookingSurveyPatchSchema,
  dayQuerySchema,
  expressBookSchema,
  resourceInputSchema,
  resourceParamsSchema,
  resourcePatchSchema,
  resourcesQuerySchema,
  scheduleSchema,
  serviceInputSchema,
  serviceParamsSchema,
  slotParamsSchema,
  slotSchema,
  slotsQuerySchema,
  staffBookingListSchema,
  staffBookingSchema,
  staffBookSchema,
  staffResourceSchema,
  staffServiceSchema,
  staffSlotsQuerySchema,
  unitChangesSchema,
  unitInputSchema,
  unitParamsSchema,
  unitSchema,
} from "./bookings.schemas.ts";

/** Signed-in customers: a members-only resource (the spa) needs the viewer's standing. */
const visitor = { access: "customer", tags: ["bookings"], errors: [400, 401, 403, 404] } as const;

export const bookingEndpoints = {
  resources: defineEndpoint({
    ...visitor,
    method: "GET",
    path: "/api/reservations",
    summary:
      "The club's bookable resources of a kind (dining, meeting rooms, spa; members-only ones to active members only)",
    query: resourcesQuerySchema,
    answer: bookableResourceSchema.array(),
  }),
  resource: defineEndpoint({
    ...visitor,
    method: "GET",
    path: "/api/reservations/:resourceId",
    summary: "One bookable resource with its schedule, party sizes, equipment, services and therapists",
    params: resourceParamsSchema,
    answer: bookableResourceSchema,
  }),
  slots: defineEndpoint({
    ...visitor,
    method: "GET",
    path: "/api/:type/:resourceId/slots",
    summary:
      "The free slots of a resource between two local days, in its time zone: for a party size (dining), a service and a therapist or anyone (spa)",
    params: slotParamsSchema,
    query: slotsQuerySchema,
    answer: slotSchema.array(),
  }),
  book: defineEndpoint({
    ...visitor,
    method: "POST",
    path: "/api/reservations/book",
    summary:
      "Express book a free slot: a zero-amount order through the bookings' cart-item provider; a slot taken meanwhile answers slot_taken with the next free ones",
    body: expressBookSchema,
    answer: bookingActionResultSchema,
    errors: [400, 401, 403, 404, 409],
  }),
};

const member = { access: "customer", errors: [400, 401, 404] } as const;

/** The member's reservations or appointments: the same shapes at two paths (spec-2 §7). */
const accountBookingEndpoints = <const Kind extends "reservations" | "appointments">(kind: Kind) => ({
  /** Paginated: the `pagination` header says where the page is. */
  list: defineEndpoint({
    ...member,
    tags: ["bookings", "account"],
    method: "GET",
    path: `/api/account/${kind}`,
    summary: `The member's ${kind} from startDate (MM/DD/yyyy, today when left out), soonest first (paginated)`,
    query: accountBookingsQuerySchema,
    answer: bookingListSchema,
  }),
  get: defineEndpoint({
    ...member,
    tags: ["bookings", "account"],
    method: "GET",
    path: `/api/account/${kind}/:bookingId`,
    summary: `One of the member's ${kind}, with whether and at what fee it can be cancelled now`,
    params: bookingParamsSchema,
    answer: bookingSchema,
  }),
  answerSurvey: defineEndpoint({
    ...member,
    tags: ["bookings", "account"],
    method: "PATCH",
    path: `/api/account/${kind}/:bookingId`,
    summary: "Answer the booking's survey (surveyResponse), stored through the survey engine",
    params: bookingParamsSchema,
    body: bookingSurveyPatchSchema,
    answer: bookingSchema,
    errors: [400, 401, 404, 409],
  }),
  cancel: defineEndpoint({
    ...member,
    tags: ["bookings", "account"],
    method: "POST",
    path: `/api/account/${kind}/:bookingId/cancel`,
    summary:
      "Cancel the booking through the cancel-one-line flow: refunds once (less the late fee past the cutoff) and frees the slot; asked again, answers the same",
    params: bookingParamsSchema,
    answer: bookingCancelResultSchema,
    errors: [400, 401, 404, 409],
  }),
});

export const accountReservationEndpoints = accountBookingEndpoints("reservations");
export const accountAppointmentEndpoints = accountBookingEndpoints("appointments");

const staff = { access: "staff", tags: ["admin", "bookings"], errors: [400, 401, 403, 404, 409] } as const;

export const staffBookingEndpoints = {
  resources: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/bookings/resources",
    summary: "Every bookable resource of the club with its units and blackout dates",
    answer: staffResourceSchema.array(),
  }),
  createResource: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/bookings/resources",
    summary: "Create a restaurant, meeting room or spa with its schedule (admins and owners)",
    body: resourceInputSchema,
    answer: staffResourceSchema,
    status: 201,
  }),
  editResource: defineEndpoint({
    ...staff,
    method: "PATCH",
    path: "/admin/api/bookings/resources/:resourceId",
    summary: "Change a resource (admins and owners)",
    params: resourceParamsSchema,
    body: resourcePatchSchema,
    answer: staffResourceSchema,
  }),
  setSchedule: defineEndpoint({
    ...staff,
    method: "PUT",
    path: "/admin/api/bookings/resources/:resourceId/schedule",
    summary:
      "Set a resource's opening hours, slots, buffer, lead time, horizon and cancellation terms (admins and owners)",
    params: resourceParamsSchema,
    body: scheduleSchema,
    answer: staffResourceSchema,
  }),
  addUnit: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/bookings/resources/:resourceId/units",
    summary: "Add a table (with its seats), a room or a therapist to a resource (admins and owners)",
    params: resourceParamsSchema,
    body: unitInputSchema,
    answer: unitSchema,
    status: 201,
  }),
  removeUnit: defineEndpoint({
    ...staff,
    method: "DELETE",
    path: "/admin/api/bookings/resources/:resourceId/units/:unitId",
    summary:
      "Take a table, room or therapist out of service: no new bookings; existing ones stay (admins and owners)",
    params: unitParamsSchema,
    answer: unitSchema,
  }),
  editUnit: defineEndpoint({
    ...staff,
    method: "PATCH",
    path: "/admin/api/bookings/resources/:resourceId/units/:unitId",
    summary:
      "Rename a table, room or therapist, change its seats, or put it back in service (admins and owners)",
    params: unitParamsSchema,
    body: unitChangesSchema,
    answer: unitSchema,
  }),
  addService: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/bookings/resources/:resourceId/services",
    summary: "Add a spa service with its duration, price and therapists (admins and owners)",
    params: resourceParamsSchema,
    body: serviceInputSchema,
    answer: staffServiceSchema,
    status: 201,
  }),
  editService: defineEndpoint({
    ...staff,
    method: "PUT",
    path: "/admin/api/bookings/resources/:resourceId/services/:serviceId",
    summary: "Change a spa service (admins and owners)",
    params: serviceParamsSchema,
    body: serviceInputSchema,
    answer: staffServiceSchema,
  }),
  removeService: defineEndpoint({
    ...staff,
    method: "DELETE",
    path: "/admin/api/bookings/resources/:resourceId/services/:serviceId",
    summary: "Stop offering a spa service: members no longer book it; its bookings stay (admins and owners)",
    params: serviceParamsSchema,
    answer: staffServiceSchema,
  }),
  addBlackout: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/bookings/resources/:resourceId/blackouts",
    summary: "Close a resource for a local day: no slots that day (admins and owners)",
    params: resourceParamsSchema,
    body: blackoutInputSchema,
    answer: blackoutSchema,
    status: 201,
  }),
  removeBlackout: defineEndpoint({
    ...staff,
    method: "DELETE",
    path: "/admin/api/bookings/resources/:resourceId/blackouts/:blackoutId",
    summary: "Open a blacked-out day again (admins and owners)",
    params: blackoutParamsSchema,
    answer: blackoutSchema,
  }),
  day: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/bookings/resources/:resourceId/day",
    summary: "A resource's bookings on one local day, by start (any staff)",
    params: resourceParamsSchema,
    query: dayQuerySchema,
    answer: staffBookingListSchema,
  }),
  cancel: defineEndpoint({
    /** The front desk cancels a booking and marks a no-show. */
    staffLevel: "staff",
    ...staff,
    method: "POST",
    path: "/admin/api/bookings/:bookingId/cancel",
    summary: "Cancel a booking with a full refund and no fee, through the cancel-one-line flow (any staff)",
    params: bookingParamsSchema,
    answer: bookingCancelResultSchema,
  }),
  noShow: defineEndpoint({
    staffLevel: "staff",
    ...staff,
    method: "POST",
    path: "/admin/api/bookings/:bookingId/no-show",
    summary: "Mark a booking that started without its member as a no-show (any staff)",
    params: bookingParamsSchema,
    answer: staffBookingSchema,
  }),
  slotsForMember: defineEndpoint({
    /** The front desk books for a member: it reads the slots that member would see. */
    staffLevel: "staff",
    ...staff,
    method: "GET",
    path: "/admin/api/bookings/resources/:resourceId/slots",
    summary:
      "The free slots of a resource between two local days as the member named sees them (members-only resources need an active member) (any staff)",
    params: resourceParamsSchema,
    query: staffSlotsQuerySchema,
    answer: slotSchema.array(),
  }),
  bookForMember: defineEndpoint({
    staffLevel: "staff",
    ...staff,
    method: "POST",
    path: "/admin/api/bookings/book",
    summary:
      "Book a free slot for a member: the member's own express book (a zero-amount order, their confirmation mail); a paid one answers booking_not_free (any staff)",
    body: staffBookSchema,
    answer: bookingActionResultSchema,
    status: 201,
  }),
};
