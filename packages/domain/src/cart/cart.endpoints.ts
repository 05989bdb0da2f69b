/**
 * /api/cart: the member's cart, its lines of every cart-item provider, coupon and shipping choice
 * (spec-1 §7). The per-kind routes take any provider's kind and lines: the server narrows both
 * to the providers it has at start-up.
 */
import { z } from "zod";
import { defineEndpoint } from "../common/endpoint.ts";
import {
  shippingAddressSchema,
  shippingChoiceBodySchema,
  shippingRatesSchema,
} from "../shipping/shipping.schemas.ts";
import {
  addCartProductsBodySchema,
  applyCouponBodySchema,
  cartItemListSchema,
  cartSchema,
} from "./cart.schemas.ts";
import { CART_KIND_PATTERN } from "./cart-lines.schemas.ts";

const common = { access: "customer", tags: ["cart"], errors: [400, 401, 404] } as const;
const kindParams = z.object({ kind: z.string().regex(CART_KIND_PATTERN) });

export const cartEndpoints = {
  get: defineEndpoint({
    ...common,
    method: "GET",
    path: "/api/cart",
    summary: "The member's open cart, with the server's totals",
    answer: cartSchema,
  }),
  itemsOfKind: defineEndpoint({
    ...common,
    method: "GET",
    path: "/api/cart/items/:kind",
    summary: "The cart's lines of one kind (products, reservations, tickets, appointments)",
    params: kindParams,
    answer: cartItemListSchema,
  }),
  setLines: defineEndpoint({
    ...common,
    method: "POST",
    path: "/api/cart/:kind",
    summary:
      "Add or change lines of one kind (quantity 0 removes), with their data; refused with the provider's code (sold_out, slot_taken, ticket_max_reached, passcode_invalid)",
    params: kindParams,
    body: z.object({ items: z.array(z.unknown()) }),
    answer: cartSchema,
    errors: [...common.errors, 409],
  }),
  setProducts: defineEndpoint({
    ...common,
    method: "POST",
    path: "/api/cart/products",
    summary: "Add or change product lines (quantity 0 removes); sold_out when a product cannot be held",
    body: addCartProductsBodySchema,
    answer: cartSchema,
    errors: [...common.errors, 409],
  }),
  applyCoupon: defineEndpoint({
    ...common,
    method: "POST",
    path: "/api/cart/coupon",
    summary: "Apply a coupon code (invalid_coupon when it does not apply)",
    body: applyCouponBodySchema,
    answer: cartSchema,
  }),
  removeCoupon: defineEndpoint({
    ...common,
    method: "DELETE",
    path: "/api/cart/coupon",
    summary: "Take the coupon off the cart",
    answer: cartSchema,
  }),
  chooseShipping: defineEndpoint({
    ...common,
    method: "PUT",
    path: "/api/cart/shipping",
    summary: "Choose a quoted shipping rate or a pickup location for the cart's products",
    body: shippingChoiceBodySchema,
    answer: cartSchema,
  }),
  shippingRates: defineEndpoint({
    ...common,
    tags: ["checkout"],
    method: "POST",
    path: "/api/checkout/shipping/rates",
    summary: "Shipping rates for the cart's products to an address, and when the quote expires",
    body: shippingAddressSchema,
    answer: shippingRatesSchema,
  }),
};
