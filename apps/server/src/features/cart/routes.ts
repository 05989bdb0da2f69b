/**
 * /api/cart: the member's cart, its lines of every cart-item provider, coupon and shipping choice
 * (spec-1 §7). `POST /api/cart/{kind}` takes any provider's lines, checked with its item schema.
 */
import {
  addCartProductsBodySchema,
  apiErrorSchema,
  applyCouponBodySchema,
  CART_KINDS,
  cartItemListSchema,
  cartKindParamsSchemaFor,
  cartSchema,
  shippingAddressSchema,
  shippingChoiceBodySchema,
  shippingRatesSchema,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";
import { contextOf } from "../../platform/contexts.ts";
import { myCart, setCartLines } from "./cart-service.ts";
import { applyCoupon, removeCoupon } from "./coupon-service.ts";
import { chooseShipping, quoteCartShipping } from "./shipping-choice.ts";

const tags = ["cart"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** Every provider's body, for the OpenAPI document (each request is checked with its kind's own). */
const anyBodyOf = (bodies: ZodType[]): ZodType => {
  const [first, second, ...rest] = bodies;
  if (!first) throw new Error("no cart-item provider");
  return second ? z.union([first, second, ...rest]) : first;
};

export async function cartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { cartItems } = fastify.platformServices;
  const [firstKind, ...otherKinds] = cartItems.kinds;
  if (!firstKind) throw new Error("no cart-item provider");
  // The spec's kinds answer their lines, or none while no feature provides them yet.
  const listedKinds = [...new Set<string>([...CART_KINDS, ...cartItems.kinds])] as [string, ...string[]];

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
        params: cartKindParamsSchemaFor(listedKinds),
        response: { 200: cartItemListSchema, ...errors },
      },
    },
    async (request) =>
      Object.values((await myCart(contextOf(request))).items)
        .flat()
        .filter((item) => item.kind === request.params.kind),
  );

  app.post(
    "/api/cart/:kind",
    {
      config: {
        access: "customer",
        bodyFor: (request) => cartItems.bodyOf((request.params as { kind: string }).kind),
      },
      schema: {
        tags,
        summary:
          "Add or change lines of one kind (quantity 0 removes), with their data; refused with the provider's code (sold_out, slot_taken, ticket_max_reached, passcode_invalid)",
        params: cartKindParamsSchemaFor([firstKind, ...otherKinds]),
        body: anyBodyOf(cartItems.kinds.flatMap((kind) => cartItems.bodyOf(kind) ?? [])),
        response: { 200: cartSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      setCartLines(contextOf(request), request.params.kind, (request.body as { items: unknown[] }).items),
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
    async (request) => setCartLines(contextOf(request), "products", request.body.items),
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
