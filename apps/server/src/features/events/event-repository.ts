/**
 * Events, their categories and ticket types: the catalogue's reads and staff's writes. A ticket
 * type's capacity moves only by conditional UPDATEs (hold, release, sell, unsell), each of which
 * the database serialises on the row and re-checks, so concurrent buyers never take more than
 * there is, on PGlite or PostgreSQL.
 */
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lt,
  ne,
  sql,
} from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { BatchedReads } from "../../db/batched-reads.ts";
import { statement } from "../../db/statement.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { AppError } from "../../lib/errors.ts";
import { containing } from "../../lib/like-patterns.ts";
import {
  type EventRow,
  eventCategories,
  events,
  eventTicketTypes,
  type TicketTypeFacts,
  type TicketTypeRow,
} from "./tables.ts";

export const getEvent = (scope: TenantScope, eventId: string): Promise<EventRow> =>
  scope.getOne(events, eq(events.id, eventId));

/** A published (or cancelled) event: drafts are staff's only. */
export const getListedEvent = (scope: TenantScope, eventId: string): Promise<EventRow> =>
  scope.getOne(events, and(eq(events.id, eventId), ne(events.status, "draft")));

export interface EventListFilter {
  /** Instants: the event starts at or after `from` and ends before `until`. */
  from: Date;
  until: Date | null;
  categories: readonly string[];
  /** Local start hours kept, by the time-slot chips; null for every hour. */
  hours: { from: number; to: number }[] | null;
  offset: number;
  limit: number;
}

