/** GET /api/checkout/shipping/local: the club's pickup locations (POST …/rates is checkout's, with the cart). */
import { apiErrorSchema, pickupLocationSchema } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../platform/contexts.ts";
import { pickupLocationsNow } from "./service.ts";

export async function shippingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/checkout/shipping/local",
    {
      config: { access: "customer" },
      schema: {
        tags: ["checkout"],
        summary: "Pickup locations with their hours: open now, pickup today, closing today, next opening",
        response: { 200: z.array(pickupLocationSchema), 401: apiErrorSchema },
      },
    },
    async (request) => pickupLocationsNow(contextOf(request)),
  );
}
