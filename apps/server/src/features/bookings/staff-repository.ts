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

export const insertResource = (
  scope: TenantScope,
  values: Omit<typeof bookingResources.$inferInsert, "companyId">,
) => scope.insertOne(bookingResources, values);

export const updateResource = (
  scope: TenantScope,
  resourceId: string,
  values: Partial<typeof bookingResources.$inferInsert>,
): Promise<BookingResourceRow> =>
  scope.updateOne(bookingResources, eq(bookingResources.id, resourceId), values);

export const insertUnit = (scope: TenantScope, values: Omit<typeof bookingUnits.$inferInsert, "companyId">) =>
  scope.insertOne(bookingUnits, values);

export const getUnit = (scope: TenantScope, resourceId: string, unitId: string): Promise<BookingUnitRow> =>
  scope.getOne(bookingUnits, and(eq(bookingUnits.id, unitId), eq(bookingUnits.resourceId, resourceId)));

export const updateUnit = (
  scope: TenantScope,
  unitId: string,
  values: Partial<Pick<BookingUnitRow, "name" | "seats" | "active" | "openingHours">>,
): Promise<BookingUnitRow> => scope.updateOne(bookingUnits, eq(bookingUnits.id, unitId), values);

export const insertService = (
  scope: TenantScope,
  values: Omit<typeof bookingServices.$inferInsert, "companyId">,
) => scope.insertOne(bookingServices, values);

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
