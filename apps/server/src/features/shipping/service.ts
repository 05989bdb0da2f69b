/**
 * Delivery options for a checkout (the contract with commerce, issue #12): rates quoted from the
 * club's table for an address and a parcel, the club's pickup locations with the opening-hours
 * rule in the club's time zone, and the shipping choice a checkout names, resolved on the server.
 */
import {
  FIELD_MESSAGES,
  openingStatus,
  type PickupLocation,
  type ShippingAddress,
  type ShippingRate,
  type ShippingType,
  shippingQuoteExpiry,
  shippingRatePrice,
} from "@crest/domain";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { fieldError } from "../../lib/errors.ts";
import { customerIdOf, type ServiceContext } from "../../platform/service-context.ts";
import { type CustomerAddress, customerAddress } from "../addresses/index.ts";
import { findPickupLocation, findRate, pickupLocationRows, rateRows } from "./repository.ts";
import type { PickupLocationRow, ShippingRateRow } from "./tables.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Parcel {
  weightGrams: number;
  subtotalCents: number;
}

const rateView = (row: ShippingRateRow, priceCents: number): ShippingRate => ({
  id: row.id,
  method: row.method,
  courier: row.courier,
  courierCode: row.courierCode,
  price: priceCents,
  type: "shipping",
});

/** The club's rates that serve the address and parcel now, and when the quote expires. */
export async function quoteShippingRates(
  context: ServiceContext,
  input: { address: Pick<ShippingAddress, "country">; now?: Date } & Parcel,
): Promise<{ rates: ShippingRate[]; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const parcel = { country: input.address.country, ...input };
  const offered = (await rateRows(context.scope)).flatMap((row) => {
    const price = shippingRatePrice(row, parcel, now);
    return price === null ? [] : [{ row, price }];
  });
  return {
    rates: offered.map(({ row, price }) => rateView(row, price)),
    expiresAt: shippingQuoteExpiry(
      offered.map(({ row }) => row),
      now,
    ),
  };
}

const pickupView = (row: PickupLocationRow, timeZone: string, now: Date): PickupLocation => ({
  id: row.id,
  name: row.name,
  address: row.address,
  hours: row.hours,
  ...openingStatus(row.hours, now, timeZone),
});

/** GET /api/checkout/shipping/local: the pickup locations, open or not, in the club's time zone. */
export async function pickupLocationsNow(
  context: ServiceContext,
  now = new Date(),
): Promise<PickupLocation[]> {
  const rows = await pickupLocationRows(context.scope);
  return rows.map((row) => pickupView(row, context.tenant.config.intl.timezone, now));
}

export interface ResolvedShippingChoice {
  id: string;
  priceCents: number;
  method: string;
  courier: string;
  courierCode: string;
  type: ShippingType;
  pickupLocation?: { id: string; name: string; address: string; hours: PickupLocation["hours"] };
  customerAddressId?: string;
  address?: CustomerAddress;
}

type ChoiceInput = {
  id: string;
  type: ShippingType;
  customerAddressId?: string | undefined | null;
  now?: Date;
} & Parcel;

/** A choice priced for a parcel now, or why it cannot be. */
async function priceChoice(
  scope: TenantScope,
  customerId: string,
  input: ChoiceInput,
): Promise<ResolvedShippingChoice | "unknown" | "address_required"> {
  if (!UUID.test(input.id)) return "unknown";
  if (input.type === "pickup") {
    const location = await findPickupLocation(scope, input.id);
    if (!location) return "unknown";
    return {
      id: location.id,
      priceCents: 0,
      method: "Local pickup",
      courier: location.name,
      courierCode: "pickup",
      type: "pickup",
      pickupLocation: {
        id: location.id,
        name: location.name,
        address: location.address,
        hours: location.hours,
      },
    };
  }
  if (!input.customerAddressId || !UUID.test(input.customerAddressId)) return "address_required";
  const address = await customerAddress(scope, customerId, input.customerAddressId).catch(() => null);
  if (!address) return "address_required";
  const row = await findRate(scope, input.id);
  const price =
    row && shippingRatePrice(row, { country: address.country, ...input }, input.now ?? new Date());
  if (!row || price === null || price === undefined) return "unknown";
  return { ...rateView(row, price), priceCents: price, customerAddressId: address.id, address };
}

/**
 * A checkout's shipping choice, priced on the server (spec-1 §3 Shipping choice): a pickup names
 * its location by id and costs nothing; a delivery names a rate and one of the customer's
 * addresses. An unknown rate or location, or a rate that does not serve the address, is a 400.
 */
export async function resolveShippingChoice(
  context: ServiceContext,
  input: ChoiceInput,
): Promise<ResolvedShippingChoice> {
  const resolved = await priceChoice(context.scope, customerIdOf(context), input);
  if (resolved === "unknown") throw fieldError("id", FIELD_MESSAGES.shipping_choice_unknown);
  if (resolved === "address_required")
    throw fieldError("customerAddressId", FIELD_MESSAGES.shipping_address_required);
  return resolved;
}

/**
 * A choice the cart keeps, priced again for the cart as it is now (its weight and subtotal
 * change with every line): null when it no longer serves the cart, and the member chooses again.
 */
export async function requoteShippingChoice(
  scope: TenantScope,
  customerId: string,
  input: ChoiceInput,
): Promise<ResolvedShippingChoice | null> {
  const resolved = await priceChoice(scope, customerId, input);
  return typeof resolved === "string" ? null : resolved;
}
