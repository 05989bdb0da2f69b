/**
 * The waitlist's queries: members in line for an event, in the order they joined, and the offers
 * made to them. An offer is taken by one conditional UPDATE, so it is taken once.
 */
import { and, asc, count, eq, gt, lt, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { eventTicketTypes, eventWaitlist, type WaitlistRow } from "./tables.ts";

export const findEntry = (scope: TenantScope, eventId: string, customerId: string) =>
  scope.findOne(
    eventWaitlist,
    and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.customerId, customerId)),
  );

/** A member in line again (or for the first time): waiting, from now, at the back of the line. */
export async function joinLine(
  scope: TenantScope,
  eventId: string,
  customerId: string,
): Promise<WaitlistRow> {
  const [row] = await scope
    .insert(eventWaitlist)
    .values({ eventId, customerId })
    .onConflictDoUpdate({
      target: [eventWaitlist.eventId, eventWaitlist.customerId],
      // An identity column takes its sequence's next value when set to DEFAULT.
      set: {
        status: "waiting",
        createdAt: new Date(),
        ticketTypeId: null,
        offerExpiresAt: null,
        seq: sql`default`,
      },
    })
    .returning();
  if (!row) throw new Error("not in line");
  return row;
}

/** Those waiting for an event, first in line first, locked (an offer goes to one of them at a time). */
export const waitingFor = (scope: TenantScope, eventId: string) =>
  scope
    .select()
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.status, "waiting")))
    .orderBy(asc(eventWaitlist.seq))
    .for("update");

/** How many wait ahead of an entry. */
export async function aheadOf(scope: TenantScope, entry: WaitlistRow): Promise<number> {
  const [row] = await scope
    .select({ n: count() })
    .from(eventWaitlist)
    .where(
      and(
        eq(eventWaitlist.eventId, entry.eventId),
        eq(eventWaitlist.status, "waiting"),
        lt(eventWaitlist.seq, entry.seq),
      ),
    );
  return row?.n ?? 0;
}

export const setEntry = (
  scope: TenantScope,
  id: string,
  changes: Partial<typeof eventWaitlist.$inferInsert>,
) => scope.updateOne(eventWaitlist, eq(eventWaitlist.id, id), changes);

export const lockEntry = async (scope: TenantScope, id: string) =>
  (await scope.select().from(eventWaitlist).where(eq(eventWaitlist.id, id)).for("update"))[0];

const liveOffer = (ticketTypeId: string, customerId: string, now: Date) =>
  and(
    eq(eventWaitlist.ticketTypeId, ticketTypeId),
    eq(eventWaitlist.customerId, customerId),
    eq(eventWaitlist.status, "offered"),
    gt(eventWaitlist.offerExpiresAt, now),
  );

/** Whether the customer holds a live offer of a unit of the type. */
export const hasLiveOffer = async (scope: TenantScope, ticketTypeId: string, customerId: string, now: Date) =>
  (await scope.findOne(eventWaitlist, liveOffer(ticketTypeId, customerId, now))) !== undefined;

/** Takes the customer's live offer (its held unit becomes their cart's); answers the entry, or undefined. */
export async function takeOffer(scope: TenantScope, ticketTypeId: string, customerId: string, now: Date) {
  const [row] = await scope
    .update(eventWaitlist)
    .set({ status: "accepted" })
    .where(liveOffer(ticketTypeId, customerId, now))
    .returning();
  return row;
}

/**
 * A page of an event's line for staff, in the order members joined (of one status when asked),
 * each with the name of the type an offer holds and, for those waiting, their place: the window
 * counts within each status, so a waiting entry's number is its place whatever the filter.
 */
export async function linePage(
  scope: TenantScope,
  eventId: string,
  options: { status?: WaitlistRow["status"]; offset: number; limit: number },
) {
  const where = and(
    eq(eventWaitlist.eventId, eventId),
    options.status ? eq(eventWaitlist.status, options.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    scope
      .select({
        entry: eventWaitlist,
        typeName: eventTicketTypes.name,
        place: sql<number>`(row_number() over (partition by ${eventWaitlist.status} order by ${eventWaitlist.seq}))::int`,
      })
      .from(eventWaitlist)
      .leftJoin(eventTicketTypes, eq(eventTicketTypes.id, eventWaitlist.ticketTypeId))
      .where(where)
      .orderBy(asc(eventWaitlist.seq))
      .limit(options.limit)
      .offset(options.offset),
    scope.select({ n: count() }).from(eventWaitlist).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/** One entry of an event's line, or undefined. */
export const entryOf = (scope: TenantScope, eventId: string, entryId: string) =>
  scope.findOne(eventWaitlist, and(eq(eventWaitlist.id, entryId), eq(eventWaitlist.eventId, eventId)));
