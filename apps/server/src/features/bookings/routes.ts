/**
 * The bookings' routes (issue 26; spec-1 §7 schedules and reservations, spec-2 §7 Bookings): the
 * resources and their slots, express book, and the member's reservations and appointments.
 */

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
import { precompress, sendPrecompressed } from "../../lib/precompressed.ts";
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

const PRIVATE_ANSWER = { "cache-control": "private, no-cache" };

export async function bookingRoutes(app: FastifyInstance) {
  route(app, visitor.resources, async ({ context, query }) => listBookableResources(context, query));
  route(app, visitor.resource, async ({ context, params }) => bookableResource(context, params.resourceId));
  // Sent as the slots cache keeps it (encoded through the endpoint's schema when kept; compressed
  // and tagged once per kept answer), a 304 to a member who holds it already. Private: a
  // members-only resource's slots are for members' eyes. Left to be replayed to the next GET of
  // the URL while the cache still holds it (platform/replayed-answers.ts): the answer depends on
  // the club, the URL and the clock, which `answerOf` checks, and on being a member for a
  // members-only resource, which the replay's access asks.
  route(app, visitor.slots, async ({ context, params, query, request, reply }) => {
    const { companyId } = context.scope;
    const { resourceId } = params;
    const answer = await slotsAnswer(context, app.bookingSlots, params.type, resourceId, query);
    answer.sendable ??= precompress(answer.json);
    const sendable = answer.sendable;
    app.replays.remember(request, {
      companyId,
      access: answer.membersOnly ? "member" : visitor.slots.access,
      answer: sendable,
      headers: PRIVATE_ANSWER,
      stillTrue: () => app.bookingSlots.answerOf(companyId, resourceId, answer.key, Date.now()) === answer,
    });
    return sendPrecompressed(request, reply.headers(PRIVATE_ANSWER), sendable);
  });
  route(app, visitor.book, async ({ context, body }) => bookExpress(context, body));
  accountRoutes(app, "reservations", accountReservationEndpoints);
  accountRoutes(app, "appointments", accountAppointmentEndpoints);
}
