/**
 * The events routes (spec-2 §7 Events; issue 25): the public catalogue and its calendar, the
 * guest ticket, and the member's events and tickets.
 */
import { accountEventEndpoints as account, publicEventEndpoints as visitor } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { cancelMyEventTickets } from "../../flows/cancel-event-tickets.ts";
import { registerForEvent } from "../../flows/register-for-event.ts";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route } from "../../platform/endpoint-route.ts";
import { keptAnswers } from "../../platform/kept-answers.ts";
import { myEvent, myEvents, ticketsOfTicket } from "./account-event-service.ts";
import { calendarLinksOf } from "./calendar-links.ts";
import {
  CATALOGUE_CLOCK_MS,
  EVENTS_READS,
  eventCalendarText,
  eventCategories,
  getPublicEvent,
  listEvents,
} from "./catalogue-service.ts";
import { getListedEvent } from "./event-repository.ts";
import { guestTicket } from "./guest-ticket-service.ts";
import { sendTicketWalletPass } from "./ticket-wallet-pass.ts";
import { transferTicket } from "./transfer-service.ts";
import { joinWaitlist, myWaitlistEntry } from "./waitlist-service.ts";

export async function eventRoutes(app: FastifyInstance) {
  const kept = keptAnswers(app, EVENTS_READS);
  const clock = { forMs: CATALOGUE_CLOCK_MS };
  route(app, visitor.list, (call) =>
    kept.sendPage(call.request, call.reply, {
      name: "list",
      query: call.query,
      schema: visitor.list.answer,
      load: () => listEvents(call.context, call.query),
      audience: "everyone",
      keeping: clock,
    }),
  );
  route(app, visitor.categories, async ({ context }) => eventCategories(context));
  route(app, visitor.get, (call) =>
    kept.send(call.request, call.reply, {
      key: `event ${call.params.eventId}`,
      schema: visitor.get.answer,
      load: () => getPublicEvent(call.context, call.params.eventId),
      audience: "everyone",
      keeping: clock,
    }),
  );
  route(app, visitor.register, async ({ context, params, body }) =>
    registerForEvent(context, params.eventId, body),
  );
  route(app, visitor.joinWaitlist, async ({ context, params }) => joinWaitlist(context, params.eventId));
  route(app, visitor.waitlistEntry, async ({ context, params }) => myWaitlistEntry(context, params.eventId));
  route(app, visitor.calendar, async ({ context, params, reply }) =>
    reply
      .header("content-type", "text/calendar; charset=utf-8")
      .header("content-disposition", `attachment; filename="event-${params.eventId}.ics"`)
      .send(await eventCalendarText(context, params.eventId)),
  );
  route(app, visitor.calendarRedirect, async ({ context, params, query, reply }) => {
    const event = await getListedEvent(context.scope, query.eventId);
    return reply.redirect(calendarLinksOf(event, context.publicOrigin)[params.type], 302);
  });
  route(app, visitor.guestTicket, async ({ context, params }) => guestTicket(context, params.serial));

  route(app, account.list, async ({ context, query, reply }) => {
    const { items, totalCount } = await myEvents(context, query);
    setPaginationHeader(reply, query, totalCount);
    return items;
  });
  route(app, account.get, async ({ context, params }) => myEvent(context, params.eventId));
  route(app, account.tickets, async ({ context, params }) => ticketsOfTicket(context, params.ticketId));
  route(app, account.cancel, async ({ context, params }) => cancelMyEventTickets(context, params.eventId));
  route(app, account.walletPass, async ({ context, params, query, request, reply }) =>
    sendTicketWalletPass(context, reply, params.ticketId, query.wallet, request.headers["user-agent"]),
  );
  route(app, account.transfer, async ({ context, params, body }) =>
    transferTicket(context, params.ticketId, body),
  );
}
