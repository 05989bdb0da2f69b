/** The member's delivery or pickup for the cart's products, priced by the club's rate table. */
import type { Cart, ShippingAddress, ShippingChoiceBody, ShippingRates } from "@crest/domain";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { quoteShippingRates, resolveShippingChoice } from "../shipping/index.ts";
import { buyerOf } from "./buyer.ts";
import { cartAnswer, snapshotFor, snapshotOf } from "./cart-snapshot.ts";
import { openCartFor, setCartShipping } from "./repository.ts";
import { storedChoiceOf } from "./stored-shipping-choice.ts";

/** Prices a choice for the cart as it is now (refused with a field error for an unknown one). */
export async function priceShippingChoice(
  context: ServiceContext,
  selection: ShippingChoiceBody,
  weightGrams: number,
  subtotalCents: number,
) {
  const choice = await resolveShippingChoice(context, {
    id: selection.id,
    type: selection.type,
    customerAddressId: selection.customerAddressId,
    weightGrams,
    subtotalCents,
  });
  return storedChoiceOf(selection, choice);
}

/** PUT /api/cart/shipping: keeps the choice on the cart, so its totals include shipping. */
export async function chooseShipping(context: ServiceContext, selection: ShippingChoiceBody): Promise<Cart> {
  const buyer = await buyerOf(context);
  const snapshot = await inTransaction(context, async (tx) => {
    const cart = await openCartFor(tx.scope, buyer.customerId, true);
    const before = await snapshotOf(tx, cart, buyer);
    const choice = await priceShippingChoice(tx, selection, before.weightGrams, before.totals.subTotal);
    await setCartShipping(tx.scope, cart.id, choice);
    return snapshotOf(tx, { ...cart, shippingChoice: choice }, buyer);
  });
  return cartAnswer(context, snapshot);
}

/** POST /api/checkout/shipping/rates: the club's rates for the cart's weight and subtotal. */
export async function quoteCartShipping(
  context: ServiceContext,
  address: ShippingAddress,
): Promise<ShippingRates> {
  const snapshot = await snapshotFor(context, await buyerOf(context));
  const quote = await quoteShippingRates(context, {
    address,
    weightGrams: snapshot.weightGrams,
    subtotalCents: snapshot.totals.subTotal,
  });
  return { rates: quote.rates, expiration: quote.expiresAt };
}
