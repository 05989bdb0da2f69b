/**
 * The bookings' queries: resources with their units, services, therapists and blackout days;
 * the busy times of units; bookings by member, by order line, by resource and day. Taking a
 * unit's time starts with `lockResource` (a row lock on the resource) in the caller's
 * transaction, so two writers for one resource take turns and the second sees the first's
 * booking (PostgreSQL's read committed reads again after the lock; PGlite runs one transaction
 * at a time).
 */
import { BOOKING_MAX_MINUTES } from "@crest/domain";
import { and, asc, count, eq, gt, gte, inArray, lt, ne } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import {
  type BookingBlackoutRow,
  type BookingResourceRow,
  type BookingRow,
  type BookingServiceRow,
  type BookingUnitRow,
  bookingBlackouts,
  bookingResources,
  bookingServices,
  bookingServiceTherapists,
  bookings,
  bookingUnits,
} from "./tables.ts";

export type BlockTypeValue = BookingResourceRow["blockType"];

/** Statuses that take a unit's time. */
const TAKING: BookingRow["status"][] = ["held", "booked"];

export const getResource = (scope: TenantScope, resourceId: string): Promise<BookingResourceRow> =>
  scope.getOne(bookingResources, eq(bookingResources.id, resourceId));

export const listResources = (
  scope: TenantScope,
  blockType?: BlockTypeValue,
): Promise<BookingResourceRow[]> =>
  scope
    .select()
    .from(bookingResources)
    .where(blockType ? eq(bookingResources.blockType, blockType) : undefined)
    .orderBy(asc(bookingResources.position), asc(bookingResources.title));

/** Locks the resource's row for the rest of the transaction: takers of its units' time take turns. */
export async function lockResource(scope: TenantScope, resourceId: string): Promise<BookingResourceRow> {
  const [row] = await scope
    .select()
    .from(bookingResources)
    .where(eq(bookingResources.id, resourceId))
    .for("update");
  if (!row) throw new Error(`resource ${resourceId} went away`);
  return row;
}

export const unitsOf = (scope: TenantScope, resourceIds: readonly string[]): Promise<BookingUnitRow[]> =>
  resourceIds.length === 0
    ? Promise.resolve([])
    : scope
        .select()
        .from(bookingUnits)
        .where(inArray(bookingUnits.resourceId, [...resourceIds]))
        .orderBy(asc(bookingUnits.position), asc(bookingUnits.seats), asc(bookingUnits.name));

export const servicesOf = (
  scope: TenantScope,
  resourceIds: readonly string[],
): Promise<BookingServiceRow[]> =>
  resourceIds.length === 0
    ? Promise.resolve([])
    : scope
        .select()
        .from(bookingServices)
        .where(inArray(bookingServices.resourceId, [...resourceIds]))
        .orderBy(asc(bookingServices.position), asc(bookingServices.title));

/** Which therapists (units) give which services. */
export const therapistLinksOf = (
  scope: TenantScope,
  serviceIds: readonly string[],
): Promise<{ serviceId: string; unitId: string }[]> =>
  serviceIds.length === 0
    ? Promise.resolve([])
    : scope
        .select({ serviceId: bookingServiceTherapists.serviceId, unitId: bookingServiceTherapists.unitId })
        .from(bookingServiceTherapists)
        .where(inArray(bookingServiceTherapists.serviceId, [...serviceIds]));

export const blackoutsOf = (
  scope: TenantScope,
  resourceIds: readonly string[],
): Promise<BookingBlackoutRow[]> =>
  resourceIds.length === 0
    ? Promise.resolve([])
    : scope
        .select()
        .from(bookingBlackouts)
        .where(inArray(bookingBlackouts.resourceId, [...resourceIds]))
        .orderBy(asc(bookingBlackouts.date));

/**
 * Taken (held or booked) and reaching into `from`…`until`. A booking lasts at most
 * BOOKING_MAX_MINUTES (the table checks it), so its start is bounded on both sides and an index
 * on the start is read over that range only, however many bookings lie before it.
 */
const takenDuring = (from: Date, until: Date) =>
  and(
    inArray(bookings.status, TAKING),
    gte(bookings.startsAt, new Date(from.getTime() - BOOKING_MAX_MINUTES * 60_000)),
    lt(bookings.startsAt, until),
    gt(bookings.endsAt, from),
  );

export interface BusyRow {
  unitId: string;
  start: Date;
  end: Date;
}

/** The times the units are taken that reach into `from`…`until` (bookings_unit_time_idx). */
export const busyOf = (
  scope: TenantScope,
  unitIds: readonly string[],
  from: Date,
  until: Date,
): Promise<BusyRow[]> =>
  unitIds.length === 0
    ? Promise.resolve([])
    : scope
        .select({ unitId: bookings.unitId, start: bookings.startsAt, end: bookings.endsAt })
        .from(bookings)
        .where(and(inArray(bookings.unitId, [...unitIds]), takenDuring(from, until)));

