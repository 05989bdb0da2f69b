/**
 * The bookings' routes (issue 26; spec-1 §7 schedules and reservations, spec-2 §7 Bookings): the
 * resources and their slots, express book, and the member's reservations and appointments.
 */

import { gzipSync } from "node:zlib";
import {
  accountAppointmentEndpoints,
  accountReservationEndpoints,
  bookingEndpoints as visitor,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { answerBookingSurvey } from "../../flows/answer-booking-survey.ts";
import { bookExpress } from "../../flows/book-express.ts";
import { cancelMyBooking } from "../../flows/cancel-booking.ts";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { acceptsGzip } from "../../lib/precompressed.ts";
import { route } from "../../platform/endpoint-route.ts";
import { myBooking, myBookings } from "./account-booking-service.ts";
import type { BookingKind } from "./booking-cart-items.ts";
import { bookableResource, listBookableResources } from "./resource-service.ts";
import { slotsAnswer } from "./slot-service.ts";

/** The member's routes of one kind: the same shapes at /api/account/reservations and /appointments. */
function accountRoutes(
  app: FastifyInstance,
  kind: BookingKind,
  endpoints: typeof accountReservationEndpoints | typeof accountAppointmentEndpoints,
) {
  route(app, endpoints.list, async ({ context, query, reply }) => {
    const { items, totalCount } = await myBookings(context, kind, query);
    setPaginationHeader(reply, query, totalCount);
    return items;
  });
  route(app, endpoints.get, async ({ context, params }) => myBooking(context, kind, params.bookingId));
  route(app, endpoints.answerSurvey, async ({ context, params, body }) =>
    answerBookingSurvey(context, kind, params.bookingId, body),
  );
  route(app, endpoints.cancel, async ({ context, params }) =>
    cancelMyBooking(context, kind, params.bookingId),
  );
}

export async function bookingRoutes(app: FastifyInstance) {
  route(app, visitor.resources, async ({ context, query }) => listBookableResources(context, query));
  route(app, visitor.resource, async ({ context, params }) => bookableResource(context, params.resourceId));
  // Sent as the slots cache keeps it (encoded through the endpoint's schema when kept).
  route(app, visitor.slots, async ({ context, params, query, request, reply }) => {
    const answer = await slotsAnswer(context, app.bookingSlots, params.type, params.resourceId, query);
    reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
    if (!acceptsGzip(request.headers["accept-encoding"])) return reply.send(answer.json);
    answer.gzip ??= gzipSync(answer.json, { level: 6 });
    return reply.header("content-encoding", "gzip").send(answer.gzip);
  });
  route(app, visitor.book, async ({ context, body }) => bookExpress(context, body));
  accountRoutes(app, "reservations", accountReservationEndpoints);
  accountRoutes(app, "appointments", accountAppointmentEndpoints);
}