/** Published events in the filter, soonest first, and how many there are. */
export async function listPublishedEvents(scope: TenantScope, filter: EventListFilter) {
  const localHour = sql`extract(hour from (${events.startsAt} at time zone ${events.timezoneId}))`;
  const where = and(
    eq(events.status, "published"),
    gte(events.startsAt, filter.from),
    filter.until ? lt(events.endsAt, filter.until) : undefined,
    filter.categories.length > 0 ? arrayOverlaps(events.categoryIds, [...filter.categories]) : undefined,
    filter.hours
      ? sql`(${sql.join(
          filter.hours.map((slot) => sql`(${localHour} >= ${slot.from} and ${localHour} < ${slot.to})`),
          sql` or `,
        )})`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    scope
      .select()
      .from(events)
      .where(where)
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(filter.limit)
      .offset(filter.offset),
    scope.select({ n: count() }).from(events).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/** Every event of the club for staff, soonest first. */
/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */

/**
 * A page of the club's events for staff: all, those not ended by `now` (soonest first) or
 * those ended (latest first), with the title containing `search` (any case).
 */
export async function listAllEvents(
  scope: TenantScope,
  filter: { when?: "upcoming" | "past" | undefined; search?: string | undefined; now: Date },
  offset: number,
  limit: number,
) {
  const where = and(
    filter.when === "upcoming" ? gte(events.endsAt, filter.now) : undefined,
    filter.when === "past" ? lt(events.endsAt, filter.now) : undefined,
    filter.search ? ilike(events.title, containing(filter.search)) : undefined,
  );
  const order =
    filter.when === "past"
      ? [desc(events.startsAt), desc(events.id)]
      : [asc(events.startsAt), asc(events.id)];
  const [rows, [total]] = await Promise.all([
    scope
      .select()
      .from(events)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    scope.select({ n: count() }).from(events).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

export const eventsByIds = (scope: TenantScope, ids: readonly string[]): Promise<EventRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : scope
        .select()
        .from(events)
        .where(inArray(events.id, [...ids]));

export const occurrencesOf = (scope: TenantScope, seriesId: string): Promise<EventRow[]> =>
  scope.select().from(events).where(eq(events.seriesId, seriesId)).orderBy(asc(events.startsAt));

export const categoriesOf = (scope: TenantScope) =>
  scope.select().from(eventCategories).orderBy(asc(eventCategories.position), asc(eventCategories.name));

/** The ticket types of some events, in their order. */
export const ticketTypesOf = (scope: TenantScope, eventIds: readonly string[]): Promise<TicketTypeRow[]> =>
  eventIds.length === 0
    ? Promise.resolve([])
    : scope
        .select()
        .from(eventTicketTypes)
        .where(inArray(eventTicketTypes.eventId, [...eventIds]))
        .orderBy(asc(eventTicketTypes.position), asc(eventTicketTypes.name));

/** A ticket type and its event; 404 for an unknown one or another club's. */
export async function ticketTypeWithEvent(
  scope: TenantScope,
  ticketTypeId: string,
  lock = false,
): Promise<{ type: TicketTypeRow; event: EventRow }> {
  const [row] = await (lock ? lockTypeWithEvent : typeWithEvent)(scope, { id: ticketTypeId });
  if (!row) throw new AppError("not_found");
  return row;
}

const typeWithEventQuery = (scope: TenantScope, ticketTypeId: string) =>
  scope
    .select({ type: eventTicketTypes, event: events })
    .from(eventTicketTypes)
    .innerJoin(events, eq(events.id, eventTicketTypes.eventId))
    .where(eq(eventTicketTypes.id, ticketTypeId));

// Built once (db/statement.ts): a ticket's hold reads its type afresh.
const typeWithEvent = statement((scope, type: { id: string }) => typeWithEventQuery(scope, type.id));
const lockTypeWithEvent = statement((scope, type: { id: string }) =>
  typeWithEventQuery(scope, type.id).for("update", { of: eventTicketTypes }),
);

/** What cart lines say of ticket types: kept until a type or its event changes, not when only its counters do. */
export const CART_TICKET_READS = "cart_tickets";

const { held: _held, sold: _sold, ...ticketTypeFacts } = getTableColumns(eventTicketTypes);

/**
 * A ticket type's facts (no counters) and its event, kept per club until either changes
 * (CART_TICKET_READS): a drop's every add and checkout describes its lines. Counters are read
 * apart (the hold's conditional UPDATE decides, the catalogue's reads count).
 */
export async function ticketFactsOf(
  scope: TenantScope,
  ticketTypeId: string,
): Promise<{ type: TicketTypeFacts; event: EventRow }> {
  const row = await scope.kept(CART_TICKET_READS, ticketTypeId, async () => {
    const [found] = await scope
      .select({ type: ticketTypeFacts, event: events })
      .from(eventTicketTypes)
      .innerJoin(events, eq(events.id, eventTicketTypes.eventId))
      .where(eq(eventTicketTypes.id, ticketTypeId));
    return found ?? null;
  });
  if (!row) throw new AppError("not_found");
  return row;
}

/** Built once (db/statement.ts): the list is one value, an array (`= any`, not `in`). */
const typesWithEventsQuery = statement((scope, asked: { ticketTypeIds: string[] }) =>
  scope
    .select({ type: eventTicketTypes, event: events })
    .from(eventTicketTypes)
    .innerJoin(events, eq(events.id, eventTicketTypes.eventId))
    .where(sql`${eventTicketTypes.id} = any(${asked.ticketTypeIds})`),
);

async function readTypesWithEvents(scope: TenantScope, ticketTypeIds: string[]) {
  const rows = await typesWithEventsQuery(scope, { ticketTypeIds });
  return new Map(rows.map((row) => [row.type.id, row]));
}

/**
 * A ticket type and its event, read together with the other reads asked for at that moment (a
 * drop's buyers checking what is left share a query); undefined for an unknown type.
 */
const typesWithEvents = new BatchedReads(readTypesWithEvents);
export const ticketTypeWithEventShared = (scope: TenantScope, ticketTypeId: string) =>
  typesWithEvents.read(scope, ticketTypeId);

export const insertEvents = (scope: TenantScope, rows: Omit<typeof events.$inferInsert, "companyId">[]) =>
  scope.insert(events).values(rows).returning();

export const updateEvent = (
  scope: TenantScope,
  eventId: string,
  changes: Partial<typeof events.$inferInsert>,
) => scope.updateOne(events, eq(events.id, eventId), changes);

export const insertTicketTypes = (
  scope: TenantScope,
  rows: Omit<typeof eventTicketTypes.$inferInsert, "companyId">[],
) => scope.insert(eventTicketTypes).values(rows).returning();

/**
 * Changes a ticket type; a new quantity must still cover what is held and sold, checked in the
 * same statement (answers undefined when it does not).
 */
export async function updateTicketType(
  scope: TenantScope,
  ticketTypeId: string,
  changes: Partial<typeof eventTicketTypes.$inferInsert>,
): Promise<TicketTypeRow | undefined> {
  const [row] = await scope
    .update(eventTicketTypes)
    .set(changes)
    .where(
      and(
        eq(eventTicketTypes.id, ticketTypeId),
        changes.quantity === undefined || changes.quantity === null
          ? undefined
          : sql`${eventTicketTypes.held} + ${eventTicketTypes.sold} <= ${changes.quantity}`,
      ),
    )
    .returning();
  return row;
}

/** Holds `more` units while the type has them (one conditional UPDATE); answers whether it did. */
export async function holdTicketUnits(
  scope: TenantScope,
  ticketTypeId: string,
  more: number,
): Promise<boolean> {
  const held = await holdUnits(scope, { id: ticketTypeId, more });
  return held.length === 1;
}

/**
 * Holds `more` units when they are left, and answers the type and its event as the hold found
 * them, under its row lock (fresher than any read before it); undefined when nothing was held
 * (too few left, or no such type). One statement where a read and a hold were two.
 */
export async function holdTicketUnitsReading(
  scope: TenantScope,
  ticketTypeId: string,
  more: number,
): Promise<{ type: TicketTypeRow; event: EventRow } | undefined> {
  const [row] = await holdUnitsReading(scope, { id: ticketTypeId, more });
  return row;
}

// A ticket drop's holds and sales: built once (db/statement.ts).

const holdUnitsReading = statement((scope, hold: { id: string; more: number }) =>
  scope
    .update(eventTicketTypes)
    .set({ held: sql`${eventTicketTypes.held} + ${hold.more}` })
    .from(events)
    .where(
      and(
        eq(eventTicketTypes.id, hold.id),
        // The type's own event, of the same club (the scope matches only the updated table).
        eq(events.id, eventTicketTypes.eventId),
        eq(events.companyId, eventTicketTypes.companyId),
        sql`(${eventTicketTypes.quantity} is null or ${eventTicketTypes.quantity} - ${eventTicketTypes.held} - ${eventTicketTypes.sold} >= ${hold.more})`,
      ),
    )
    .returning({ type: eventTicketTypes, event: events }),
);

const holdUnits = statement((scope, hold: { id: string; more: number }) =>
  scope
    .update(eventTicketTypes)
    .set({ held: sql`${eventTicketTypes.held} + ${hold.more}` })
    .where(
      and(
        eq(eventTicketTypes.id, hold.id),
        sql`(${eventTicketTypes.quantity} is null or ${eventTicketTypes.quantity} - ${eventTicketTypes.held} - ${eventTicketTypes.sold} >= ${hold.more})`,
      ),
    )
    .returning({ id: eventTicketTypes.id }),
);

const by = (column: AnyPgColumn, delta: number) => sql`greatest(${column} + ${delta}, 0)`;

/**
 * A move of a type's counts (`moveUnits`), not yet run: for a statement that moves them beside
 * the sale's other writes (ticket-sale-statement.ts).
 */
export const heldAndSoldMove = (scope: TenantScope, change: { id: string; held: number; sold: number }) =>
  scope
    .update(eventTicketTypes)
    .set({ held: by(eventTicketTypes.held, change.held), sold: by(eventTicketTypes.sold, change.sold) })
    .where(eq(eventTicketTypes.id, change.id));

const moveHeldAndSold = statement(heldAndSoldMove);

/** Moves a type's counts by whole units (held or sold), never below zero; unconditional. */
async function moveUnits(
  scope: TenantScope,
  ticketTypeId: string,
  change: { held?: number; sold?: number },
): Promise<void> {
  if (!change.held && !change.sold) return;
  await moveHeldAndSold(scope, { id: ticketTypeId, held: change.held ?? 0, sold: change.sold ?? 0 });
}

/** Gives held units back. */
export const releaseTicketUnits = (scope: TenantScope, ticketTypeId: string, units: number) =>
  moveUnits(scope, ticketTypeId, { held: -units });

/** Sold units are free again (a ticket cancelled). */
export const unsellTicketUnits = (scope: TenantScope, ticketTypeId: string, units: number) =>
  moveUnits(scope, ticketTypeId, { sold: -units });

/** Units left to sell; null for no limit. */
export const unitsLeft = (type: TicketTypeRow): number | null =>
  type.quantity === null ? null : Math.max(type.quantity - type.held - type.sold, 0);
