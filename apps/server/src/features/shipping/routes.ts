/** GET /api/checkout/shipping/local: the route of `shippingEndpoints` (POST …/rates is the cart's). */
import { shippingEndpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { route } from "../../platform/endpoint-route.ts";
import { pickupLocationsNow } from "./service.ts";

export async function shippingRoutes(app: FastifyInstance) {
  route(app, shippingEndpoints.pickupLocations, async ({ context }) => pickupLocationsNow(context));
}
