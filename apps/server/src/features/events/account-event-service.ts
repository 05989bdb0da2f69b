/**
 * The member's events and tickets (spec-2 §7 Events, account): the events they bought or hold
 * tickets for, one event with those tickets (the spec gives the event and its ticket list the
 * same path, so one answer carries both), and the tickets of one order line.
 */
import { type AccountEvent, type AccountEventTicket, type PageQuery, pageOffset } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { customerIdOf, type ServiceContext } from "../../platform/service-context.ts";
import { type CustomerRow, findCustomers } from "../customers/index.ts";
import { eventsByIds, getListedEvent, ticketTypesOf } from "./event-repository.ts";
import { accountEventView, ticketView } from "./event-views.ts";
import type { EventRow, TicketRow } from "./tables.ts";
import { eventIdsOfMember, getTicket, ticketsOfItemFor, ticketsOfMember } from "./ticket-repository.ts";
import { ticketPassLink } from "./ticket-wallet-pass.ts";

/** The people a set of tickets names (buyers and holders), by id. */
export async function peopleOf(context: ServiceContext, tickets: readonly TicketRow[]) {
  const ids = new Set<string>();
  for (const ticket of tickets) {
    ids.add(ticket.customerId);
    if (ticket.ownerId) ids.add(ticket.ownerId);
  }
  const rows = await findCustomers(context.scope, [...ids]);
  return new Map<string, CustomerRow>(rows.map((row) => [row.id, row]));
}

/** Tickets as the viewer sees them, each with its event and type. */
export async function ticketViews(
  context: ServiceContext,
  tickets: readonly TicketRow[],
  events: ReadonlyMap<string, EventRow>,
  viewerId: string,
): Promise<AccountEventTicket[]> {
  const [types, people] = await Promise.all([
    ticketTypesOf(context.scope, [...events.keys()]),
    peopleOf(context, tickets),
  ]);
  const now = new Date();
  return Promise.all(
    tickets.flatMap((ticket) => {
      const event = events.get(ticket.eventId);
      if (!event) return [];
      return [
        ticketView(ticket, {
          event,
          type: types.find((type) => type.id === ticket.ticketTypeId),
          people,
          origin: context.publicOrigin,
          viewerId,
          passLink: (ticketId) => ticketPassLink(context, ticketId),
          now,
        }),
      ];
    }),
  );
}

/** One event with the tickets the customer bought or holds. */
export async function memberEventView(context: ServiceContext, event: EventRow, customerId: string) {
  const tickets = await ticketsOfMember(context.scope, event.id, customerId);
  const views = await ticketViews(context, tickets, new Map([[event.id, event]]), customerId);
  return accountEventView(event, views, context.tenant.config.company.name);
}

/** GET /api/account/events: the member's events (upcoming: not ended), soonest first. */
export async function myEvents(
  context: ServiceContext,
  query: PageQuery & { upcoming?: boolean | undefined },
): Promise<{ items: AccountEvent[]; totalCount: number }> {
  const customerId = customerIdOf(context);
  const { ids, totalCount } = await eventIdsOfMember(context.scope, customerId, {
    upcoming: query.upcoming ?? false,
    now: new Date(),
    offset: pageOffset(query),
    limit: query.pageSize,
  });
  const rows = await eventsByIds(context.scope, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items: AccountEvent[] = [];
  for (const id of ids) {
    const event = byId.get(id);
    if (event) items.push(await memberEventView(context, event, customerId));
  }
  return { items, totalCount };
}

/** GET /api/account/events/{id}: one event with the member's tickets; 404 when they hold none. */
export async function myEvent(context: ServiceContext, eventId: string): Promise<AccountEvent> {
  const customerId = customerIdOf(context);
  const event = await getListedEvent(context.scope, eventId);
  const view = await memberEventView(context, event, customerId);
  if (view.tickets.length === 0) throw new AppError("not_found");
  return view;
}

/** GET /api/account/events/tickets/{id}/tickets: the tickets of the ticket's order line the member bought or holds. */
export async function ticketsOfTicket(
  context: ServiceContext,
  ticketId: string,
): Promise<AccountEventTicket[]> {
  const customerId = customerIdOf(context);
  const ticket = await getTicket(context.scope, ticketId);
  if (ticket.customerId !== customerId && ticket.ownerId !== customerId) throw new AppError("not_found");
  const tickets = await ticketsOfItemFor(context.scope, ticket.orderItemId, customerId);
  const event = await getListedEvent(context.scope, ticket.eventId);
  return ticketViews(context, tickets, new Map([[event.id, event]]), customerId);
}
