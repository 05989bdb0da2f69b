/** /api/checkout: pays for the member's cart (the checkout flow) (spec-1 §7). */
import { apiErrorSchema, checkoutBodySchema, checkoutOutcomeSchema } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contextOf } from "../../platform/contexts.ts";
import { checkout } from "./checkout-flow.ts";

const tags = ["checkout"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export async function checkoutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/checkout",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary:
          "Pay for the cart: house credits first when asked, then the payment method; one order and one charge per idempotency key",
        body: checkoutBodySchema,
        response: { 200: checkoutOutcomeSchema, ...errors },
      },
    },
    async (request) => checkout(contextOf(request), request.body),
  );
}
