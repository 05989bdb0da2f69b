/** /api/checkout: the route of `checkoutEndpoints`, paying for the member's cart (spec-1 §7). */
import { checkoutEndpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { route } from "../../platform/endpoint-route.ts";
import { checkout } from "./checkout-flow.ts";

export async function checkoutRoutes(app: FastifyInstance) {
  route(app, checkoutEndpoints.checkout, async ({ context, body }) => checkout(context, body));
}
