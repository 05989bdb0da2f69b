/**
 * The shipping choice a cart keeps, and its price for the cart as it is now: the weight and the
 * subtotal change with every line, so the price chosen is never trusted later (a cart cut from
 * $192 to $25 loses its free shipping; twenty mugs move the parcel to a dearer bracket).
 */
import type { ShippingType } from "@crest/domain";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { type ResolvedShippingChoice, requoteShippingChoice } from "../shipping/index.ts";
import type { CartRow, StoredShippingChoice } from "./tables.ts";

/** What the cart keeps of a choice the shipping feature priced. */
export function storedChoiceOf(
  selection: { id: string; customerAddressId?: string | null | undefined },
  choice: ResolvedShippingChoice,
): StoredShippingChoice {
  const address = choice.address;
  const pickup = choice.pickupLocation;
  return {
    id: selection.id,
    type: choice.type,
    method: choice.method,
    courier: choice.courier,
    priceCents: choice.priceCents,
    customerAddressId: selection.customerAddressId ?? null,
    name: address ? `${address.firstName} ${address.lastName}`.trim() : (pickup?.name ?? ""),
    address: address
      ? [address.address, address.address2, address.city, address.state, address.zipCode, address.country]
          .filter(Boolean)
          .join(", ")
      : (pickup?.address ?? ""),
  };
}

/** The cart's choice priced for its parcel now; null when it has none, or it no longer serves the cart. */
export async function currentShippingChoice(
  scope: TenantScope,
  cart: CartRow,
  parcel: { weightGrams: number; subtotalCents: number },
  now: Date,
): Promise<StoredShippingChoice | null> {
  const kept = cart.shippingChoice;
  if (!kept) return null;
  const quoted = await requoteShippingChoice(scope, cart.customerId, {
    id: kept.id,
    type: kept.type as ShippingType,
    customerAddressId: kept.customerAddressId,
    ...parcel,
    now,
  });
  return quoted ? storedChoiceOf(kept, quoted) : null;
}
