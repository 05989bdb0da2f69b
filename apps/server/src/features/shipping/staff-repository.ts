/** The shipping feature's queries for staff (issue 32 item 1): pages in the members' order, writes, reordering. */
import { type PageQuery, pageOffset, type StaffShippingRatesQuery } from "@crest/domain";
import { and, asc, eq, like, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { startingWith } from "../../lib/like-patterns.ts";
import { type PickupLocationRow, pickupLocations, type ShippingRateRow, shippingRates } from "./tables.ts";

export type RateValues = Omit<typeof shippingRates.$inferInsert, "id" | "companyId" | "position">;
export type PickupLocationValues = Omit<typeof pickupLocations.$inferInsert, "id" | "companyId" | "position">;

/** A page of the club's rates in their order, by basis, or serving a country (a rate naming none serves all). */
export async function ratePage(
  scope: TenantScope,
  query: Pick<StaffShippingRatesQuery, "basis" | "country">,
  page: PageQuery,
) {
  const where = and(
    query.basis ? eq(shippingRates.basis, query.basis) : undefined,
    query.country
      ? sql`(${shippingRates.countries} @> ${JSON.stringify([query.country])}::jsonb or ${shippingRates.countries} = '[]'::jsonb)`
      : undefined,
  );
  const [rows, totalCount] = await Promise.all([
    scope
      .select()
      .from(shippingRates)
      .where(where)
      .orderBy(asc(shippingRates.position), asc(shippingRates.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    scope.count(shippingRates, where),
  ]);
  return { rows, totalCount };
}

/** One rate of the club; another club's is a 404. */
export const clubRate = (scope: TenantScope, rateId: string): Promise<ShippingRateRow> =>
  scope.getOne(shippingRates, eq(shippingRates.id, rateId));

/** A new rate, after the club's last. */
export async function insertRate(scope: TenantScope, values: RateValues): Promise<ShippingRateRow> {
  const position = await scope.positionAfterLast(shippingRates, shippingRates.position);
  return scope.insertOne(shippingRates, { ...values, position });
}

export const updateRate = (scope: TenantScope, rateId: string, values: RateValues) =>
  scope.updateOne(shippingRates, eq(shippingRates.id, rateId), values);

/** Deletes one rate of the club; another club's is a 404. */
export const deleteRate = (scope: TenantScope, rateId: string) =>
  scope.deleteSome(shippingRates, eq(shippingRates.id, rateId));

/** Every rate id of the club, locked for a reorder (in the caller's transaction). */
export const lockedRateIds = async (scope: TenantScope) =>
  (await scope.select({ id: shippingRates.id }).from(shippingRates).for("update")).map((row) => row.id);

export const setRatePosition = (scope: TenantScope, rateId: string, position: number) =>
  scope.updateOne(shippingRates, eq(shippingRates.id, rateId), { position });

/** A page of the club's pickup locations in their order, by the start of the name (any case). */
export async function pickupLocationPage(scope: TenantScope, search: string | undefined, page: PageQuery) {
  const where = search
    ? like(sql`lower(${pickupLocations.name})`, startingWith(search.toLowerCase()))
    : undefined;
  const [rows, totalCount] = await Promise.all([
    scope
      .select()
      .from(pickupLocations)
      .where(where)
      .orderBy(asc(pickupLocations.position), asc(pickupLocations.name), asc(pickupLocations.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    scope.count(pickupLocations, where),
  ]);
  return { rows, totalCount };
}

/** One pickup location of the club; another club's is a 404. */
export const clubPickupLocation = (scope: TenantScope, locationId: string): Promise<PickupLocationRow> =>
  scope.getOne(pickupLocations, eq(pickupLocations.id, locationId));

/** A new pickup location, after the club's last. */
export async function insertPickupLocation(
  scope: TenantScope,
  values: PickupLocationValues,
): Promise<PickupLocationRow> {
  const position = await scope.positionAfterLast(pickupLocations, pickupLocations.position);
  return scope.insertOne(pickupLocations, { ...values, position });
}

export const updatePickupLocation = (scope: TenantScope, locationId: string, values: PickupLocationValues) =>
  scope.updateOne(pickupLocations, eq(pickupLocations.id, locationId), values);

/** Deletes one pickup location of the club; another club's is a 404. */
export const deletePickupLocation = (scope: TenantScope, locationId: string) =>
  scope.deleteSome(pickupLocations, eq(pickupLocations.id, locationId));

/** Every pickup location id of the club, locked for a reorder (in the caller's transaction). */
export const lockedPickupLocationIds = async (scope: TenantScope) =>
  (await scope.select({ id: pickupLocations.id }).from(pickupLocations).for("update")).map((row) => row.id);

export const setPickupLocationPosition = (scope: TenantScope, locationId: string, position: number) =>
  scope.updateOne(pickupLocations, eq(pickupLocations.id, locationId), { position });
