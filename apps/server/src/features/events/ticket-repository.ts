/**
 * Tickets: issued on payment, read by their buyer and holder, moved by a transfer, checked in by
 * a scan and voided by a cancellation. State changes are conditional UPDATEs on the ticket's
 * status (and holder), so a scan, a transfer and a cancel racing for one ticket cannot both win.
 */
import { and, asc, count, desc, eq, gte, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { insertStatement } from "../../db/statement.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import {
  events,
  eventTickets,
  eventTicketTypes,
  type TicketAttendeeRecord,
  type TicketRow,
} from "./tables.ts";

export const insertTickets = insertStatement(eventTickets);

/** A ticket issued at checkout, its id made in code (a statement writes it beside others). */
export interface IssuedTicket {
  id: string;
  eventId: string;
  ticketTypeId: string;
  orderId: string;
  orderItemId: string;
  customerId: string;
  ownerId: string;
  serial: string;
  priceCents: number;
  attendee: TicketAttendeeRecord | null;
}

/**
 * The insert of tickets issued at checkout, not yet run: for a statement that writes them beside
 * the sale's other writes (ticket-sale-statement.ts). Each column named: a statement's values
 * are placeholders, never spread.
 */
export const issuedTicketsInsert = (scope: TenantScope, tickets: readonly IssuedTicket[]) =>
  scope.insert(eventTickets).values(
    tickets.map((ticket) => ({
      id: ticket.id,
      eventId: ticket.eventId,
      ticketTypeId: ticket.ticketTypeId,
      orderId: ticket.orderId,
      orderItemId: ticket.orderItemId,
      customerId: ticket.customerId,
      ownerId: ticket.ownerId,
      serial: ticket.serial,
      priceCents: ticket.priceCents,
      attendee: ticket.attendee,
    })),
  );

export const getTicket = (scope: TenantScope, ticketId: string): Promise<TicketRow> =>
  scope.getOne(eventTickets, eq(eventTickets.id, ticketId));

export const ticketBySerial = (scope: TenantScope, serial: string): Promise<TicketRow | undefined> =>
  scope.findOne(eventTickets, eq(eventTickets.serial, serial));

/** The customer's part in a ticket: they bought it or hold it. */
const mine = (customerId: string) =>
  or(eq(eventTickets.customerId, customerId), eq(eventTickets.ownerId, customerId));

/** Tickets of an event the customer bought or holds. */
export const ticketsOfMember = (
  scope: TenantScope,
  eventId: string,
  customerId: string,
): Promise<TicketRow[]> =>
  scope
    .select()
    .from(eventTickets)
    .where(and(eq(eventTickets.eventId, eventId), mine(customerId)))
    .orderBy(asc(eventTickets.createdAt), asc(eventTickets.serial));

/** Tickets of one order line the customer bought or holds. */
export const ticketsOfItemFor = (scope: TenantScope, orderItemId: string, customerId: string) =>
  scope
    .select()
    .from(eventTickets)
    .where(and(eq(eventTickets.orderItemId, orderItemId), mine(customerId)))
    .orderBy(asc(eventTickets.createdAt), asc(eventTickets.serial));

/** The events the customer bought or holds tickets for (upcoming: not ended), soonest first. */
export async function eventIdsOfMember(
  scope: TenantScope,
  customerId: string,
  options: { upcoming: boolean; now: Date; offset: number; limit: number },
) {
  const where = and(mine(customerId), options.upcoming ? gte(events.endsAt, options.now) : undefined);
  const [rows, [total]] = await Promise.all([
    scope
      .select({ id: events.id, startsAt: events.startsAt })
      .from(eventTickets)
      .innerJoin(events, eq(events.id, eventTickets.eventId))
      .where(where)
      .groupBy(events.id, events.startsAt)
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(options.limit)
      .offset(options.offset),
    scope
      .select({ n: sql<number>`count(distinct ${events.id})::int` })
      .from(eventTickets)
      .innerJoin(events, eq(events.id, eventTickets.eventId))
      .where(where),
  ]);
  return { ids: rows.map((row) => row.id), totalCount: total?.n ?? 0 };
}

const countOf = async (scope: TenantScope, where: SQL | undefined): Promise<number> =>
  (await scope.select({ n: count() }).from(eventTickets).where(where))[0]?.n ?? 0;

/** Tickets of a type the customer bought and did not cancel (a per-member maximum counts them). */
export const boughtOfType = (scope: TenantScope, ticketTypeId: string, customerId: string) =>
  countOf(
    scope,
    and(
      eq(eventTickets.ticketTypeId, ticketTypeId),
      eq(eventTickets.customerId, customerId),
      ne(eventTickets.status, "cancelled"),
    ),
  );

/** Active tickets of an order line, the buyer's own first; at most `units`, locked. */
export function activeTicketsOfItem(scope: TenantScope, orderItemId: string, buyerId: string, units: number) {
  return scope
    .select()
    .from(eventTickets)
    .where(and(eq(eventTickets.orderItemId, orderItemId), eq(eventTickets.status, "active")))
    .orderBy(
      desc(sql`${eventTickets.ownerId} is not distinct from ${buyerId}`),
      asc(eventTickets.createdAt),
      asc(eventTickets.serial),
    )
    .limit(units)
    .for("update");
}

