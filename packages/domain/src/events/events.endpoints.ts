/**
 * Events and tickets (spec-2 §7 Events, issue 25): the public catalogue and its calendar, the
 * member's events and tickets, the guest ticket, and what staff need to run events. Tickets are
 * added to the cart through the cart's per-kind routes (`POST /api/cart/tickets`,
 * `GET /api/cart/items/tickets`), whose body is `cartTicketItemSchema`'s entries.
 */
import { defineEndpoint } from "../common/endpoint.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import {
  accountEventListSchema,
  accountEventSchema,
  accountEventsQuerySchema,
  accountEventTicketSchema,
  attendeeListSchema,
  calendarRedirectParamsSchema,
  calendarRedirectQuerySchema,
  eventCancelResultSchema,
  eventCategorySchema,
  eventInputSchema,
  eventParamsSchema,
  eventPatchSchema,
  eventsQuerySchema,
  guestTicketParamsSchema,
  guestTicketSchema,
  publicEventListSchema,
  publicEventSchema,
  registerEventSchema,
  scanResultSchema,
  scanTicketSchema,
  staffEventCancelResultSchema,
  staffEventSchema,
  staffEventsQuerySchema,
  ticketParamsSchema,
  ticketTypeInputSchema,
  ticketTypeParamsSchema,
  ticketTypePatchSchema,
  ticketTypeSchema,
  transferTicketSchema,
  waitlistEntrySchema,
  walletPassQuerySchema,
} from "./events.schemas.ts";

const visitor = { access: "public", tags: ["events"], errors: [400, 404] } as const;

