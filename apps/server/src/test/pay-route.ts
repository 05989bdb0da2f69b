/**
 * A paying route for tests, as checkout, the paywall and invoices will have one: the member's
 * payment submission in, the pay flow, the payment result out. Added with `extraFeatures`.
 */
import { apiErrorSchema, paymentResultSchema, paymentSubmissionSchema } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pay } from "../flows/pay.ts";
import { contextOf } from "../platform/contexts.ts";
import type { FeatureManifest } from "../platform/feature.ts";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export const payRouteFeature: FeatureManifest = {
  name: "test-pay-route",
  routes: async (fastify: FastifyInstance) => {
    fastify.withTypeProvider<ZodTypeProvider>().post(
      "/api/test/orders/:orderId/pay",
      {
        config: { access: "customer" },
        schema: {
          params: z.object({ orderId: z.string() }),
          body: paymentSubmissionSchema,
          response: { 200: paymentResultSchema, ...errors },
        },
      },
      async (request) =>
        pay(contextOf(request), {
          flow: "test",
          submission: request.body,
          // Not a real order: the books' check (money-reconciliation.ts) looks for real ones.
          reference: { type: "test_order", id: request.params.orderId },
          description: `Order ${request.params.orderId}`,
        }),
    );
  },
};
