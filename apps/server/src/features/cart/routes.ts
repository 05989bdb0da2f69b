/** /api/cart: the member's cart, its product lines, coupon and shipping choice (spec-1 §7). */
import {
  addCartProductsBodySchema,
  apiErrorSchema,
  applyCouponBodySchema,
  cartItemListSchema,
  cartKindParamsSchema,
  cartSchema,
  shippingAddressSchema,
  shippingChoiceBodySchema,
  shippingRatesSchema,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contextOf } from "../../platform/contexts.ts";
import { addCartProducts, myCart } from "./cart-service.ts";
import { applyCoupon, removeCoupon } from "./coupon-service.ts";
import { chooseShipping, quoteCartShipping } from "./shipping-choice.ts";

const tags = ["cart"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export async function cartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/cart",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "The member's open cart, with the server's totals",
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => myCart(contextOf(request)),
  );

  app.get(
    "/api/cart/items/:kind",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "The cart's lines of one kind (products, reservations, tickets, appointments)",
        params: cartKindParamsSchema,
        response: { 200: cartItemListSchema, ...errors },
      },
    },
    async (request) => (await myCart(contextOf(request))).items[request.params.kind],
  );

  app.post(
    "/api/cart/products",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "Add or change product lines (quantity 0 removes); sold_out when a product cannot be held",
        body: addCartProductsBodySchema,
        response: { 200: cartSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => addCartProducts(contextOf(request), request.body),
  );

  app.post(
    "/api/cart/coupon",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "Apply a coupon code (invalid_coupon when it does not apply)",
        body: applyCouponBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => applyCoupon(contextOf(request), request.body.code),
  );

  app.delete(
    "/api/cart/coupon",
    {
      config: { access: "customer" },
      schema: { tags, summary: "Take the coupon off the cart", response: { 200: cartSchema, ...errors } },
    },
    async (request) => removeCoupon(contextOf(request)),
  );

  app.put(
    "/api/cart/shipping",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "Choose a quoted shipping rate or a pickup location for the cart's products",
        body: shippingChoiceBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => chooseShipping(contextOf(request), request.body),
  );

  app.post(
    "/api/checkout/shipping/rates",
    {
      config: { access: "customer" },
      schema: {
        tags: ["checkout"],
        summary: "Shipping rates for the cart's products to an address, and when the quote expires",
        body: shippingAddressSchema,
        response: { 200: shippingRatesSchema, ...errors },
      },
    },
    async (request) => quoteCartShipping(contextOf(request), request.body),
  );
}
