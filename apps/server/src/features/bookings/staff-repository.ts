/** Staff's writes to the bookable resources: resources, units, services with their therapists, blackout days. */
import { and, eq } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import {
  type BookingBlackoutRow,
  type BookingResourceRow,
  type BookingServiceRow,
  type BookingUnitRow,
  bookingBlackouts,
  bookingResources,
  bookingServices,
  bookingServiceTherapists,
  bookingUnits,
} from "./tables.ts";

/** A new resource, listed after the club's others. */
export const insertResource = async (
  scope: TenantScope,
  values: Omit<typeof bookingResources.$inferInsert, "companyId" | "position">,
) =>
  scope.insertOne(bookingResources, {
    ...values,
    position: await scope.positionAfterLast(bookingResources, bookingResources.position),
  });

export const updateResource = (
  scope: TenantScope,
  resourceId: string,
  values: Partial<typeof bookingResources.$inferInsert>,
): Promise<BookingResourceRow> =>
  scope.updateOne(bookingResources, eq(bookingResources.id, resourceId), values);

/** A new table, room or therapist, listed after the resource's others. */
export const insertUnit = async (
  scope: TenantScope,
  values: Omit<typeof bookingUnits.$inferInsert, "companyId" | "position">,
) =>
  scope.insertOne(bookingUnits, {
    ...values,
    position: await scope.positionAfterLast(
      bookingUnits,
      bookingUnits.position,
      eq(bookingUnits.resourceId, values.resourceId),
    ),
  });

export const getUnit = (scope: TenantScope, resourceId: string, unitId: string): Promise<BookingUnitRow> =>
  scope.getOne(bookingUnits, and(eq(bookingUnits.id, unitId), eq(bookingUnits.resourceId, resourceId)));

export const updateUnit = (
  scope: TenantScope,
  unitId: string,
  values: Partial<Pick<BookingUnitRow, "name" | "seats" | "active" | "openingHours">>,
): Promise<BookingUnitRow> => scope.updateOne(bookingUnits, eq(bookingUnits.id, unitId), values);

/** A new spa service, listed after the resource's others. */
export const insertService = async (
  scope: TenantScope,
  values: Omit<typeof bookingServices.$inferInsert, "companyId" | "position">,
) =>
  scope.insertOne(bookingServices, {
    ...values,
    position: await scope.positionAfterLast(
      bookingServices,
      bookingServices.position,
      eq(bookingServices.resourceId, values.resourceId),
    ),
  });

export const updateService = (
  scope: TenantScope,
  serviceId: string,
  values: Partial<typeof bookingServices.$inferInsert>,
): Promise<BookingServiceRow> => scope.updateOne(bookingServices, eq(bookingServices.id, serviceId), values);

/** Who gives the service: exactly these therapists. */
export async function setTherapists(scope: TenantScope, serviceId: string, unitIds: readonly string[]) {
  await scope.delete(bookingServiceTherapists).where(eq(bookingServiceTherapists.serviceId, serviceId));
  if (unitIds.length > 0)
    await scope.insert(bookingServiceTherapists).values(unitIds.map((unitId) => ({ serviceId, unitId })));
}

export const insertBlackout = (
  scope: TenantScope,
  values: Omit<typeof bookingBlackouts.$inferInsert, "companyId">,
) => scope.insertOne(bookingBlackouts, values);

export const getBlackout = (
  scope: TenantScope,
  resourceId: string,
  blackoutId: string,
): Promise<BookingBlackoutRow> =>
  scope.getOne(
    bookingBlackouts,
    and(eq(bookingBlackouts.id, blackoutId), eq(bookingBlackouts.resourceId, resourceId)),
  );

export const deleteBlackout = (scope: TenantScope, blackoutId: string) =>
  scope.deleteSome(bookingBlackouts, eq(bookingBlackouts.id, blackoutId));

export const findBlackoutOn = (scope: TenantScope, resourceId: string, date: string) =>
  scope.findOne(
    bookingBlackouts,
    and(eq(bookingBlackouts.resourceId, resourceId), eq(bookingBlackouts.date, date)),
  );
