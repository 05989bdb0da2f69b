/**
 * What staff need to run bookings (issue 26 item 6): the club's resources with their units and
 * blackout days; creating and changing resources, schedules, units (tables, rooms, therapists),
 * spa services and blackout days; a resource's bookings on a local day; marking a no-show.
 * Cancelling with a full refund is the cancel-booking flow's.
 */
import {
  addDays,
  FIELD_MESSAGES,
  localDayOf,
  type OpeningHours,
  type ResourceInput,
  type Schedule,
  type ServiceInput,
  type StaffResource,
  type StaffService,
  TOPICS,
  type UnitChanges,
  zonedInstant,
} from "@crest/domain";
import { AppError, fieldError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { publishToCustomers } from "../realtime/index.ts";
import { staffBookingViews } from "./booking-views.ts";
import {
  blackoutsOf,
  bookingsOfResource,
  getBooking,
  getResource,
  getService,
  listResources,
  updateBooking,
} from "./repository.ts";
import { partsOf, type ResourceParts, resourceView, serviceView } from "./resource-service.ts";
import {
  deleteBlackout,
  findBlackoutOn,
  getBlackout,
  getUnit,
  insertBlackout,
  insertResource,
  insertService,
  insertUnit,
  setTherapists,
  updateResource,
  updateService,
  updateUnit,
} from "./staff-repository.ts";
import type { BookingResourceRow, BookingServiceRow, BookingUnitRow } from "./tables.ts";

const scheduleColumns = (schedule: Schedule) => ({
  openingHours: schedule.openingHours,
  slotMinutes: schedule.slotMinutes,
  durationMinutes: schedule.durationMinutes,
  bufferMinutes: schedule.bufferMinutes,
  leadMinutes: schedule.leadMinutes,
  horizonDays: schedule.horizonDays,
  cancelCutoffHours: schedule.cancelCutoffHours,
  lateFeeCents: schedule.lateFee,
});

const blackoutView = (row: { id: string; date: string; reason: string }) => ({
  id: row.id,
  date: row.date,
  reason: row.reason,
});

/** A service as staff see it: whether it is still offered too. */
const staffServiceView = (service: BookingServiceRow, parts: ResourceParts): StaffService => ({
  ...serviceView(service, parts),
  active: service.active,
});

/** Resources as staff see them: every service and unit (those out of service too) and every blackout day. */
async function staffViews(
  context: ServiceContext,
  rows: readonly BookingResourceRow[],
): Promise<StaffResource[]> {
  const ids = rows.map((row) => row.id);
  const [parts, blackouts] = await Promise.all([partsOf(context, ids), blackoutsOf(context.scope, ids)]);
  return rows.map((row) => ({
    ...resourceView(row, parts),
    services: parts.services
      .filter((service) => service.resourceId === row.id)
      .map((service) => staffServiceView(service, parts)),
    units: parts.units.filter((unit) => unit.resourceId === row.id).map(unitView),
    blackouts: blackouts.filter((blackout) => blackout.resourceId === row.id).map(blackoutView),
  }));
}

async function staffView(context: ServiceContext, resourceId: string): Promise<StaffResource> {
  const [view] = await staffViews(context, [await getResource(context.scope, resourceId)]);
  if (!view) throw new AppError("not_found");
  return view;
}

/** GET /admin/api/bookings/resources. */
export async function staffResources(context: ServiceContext): Promise<StaffResource[]> {
  return staffViews(context, await listResources(context.scope));
}

/** POST /admin/api/bookings/resources. */
export async function createResource(context: ServiceContext, input: ResourceInput): Promise<StaffResource> {
  const { schedule, price, ...rest } = input;
  const row = await insertResource(context.scope, {
    ...rest,
    priceCents: price,
    ...scheduleColumns(schedule),
  });
  return staffView(context, row.id);
}

/** PATCH /admin/api/bookings/resources/{id}. */
export async function editResource(
  context: ServiceContext,
  resourceId: string,
  patch: Partial<Omit<ResourceInput, "blockType" | "schedule">>,
): Promise<StaffResource> {
  await getResource(context.scope, resourceId);
  const { price, ...rest } = patch;
  await updateResource(context.scope, resourceId, {
    ...rest,
    ...(price === undefined ? {} : { priceCents: price }),
  });
  return staffView(context, resourceId);
}

/** PUT /admin/api/bookings/resources/{id}/schedule: bookings already made keep their times. */
export async function setSchedule(context: ServiceContext, resourceId: string, schedule: Schedule) {
  await getResource(context.scope, resourceId);
  await updateResource(context.scope, resourceId, scheduleColumns(schedule));
  return staffView(context, resourceId);
}

/** A table, room or therapist as staff see it. */
const unitView = (unit: BookingUnitRow) => ({
  id: unit.id,
  name: unit.name,
  seats: unit.seats,
  active: unit.active,
  hours: unit.openingHours ?? null,
});

/** POST /admin/api/bookings/resources/{id}/units. */
export async function addUnit(
  context: ServiceContext,
  resourceId: string,
  input: { name: string; seats: number; hours?: OpeningHours | null },
) {
  await getResource(context.scope, resourceId);
  return unitView(
    await insertUnit(context.scope, {
      resourceId,
      name: input.name,
      seats: input.seats,
      openingHours: input.hours ?? null,
    }),
  );
}

/** DELETE /admin/api/bookings/resources/{id}/units/{unitId}: out of service, its bookings kept. */
export async function removeUnit(context: ServiceContext, resourceId: string, unitId: string) {
  await getUnit(context.scope, resourceId, unitId);
  return unitView(await updateUnit(context.scope, unitId, { active: false }));
}

/**
 * PATCH /admin/api/bookings/resources/{id}/units/{unitId}: rename, change seats or its own
 * hours, or back in service. Bookings already made keep their table and therapist: fewer seats or
 * shorter hours only limit the slots offered next.
 */
export async function editUnit(
  context: ServiceContext,
  resourceId: string,
  unitId: string,
  changes: UnitChanges,
) {
  const unit = await getUnit(context.scope, resourceId, unitId);
  const { hours, ...rest } = changes;
  const values = hours === undefined ? rest : { ...rest, openingHours: hours };
  if (Object.keys(values).length === 0) return unitView(unit);
  return unitView(await updateUnit(context.scope, unitId, values));
}

/** The therapists named must be the spa's own units. */
async function checkTherapists(context: ServiceContext, resourceId: string, unitIds: readonly string[]) {
  for (const [index, unitId] of unitIds.entries()) {
    const found = await getUnit(context.scope, resourceId, unitId).catch(() => null);
    if (!found) throw fieldError(`therapist_ids.${index}`, FIELD_MESSAGES.value_invalid);
  }
}

/** POST /admin/api/bookings/resources/{id}/services. */
export async function addService(context: ServiceContext, resourceId: string, input: ServiceInput) {
  const resource = await getResource(context.scope, resourceId);
  if (resource.blockType !== "spa") throw new AppError("conflict");
  await checkTherapists(context, resourceId, input.therapistIds);
  const service = await insertService(context.scope, {
    resourceId,
    title: input.title,
    description: input.description,
    durationMinutes: input.durationMinutes,
    priceCents: input.price,
  });
  await setTherapists(context.scope, service.id, input.therapistIds);
  return staffServiceView(service, await partsOf(context, [resourceId]));
}

/** PUT /admin/api/bookings/resources/{id}/services/{serviceId}. */
export async function editService(
  context: ServiceContext,
  resourceId: string,
  serviceId: string,
  input: ServiceInput,
) {
  await getService(context.scope, resourceId, serviceId);
  await checkTherapists(context, resourceId, input.therapistIds);
  const service = await updateService(context.scope, serviceId, {
    title: input.title,
    description: input.description,
    durationMinutes: input.durationMinutes,
    priceCents: input.price,
    ...(input.active === undefined ? {} : { active: input.active }),
  });
  await setTherapists(context.scope, serviceId, input.therapistIds);
  return staffServiceView(service, await partsOf(context, [resourceId]));
}

/**
 * DELETE /admin/api/bookings/resources/{id}/services/{serviceId}: no longer offered. Its bookings
 * stay (they name it), so it is kept, and PUT with `active: true` offers it again.
 */
export async function removeService(context: ServiceContext, resourceId: string, serviceId: string) {
  await getService(context.scope, resourceId, serviceId);
  const service = await updateService(context.scope, serviceId, { active: false });
  return staffServiceView(service, await partsOf(context, [resourceId]));
}

/** POST /admin/api/bookings/resources/{id}/blackouts: the same day twice answers the first. */
export async function addBlackout(
  context: ServiceContext,
  resourceId: string,
  input: { date: string; reason: string },
) {
  await getResource(context.scope, resourceId);
  const existing = await findBlackoutOn(context.scope, resourceId, input.date);
  return blackoutView(existing ?? (await insertBlackout(context.scope, { resourceId, ...input })));
}

/** DELETE /admin/api/bookings/resources/{id}/blackouts/{blackoutId}. */
export async function removeBlackout(context: ServiceContext, resourceId: string, blackoutId: string) {
  const row = await getBlackout(context.scope, resourceId, blackoutId);
  await deleteBlackout(context.scope, row.id);
  return blackoutView(row);
}

/** GET /admin/api/bookings/resources/{id}/day: the bookings starting on that local day. */
export async function bookingsOfDay(context: ServiceContext, resourceId: string, day: string | undefined) {
  const resource = await getResource(context.scope, resourceId);
  const date = day ?? localDayOf(new Date(), resource.timezoneId);
  const dayStart = (iso: string) => {
    const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
    return zonedInstant(year, month, day, 0, resource.timezoneId);
  };
  const rows = await bookingsOfResource(
    context.scope,
    resourceId,
    dayStart(date),
    dayStart(addDays(date, 1)),
  );
  return staffBookingViews(context, rows);
}

/** POST /admin/api/bookings/{id}/no-show: a booked booking that has started; asked again, answers the same. */
export async function markNoShow(context: ServiceContext, bookingId: string) {
  const row = await getBooking(context.scope, bookingId);
  if (row.status !== "no_show") {
    if (row.status !== "booked") throw new AppError("conflict");
    if (row.startsAt.getTime() > Date.now()) throw new AppError("booking_not_started");
    await updateBooking(context.scope, row.id, { status: "no_show" });
    await publishToCustomers(context, TOPICS.bookings, [row.customerId], { bookingId: row.id });
  }
  const [view] = await staffBookingViews(context, [await getBooking(context.scope, bookingId)]);
  if (!view) throw new AppError("not_found");
  return view;
}