/** How many of an order line's tickets are active, and how many of those the buyer still holds. */
export async function activeCountsOfItem(scope: TenantScope, orderItemId: string, buyerId: string) {
  const [row] = await scope
    .select({
      active: count(),
      held: sql<number>`count(*) filter (where ${eventTickets.ownerId} = ${buyerId})::int`,
    })
    .from(eventTickets)
    .where(and(eq(eventTickets.orderItemId, orderItemId), eq(eventTickets.status, "active")));
  return { active: row?.active ?? 0, heldByBuyer: row?.held ?? 0 };
}

export async function cancelTickets(
  scope: TenantScope,
  ticketIds: readonly string[],
  now: Date,
): Promise<number> {
  if (ticketIds.length === 0) return 0;
  const done = await scope
    .update(eventTickets)
    .set({ status: "cancelled", cancelledAt: now })
    .where(and(inArray(eventTickets.id, [...ticketIds]), eq(eventTickets.status, "active")))
    .returning({ id: eventTickets.id });
  return done.length;
}

/**
 * Moves an active ticket from its holder to a member or a guest, with a new serial (the old
 * one, which the giver saw, opens nothing any more); undefined when it is no longer theirs to give.
 */
export async function moveTicket(
  scope: TenantScope,
  move: {
    ticketId: string;
    fromOwnerId: string;
    toOwnerId: string | null;
    guest: { email: string; name: string | null } | null;
    serial: string;
    now: Date;
  },
): Promise<TicketRow | undefined> {
  const [row] = await scope
    .update(eventTickets)
    .set({
      ownerId: move.toOwnerId,
      guestEmail: move.guest?.email ?? null,
      guestName: move.guest?.name ?? null,
      serial: move.serial,
      transferredAt: move.now,
    })
    .where(
      and(
        eq(eventTickets.id, move.ticketId),
        eq(eventTickets.ownerId, move.fromOwnerId),
        eq(eventTickets.status, "active"),
      ),
    )
    .returning();
  return row;
}

/**
 * Checks an active ticket in (of `eventId` when given); undefined when it was not active (scanned
 * before, or cancelled) or is another event's.
 */
export async function scanTicket(
  scope: TenantScope,
  serial: string,
  now: Date,
  scanData: string | null,
  eventId?: string,
): Promise<TicketRow | undefined> {
  const [row] = await scope
    .update(eventTickets)
    .set({ status: "scanned", scannedAt: now, scanData })
    .where(
      and(
        eq(eventTickets.serial, serial),
        eq(eventTickets.status, "active"),
        eventId ? eq(eventTickets.eventId, eventId) : undefined,
      ),
    )
    .returning();
  return row;
}

/** An event's tickets for staff, with their type's name, in order of sale. */
export async function ticketsOfEvent(scope: TenantScope, eventId: string, offset: number, limit: number) {
  const where = eq(eventTickets.eventId, eventId);
  const [rows, [total]] = await Promise.all([
    scope
      .select({ ticket: eventTickets, typeName: eventTicketTypes.name })
      .from(eventTickets)
      .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventTickets.ticketTypeId))
      .where(where)
      .orderBy(asc(eventTickets.createdAt), asc(eventTickets.serial))
      .limit(limit)
      .offset(offset),
    scope.select({ n: count() }).from(eventTickets).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/** The order lines of an event that still have active tickets (staff cancelling the event refund them). */
export async function activeItemsOfEvent(scope: TenantScope, eventId: string) {
  return scope
    .select({ orderId: eventTickets.orderId, orderItemId: eventTickets.orderItemId, active: count() })
    .from(eventTickets)
    .where(and(eq(eventTickets.eventId, eventId), eq(eventTickets.status, "active")))
    .groupBy(eventTickets.orderId, eventTickets.orderItemId);
}

/** The order lines of an event where the customer bought tickets they still hold, active. */
export async function cancellableItemsOf(scope: TenantScope, eventId: string, customerId: string) {
  return scope
    .select({ orderId: eventTickets.orderId, orderItemId: eventTickets.orderItemId, units: count() })
    .from(eventTickets)
    .where(
      and(
        eq(eventTickets.eventId, eventId),
        eq(eventTickets.customerId, customerId),
        eq(eventTickets.ownerId, customerId),
        eq(eventTickets.status, "active"),
      ),
    )
    .groupBy(eventTickets.orderId, eventTickets.orderItemId);
}

/** The order lines of an event the customer bought (to answer a repeated cancel from its record). */
export async function boughtItemsOf(scope: TenantScope, eventId: string, customerId: string) {
  return scope
    .select({ orderId: eventTickets.orderId, orderItemId: eventTickets.orderItemId })
    .from(eventTickets)
    .where(and(eq(eventTickets.eventId, eventId), eq(eventTickets.customerId, customerId)))
    .groupBy(eventTickets.orderId, eventTickets.orderItemId);
}

/** How many of the tickets the customer bought for an event are cancelled. */
export const cancelledTicketsOf = (scope: TenantScope, eventId: string, customerId: string) =>
  countOf(
    scope,
    and(
      eq(eventTickets.eventId, eventId),
      eq(eventTickets.customerId, customerId),
      eq(eventTickets.status, "cancelled"),
    ),
  );

/** The event's tickets cancelled so far, and the order lines they were sold on. */
export async function cancelledOfEvent(scope: TenantScope, eventId: string) {
  const rows = await scope
    .select({ orderItemId: eventTickets.orderItemId, status: eventTickets.status })
    .from(eventTickets)
    .where(eq(eventTickets.eventId, eventId));
  return {
    cancelled: rows.filter((row) => row.status === "cancelled").length,
    orderItemIds: [...new Set(rows.map((row) => row.orderItemId))],
  };
}
