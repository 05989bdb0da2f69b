/** The shipping rates and pickup locations of the club, through its tenant scope. */
import { asc, eq } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { pickupLocations, shippingRates } from "./tables.ts";

/** The club's rates in their order. */
export const rateRows = (scope: TenantScope) =>
  scope.select().from(shippingRates).orderBy(asc(shippingRates.position), asc(shippingRates.id));

/** One of the club's rates; undefined for an unknown one or another club's. */
export const findRate = (scope: TenantScope, rateId: string) =>
  scope.findOne(shippingRates, eq(shippingRates.id, rateId));

/** The club's pickup locations in their order. */
export const pickupLocationRows = (scope: TenantScope) =>
  scope.select().from(pickupLocations).orderBy(asc(pickupLocations.position), asc(pickupLocations.name));

/** One of the club's pickup locations; undefined for an unknown one or another club's. */
export const findPickupLocation = (scope: TenantScope, locationId: string) =>
  scope.findOne(pickupLocations, eq(pickupLocations.id, locationId));
