/** GET /api/checkout/shipping/local: the club's pickup locations (POST …/rates is the cart's). */
import { z } from "zod";
import { defineEndpoint } from "../common/endpoint.ts";
import { pickupLocationSchema } from "./shipping.schemas.ts";

export const shippingEndpoints = {
  pickupLocations: defineEndpoint({
    method: "GET",
    path: "/api/checkout/shipping/local",
    access: "customer",
    tags: ["checkout"],
    summary: "Pickup locations with their hours: open now, pickup today, closing today, next opening",
    answer: z.array(pickupLocationSchema),
    errors: [401],
  }),
};
