/**
 * /admin/api/events: what staff need to run the club's events (issue 25 item 7) — create, edit,
 * publish and cancel events, add and change ticket types, list attendees, check tickets in. The
 * club is the staff session's (`tenant: false`).
 */
import { staffEventEndpoints as endpoints, staffWaitlistEndpoints as waitlist } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { cancelEvent } from "../../flows/cancel-event-tickets.ts";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route, staffClub } from "../../platform/endpoint-route.ts";
import { eventCategories } from "./catalogue-service.ts";
import { scanTicketIn } from "./scan-service.ts";
import {
  addTicketType,
  attendeesOf,
  createEvent,
  editEvent,
  editTicketType,
  getStaffEvent,
  listStaffEvents,
  publishEvent,
} from "./staff-event-service.ts";
import { offerWaitlistNow, removeFromWaitlist, waitlistOf } from "./staff-waitlist-service.ts";

export async function eventStaffRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.list,
    async ({ context, query, reply }) => {
      const { items, totalCount } = await listStaffEvents(context, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(app, endpoints.categories, async ({ context }) => eventCategories(context), staffClub);
  route(app, endpoints.get, async ({ context, params }) => getStaffEvent(context, params.eventId), staffClub);
  route(app, endpoints.create, async ({ context, body }) => createEvent(context, body), staffClub);
  route(
    app,
    endpoints.edit,
    async ({ context, params, body }) => editEvent(context, params.eventId, body),
    staffClub,
  );
  route(
    app,
    endpoints.publish,
    async ({ context, params }) => publishEvent(context, params.eventId),
    staffClub,
  );
  route(
    app,
    endpoints.cancel,
    async ({ context, params }) => cancelEvent(context, params.eventId),
    staffClub,
  );
  route(
    app,
    endpoints.addTicketType,
    async ({ context, params, body }) => addTicketType(context, params.eventId, body),
    staffClub,
  );
  route(
    app,
    endpoints.editTicketType,
    async ({ context, params, body }) => editTicketType(context, params.eventId, params.ticketTypeId, body),
    staffClub,
  );
  route(
    app,
    endpoints.attendees,
    async ({ context, params, query, reply }) => {
      const { items, totalCount } = await attendeesOf(context, params.eventId, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(
    app,
    endpoints.scan,
    async ({ context, body }) => scanTicketIn(context, body.serial, body.scanData, body.eventId),
    staffClub,
  );
  // The waitlist for staff (issue 32 item 3).
  route(
    app,
    waitlist.list,
    async ({ context, params, query, reply }) => {
      const { items, totalCount } = await waitlistOf(context, params.eventId, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(
    app,
    waitlist.remove,
    async ({ context, params }) => removeFromWaitlist(context, params.eventId, params.waitlistEntryId),
    staffClub,
  );
  route(
    app,
    waitlist.offer,
    async ({ context, params }) => offerWaitlistNow(context, params.eventId),
    staffClub,
  );
}
