/**
 * /api/cart: the routes of `cartEndpoints` (spec-1 §7). `POST /api/cart/{kind}` takes any
 * provider's lines, checked with its item schema; the kinds are the providers this app has.
 */
import { CART_KINDS, cartKindParamsSchemaFor, cartEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { type ZodType, z } from "zod";
import { route } from "../../platform/endpoint-route.ts";
import { applyCoupon, removeCoupon } from "./coupon-service.ts";
import { myCart, setCartLines } from "./service.ts";
import { chooseShipping, quoteCartShipping } from "./shipping-choice.ts";

/** Every provider's body, for the OpenAPI document (each request is checked with its kind's own). */
const anyBodyOf = (bodies: ZodType[]): ZodType => {
  const [first, second, ...rest] = bodies;
  if (!first) throw new Error("no cart-item provider");
  return second ? z.union([first, second, ...rest]) : first;
};

export async function cartRoutes(app: FastifyInstance) {
  const { cartItems } = app.platformServices;
  const [firstKind, ...otherKinds] = cartItems.kinds;
  if (!firstKind) throw new Error("no cart-item provider");
  // The spec's kinds answer their lines, or none while no feature provides them yet.
  const listedKinds = [...new Set<string>([...CART_KINDS, ...cartItems.kinds])] as [string, ...string[]];

  route(app, endpoints.get, async ({ context }) => myCart(context));
  route(
    app,
    endpoints.itemsOfKind,
    async ({ context, params }) =>
      Object.values((await myCart(context)).items)
        .flat()
        .filter((item) => item.kind === params.kind),
    { schema: { params: cartKindParamsSchemaFor(listedKinds) } },
  );
  route(
    app,
    endpoints.setLines,
    async ({ context, params, body }) => setCartLines(context, params.kind, body.items),
    {
      config: { bodyFor: (request) => cartItems.bodyOf((request.params as { kind: string }).kind) },
      schema: {
        params: cartKindParamsSchemaFor([firstKind, ...otherKinds]),
        body: anyBodyOf(cartItems.kinds.flatMap((kind) => cartItems.bodyOf(kind) ?? [])),
      },
    },
  );
  route(app, endpoints.setProducts, async ({ context, body }) =>
    setCartLines(context, "products", body.items),
  );
  route(app, endpoints.applyCoupon, async ({ context, body }) => applyCoupon(context, body.code));
  route(app, endpoints.removeCoupon, async ({ context }) => removeCoupon(context));
  route(app, endpoints.chooseShipping, async ({ context, body }) => chooseShipping(context, body));
  route(app, endpoints.shippingRates, async ({ context, body }) => quoteCartShipping(context, body));
}
