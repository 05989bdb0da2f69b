/**
 * The waitlist for staff (issue 32 item 3): read an event's line, take a member out of it (an
 * offer held for them passes to the next in line), and offer a free ticket to the first in line.
 * Reading is any level's; changing the line is a manager's, as every other change to events.
 */
import { defineEndpoint } from "../common/endpoint.ts";
import { eventParamsSchema } from "./events.schemas.ts";
import {
  staffWaitlistEntrySchema,
  staffWaitlistQuerySchema,
  waitlistEntryParamsSchema,
  waitlistOfferResultSchema,
} from "./staff-waitlist.schemas.ts";

const staff = { access: "staff", tags: ["admin", "events"], errors: [400, 401, 404, 409] } as const;

export const staffWaitlistEndpoints = {
  /** Paginated: the `pagination` header says where the page is. */
  list: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/events/:eventId/waitlist",
    summary:
      "The event's waitlist in the order members joined, with each one's place (those waiting), the offer held for them and until when; status filters (paginated)",
    params: eventParamsSchema,
    query: staffWaitlistQuerySchema,
    answer: staffWaitlistEntrySchema.array(),
  }),
  remove: defineEndpoint({
    ...staff,
    staffLevel: "manager",
    method: "DELETE",
    path: "/admin/api/events/:eventId/waitlist/:waitlistEntryId",
    summary:
      "Take a member out of the line: a ticket held for them by a live offer is given back and offered to the next in line; asked again, answers the same; a member who took their offer is refused (cancel their ticket instead)",
    params: waitlistEntryParamsSchema,
    answer: staffWaitlistEntrySchema,
  }),
  offer: defineEndpoint({
    ...staff,
    staffLevel: "manager",
    method: "POST",
    path: "/admin/api/events/:eventId/waitlist/offer",
    summary:
      "Offer one free ticket now to the first in line who answered the form (held for them and mailed, as a freed ticket is); 409 when no ticket is free or nobody waiting can take one",
    params: eventParamsSchema,
    answer: waitlistOfferResultSchema,
  }),
};