/** The times a resource's units are taken that reach into `from`…`until`: one range of bookings_resource_time_idx. */
export const busyOfResource = (
  scope: TenantScope,
  resourceId: string,
  from: Date,
  until: Date,
): Promise<BusyRow[]> =>
  scope
    .select({ unitId: bookings.unitId, start: bookings.startsAt, end: bookings.endsAt })
    .from(bookings)
    .where(and(eq(bookings.resourceId, resourceId), takenDuring(from, until)));

export const insertBooking = (scope: TenantScope, values: Omit<typeof bookings.$inferInsert, "companyId">) =>
  scope.insertOne(bookings, values);

export const updateBooking = (
  scope: TenantScope,
  bookingId: string,
  values: Partial<typeof bookings.$inferInsert>,
) => scope.updateOne(bookings, eq(bookings.id, bookingId), values);

export const heldByKey = (scope: TenantScope, holdKey: string): Promise<BookingRow | undefined> =>
  scope.findOne(bookings, and(eq(bookings.holdKey, holdKey), eq(bookings.status, "held")));

/** Gives a held booking's time back; nothing held (released already) is fine. */
export async function deleteHeld(scope: TenantScope, holdKey: string): Promise<void> {
  await scope.delete(bookings).where(and(eq(bookings.holdKey, holdKey), eq(bookings.status, "held")));
}

export const getBooking = (scope: TenantScope, bookingId: string): Promise<BookingRow> =>
  scope.getOne(bookings, and(eq(bookings.id, bookingId), ne(bookings.status, "held")));

export const bookingOfItem = (scope: TenantScope, orderItemId: string): Promise<BookingRow | undefined> =>
  scope.findOne(bookings, eq(bookings.orderItemId, orderItemId));

/** The member's bookings of some resource kinds from an instant, soonest first, a page of them. */
export async function bookingsOfMember(
  scope: TenantScope,
  filter: { customerId: string; resourceIds: readonly string[]; from: Date; offset: number; limit: number },
): Promise<{ rows: BookingRow[]; totalCount: number }> {
  if (filter.resourceIds.length === 0) return { rows: [], totalCount: 0 };
  const where = and(
    eq(bookings.customerId, filter.customerId),
    inArray(bookings.resourceId, [...filter.resourceIds]),
    ne(bookings.status, "held"),
    gte(bookings.endsAt, filter.from),
  );
  const [rows, [total]] = await Promise.all([
    scope
      .select()
      .from(bookings)
      .where(where)
      .orderBy(asc(bookings.startsAt), asc(bookings.id))
      .limit(filter.limit)
      .offset(filter.offset),
    scope.select({ n: count() }).from(bookings).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/** A resource's bookings (not held in carts) starting in `from`…`until`, by start. */
export const bookingsOfResource = (
  scope: TenantScope,
  resourceId: string,
  from: Date,
  until: Date,
): Promise<BookingRow[]> =>
  scope
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.resourceId, resourceId),
        ne(bookings.status, "held"),
        gte(bookings.startsAt, from),
        lt(bookings.startsAt, until),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));

export const unitsByIds = (scope: TenantScope, unitIds: readonly string[]): Promise<BookingUnitRow[]> =>
  unitIds.length === 0
    ? Promise.resolve([])
    : scope
        .select()
        .from(bookingUnits)
        .where(inArray(bookingUnits.id, [...unitIds]));

export const getService = (
  scope: TenantScope,
  resourceId: string,
  serviceId: string,
): Promise<BookingServiceRow> =>
  scope.getOne(
    bookingServices,
    and(eq(bookingServices.id, serviceId), eq(bookingServices.resourceId, resourceId)),
  );

export const resourcesByIds = (scope: TenantScope, ids: readonly string[]): Promise<BookingResourceRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : scope
        .select()
        .from(bookingResources)
        .where(inArray(bookingResources.id, [...ids]));

export const servicesByIds = (scope: TenantScope, ids: readonly string[]): Promise<BookingServiceRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : scope
        .select()
        .from(bookingServices)
        .where(inArray(bookingServices.id, [...ids]));

/** A booking by id in any state but held, or undefined. */
export const findBooking = (scope: TenantScope, bookingId: string): Promise<BookingRow | undefined> =>
  scope.findOne(bookings, and(eq(bookings.id, bookingId), ne(bookings.status, "held")));

export const setSurveyResponse = (scope: TenantScope, bookingId: string, surveyResponseId: string) =>
  scope.updateOne(bookings, eq(bookings.id, bookingId), { surveyResponseId });