export const publicEventEndpoints = {
  /** Paginated: the `pagination` header says where the page is. */
  list: defineEndpoint({
    ...visitor,
    method: "GET",
    path: "/api/events",
    summary:
      "The club's published events from today, soonest first, filtered by days, categories and time slots (paginated)",
    query: eventsQuerySchema,
    answer: publicEventListSchema,
  }),
  categories: defineEndpoint({
    ...visitor,
    method: "GET",
    path: "/api/events/categories",
    summary: "The club's event categories, for the filter drawer's tags",
    answer: eventCategorySchema.array(),
  }),
  get: defineEndpoint({
    ...visitor,
    method: "GET",
    path: "/api/events/:eventId",
    summary: "One published event with its ticket types",
    params: eventParamsSchema,
    answer: publicEventSchema,
  }),
  register: defineEndpoint({
    ...visitor,
    access: "customer",
    method: "POST",
    path: "/api/events/:eventId/register",
    summary:
      "Register for a free event: a zero-amount order with its tickets, through the tickets' cart-item provider; asked again, answers the registration",
    params: eventParamsSchema,
    body: registerEventSchema,
    answer: accountEventSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  joinWaitlist: defineEndpoint({
    ...visitor,
    access: "customer",
    method: "POST",
    path: "/api/events/:eventId/waitlist",
    summary:
      "Join a sold-out event's waitlist: answers the place in line and the waitlist form to answer (through the survey engine); asked again, answers the same place",
    params: eventParamsSchema,
    answer: waitlistEntrySchema,
    errors: [400, 401, 404, 409],
  }),
  waitlistEntry: defineEndpoint({
    ...visitor,
    access: "customer",
    method: "GET",
    path: "/api/events/:eventId/waitlist",
    summary:
      "The member's place in the event's waitlist as it stands (an offer held for them and until when); 404 when not in line",
    params: eventParamsSchema,
    answer: waitlistEntrySchema,
    errors: [400, 401, 404],
  }),
  calendar: defineEndpoint({
    ...visitor,
    method: "GET",
    path: "/api/calendar/event/:eventId",
    summary: "The event as iCalendar text (text/calendar), with its time zone",
    params: eventParamsSchema,
  }),
  calendarRedirect: defineEndpoint({
    ...visitor,
    method: "GET",
    path: "/redirect/calendar/:type",
    summary: "Sends the browser to add the event to Google or Outlook, or to its .ics file",
    params: calendarRedirectParamsSchema,
    query: calendarRedirectQuerySchema,
  }),
  guestTicket: defineEndpoint({
    ...visitor,
    method: "GET",
    path: "/api/public/passes/guest-ticket/:serial",
    summary: "A ticket as its guest's link shows it, by its unguessable serial",
    params: guestTicketParamsSchema,
    answer: guestTicketSchema,
  }),
};

const member = { access: "customer", tags: ["events", "account"], errors: [400, 401, 404] } as const;

export const accountEventEndpoints = {
  /** Paginated: the `pagination` header says where the page is. */
  list: defineEndpoint({
    ...member,
    method: "GET",
    path: "/api/account/events",
    summary:
      "The events the member holds tickets for (upcoming=true: those not ended), soonest first (paginated)",
    query: accountEventsQuerySchema,
    answer: accountEventListSchema,
  }),
  get: defineEndpoint({
    ...member,
    method: "GET",
    path: "/api/account/events/:eventId",
    summary:
      "One of the member's events with the tickets they bought or hold (one answer for the event and its ticket list)",
    params: eventParamsSchema,
    answer: accountEventSchema,
  }),
  tickets: defineEndpoint({
    ...member,
    method: "GET",
    path: "/api/account/events/tickets/:ticketId/tickets",
    summary: "The tickets bought with one ticket: its order line's tickets the member bought or holds",
    params: ticketParamsSchema,
    answer: accountEventTicketSchema.array(),
  }),
  cancel: defineEndpoint({
    ...member,
    method: "POST",
    path: "/api/account/events/:eventId/cancel",
    summary:
      "Cancel the member's tickets for an event that allows it (those they bought and still hold), refunding once through the cancel-one-line flow; asked again, answers the same",
    params: eventParamsSchema,
    answer: eventCancelResultSchema,
    errors: [400, 401, 404, 409],
  }),
  walletPass: defineEndpoint({
    ...member,
    method: "GET",
    path: "/api/account/events/tickets/:ticketId/wallet-pass",
    summary:
      "The held ticket as a wallet pass: an Apple pass file, or a redirect to Google Wallet's save link (the device's wallet unless one is named)",
    params: ticketParamsSchema,
    query: walletPassQuerySchema,
    errors: [400, 401, 404, 409],
  }),
  transfer: defineEndpoint({
    ...member,
    method: "PATCH",
    path: "/api/account/events/tickets/:ticketId/transfer",
    summary:
      "Give a ticket to a member of the club or to a guest, by e-mail: the ticket gets a new serial and its new holder a link",
    params: ticketParamsSchema,
    body: transferTicketSchema,
    answer: accountEventTicketSchema,
    errors: [400, 401, 404, 409],
  }),
};

const staff = { access: "staff", tags: ["admin", "events"], errors: [400, 401, 404, 409] } as const;

export const staffEventEndpoints = {
  list: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/events",
    summary:
      "Every event of the club, drafts and cancelled ones too, soonest first; or those not ended (when=upcoming) or ended, latest first (when=past); search matches the title (paginated)",
    query: staffEventsQuerySchema,
    answer: staffEventSchema.array(),
  }),
  categories: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/events/categories",
    summary:
      "The event categories of the club the staff session acts on, for the editor's choice (the public list answers for the address's club)",
    answer: eventCategorySchema.array(),
  }),
  get: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/events/:eventId",
    summary: "One event of the club, a draft or cancelled one too, with its ticket types (the editor's)",
    params: eventParamsSchema,
    answer: staffEventSchema,
  }),
  create: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/events",
    summary: "Create an event as a draft (a recurring one as a dated occurrence per repeat)",
    body: eventInputSchema,
    answer: staffEventSchema,
    status: 201,
  }),
  edit: defineEndpoint({
    ...staff,
    method: "PATCH",
    path: "/admin/api/events/:eventId",
    summary: "Change an event",
    params: eventParamsSchema,
    body: eventPatchSchema,
    answer: staffEventSchema,
  }),
  publish: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/events/:eventId/publish",
    summary: "Publish a draft event: it shows in the catalogue and sells",
    params: eventParamsSchema,
    answer: staffEventSchema,
  }),
  cancel: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/events/:eventId/cancel",
    summary:
      "Cancel an event: every ticket is cancelled and refunded once; asked again, refunds nothing more",
    params: eventParamsSchema,
    answer: staffEventCancelResultSchema,
  }),
  addTicketType: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/events/:eventId/ticket-types",
    summary: "Add a ticket type to an event",
    params: eventParamsSchema,
    body: ticketTypeInputSchema,
    answer: ticketTypeSchema,
    status: 201,
  }),
  editTicketType: defineEndpoint({
    ...staff,
    method: "PATCH",
    path: "/admin/api/events/:eventId/ticket-types/:ticketTypeId",
    summary: "Change a ticket type (a quantity below what is sold and held is refused)",
    params: ticketTypeParamsSchema,
    body: ticketTypePatchSchema,
    answer: ticketTypeSchema,
  }),
  attendees: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/events/:eventId/attendees",
    summary: "The event's tickets with their buyers, holders and scans (paginated)",
    params: eventParamsSchema,
    query: pageQuerySchema,
    answer: attendeeListSchema,
  }),
  scan: defineEndpoint({
    /** The door scans tickets. */
    staffLevel: "staff",
    ...staff,
    method: "POST",
    path: "/admin/api/events/tickets/scan",
    summary:
      "Check a ticket in by its serial: active becomes scanned; scanned again answers already_scanned with the time; a cancelled ticket is refused, and so, given the event_id checked in at, is another event's (left unused)",
    body: scanTicketSchema,
    answer: scanResultSchema,
  }),
};
