/**
 * Shipping for staff (issue 32 item 1): the rate table and the pickup locations, listed in the
 * order members see them, created last, changed (checked as a whole), deleted and reordered.
 * Checkout reads the same rows uncached, so every change is offered at once. Deleting is safe:
 * an order keeps its own copy of the shipping it chose, and a cart's kept choice is priced again
 * at checkout (a rate gone makes the member choose again).
 */
import {
  type ListOrder,
  type PickupLocationInput,
  type PickupLocationPatch,
  type ShippingRateInput,
  type ShippingRatePatch,
  type StaffPickupLocation,
  type StaffPickupLocationsQuery,
  type StaffShippingRate,
  type StaffShippingRatesQuery,
  shippingRateTermsProblem,
} from "@crest/domain";
import { fieldError } from "../../lib/errors.ts";
import { reorder } from "../../platform/reorder.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { pickupLocationRows, rateRows } from "./repository.ts";
import {
  clubPickupLocation,
  clubRate,
  deletePickupLocation,
  deleteRate,
  insertPickupLocation,
  insertRate,
  lockedPickupLocationIds,
  lockedRateIds,
  type PickupLocationValues,
  pickupLocationPage,
  type RateValues,
  ratePage,
  setPickupLocationPosition,
  setRatePosition,
  updatePickupLocation,
  updateRate,
} from "./staff-repository.ts";
import type { PickupLocationRow, ShippingRateRow } from "./tables.ts";

/** A rate as staff see it. */
export const staffRateView = (row: ShippingRateRow): StaffShippingRate => ({
  id: row.id,
  method: row.method,
  courier: row.courier,
  courierCode: row.courierCode,
  basis: row.basis,
  price: row.basis === "flat" ? row.priceCents : 0,
  brackets: row.brackets.map((bracket) => ({ upToGrams: bracket.upToGrams, price: bracket.priceCents })),
  countries: row.countries,
  validUntil: row.validUntil,
  freeFrom: row.freeFromCents,
  position: row.position,
});

/** The row's values for whole terms, after checking they hold together (400 naming the field). */
function rateValues(terms: Omit<StaffShippingRate, "id" | "position">): RateValues {
  const problem = shippingRateTermsProblem(terms);
  if (problem) throw fieldError(problem.field, problem.details);
  const flat = terms.basis === "flat";
  return {
    method: terms.method,
    courier: terms.courier,
    courierCode: terms.courierCode,
    basis: terms.basis,
    // A rate keeps only what its basis prices by.
    priceCents: flat ? terms.price : 0,
    brackets: flat ? [] : terms.brackets.map((b) => ({ upToGrams: b.upToGrams, priceCents: b.price })),
    // A country named twice ("US, us") is served once.
    countries: [...new Set(terms.countries)],
    validUntil: terms.validUntil,
    freeFromCents: terms.freeFrom,
  };
}

/** GET /admin/api/shipping/rates. */
export async function staffRates(context: ServiceContext, query: StaffShippingRatesQuery) {
  const { rows, totalCount } = await ratePage(context.scope, query, query);
  return { items: rows.map(staffRateView), totalCount };
}

/** GET /admin/api/shipping/rates/{rateId}. */
export const staffRate = async (context: ServiceContext, rateId: string) =>
  staffRateView(await clubRate(context.scope, rateId));

/** POST /admin/api/shipping/rates. */
export const createRate = async (context: ServiceContext, input: ShippingRateInput) =>
  staffRateView(await insertRate(context.scope, rateValues(input)));

/** PATCH /admin/api/shipping/rates/{rateId}: the change applied to the rate's terms, checked as a whole. */
export async function editRate(context: ServiceContext, rateId: string, patch: ShippingRatePatch) {
  const current = staffRateView(await clubRate(context.scope, rateId));
  return staffRateView(await updateRate(context.scope, rateId, rateValues({ ...current, ...patch })));
}

/** DELETE /admin/api/shipping/rates/{rateId}. */
export async function removeRate(context: ServiceContext, rateId: string) {
  await deleteRate(context.scope, rateId);
  return { success: true };
}

/** PUT /admin/api/shipping/rates/order. */
export async function orderRates(context: ServiceContext, order: ListOrder) {
  await reorder(context, order.ids, lockedRateIds, setRatePosition);
  return (await rateRows(context.scope)).map(staffRateView);
}

/** A pickup location as staff see it. */
export const staffPickupLocationView = (row: PickupLocationRow): StaffPickupLocation => ({
  id: row.id,
  name: row.name,
  address: row.address,
  hours: row.hours,
  position: row.position,
});

/** Blank days are closed: they are left out of the hours kept. */
const keptHours = (hours: PickupLocationValues["hours"] & object) =>
  Object.fromEntries(Object.entries(hours).filter(([, text]) => text?.trim()));

/** GET /admin/api/shipping/pickup-locations. */
export async function staffPickupLocations(context: ServiceContext, query: StaffPickupLocationsQuery) {
  const { rows, totalCount } = await pickupLocationPage(context.scope, query.search, query);
  return { items: rows.map(staffPickupLocationView), totalCount };
}

/** GET /admin/api/shipping/pickup-locations/{locationId}. */
export const staffPickupLocation = async (context: ServiceContext, locationId: string) =>
  staffPickupLocationView(await clubPickupLocation(context.scope, locationId));

/** POST /admin/api/shipping/pickup-locations. */
export const createPickupLocation = async (context: ServiceContext, input: PickupLocationInput) =>
  staffPickupLocationView(
    await insertPickupLocation(context.scope, { ...input, hours: keptHours(input.hours) }),
  );

/** PATCH /admin/api/shipping/pickup-locations/{locationId}. */
export async function editPickupLocation(
  context: ServiceContext,
  locationId: string,
  patch: PickupLocationPatch,
) {
  const current = await clubPickupLocation(context.scope, locationId);
  const next = { name: current.name, address: current.address, hours: current.hours, ...patch };
  return staffPickupLocationView(
    await updatePickupLocation(context.scope, locationId, { ...next, hours: keptHours(next.hours) }),
  );
}

/** DELETE /admin/api/shipping/pickup-locations/{locationId}. */
export async function removePickupLocation(context: ServiceContext, locationId: string) {
  await deletePickupLocation(context.scope, locationId);
  return { success: true };
}

/** PUT /admin/api/shipping/pickup-locations/order. */
export async function orderPickupLocations(context: ServiceContext, order: ListOrder) {
  await reorder(context, order.ids, lockedPickupLocationIds, setPickupLocationPosition);
  return (await pickupLocationRows(context.scope)).map(staffPickupLocationView);
}
