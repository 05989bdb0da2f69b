/** /api/checkout: pays for the member's cart (the checkout flow) (spec-1 §7). */
import { defineEndpoint } from "../common/endpoint.ts";
import { checkoutBodySchema, checkoutOutcomeSchema } from "./checkout.schemas.ts";

export const checkoutEndpoints = {
  checkout: defineEndpoint({
    method: "POST",
    path: "/api/checkout",
    access: "customer",
    tags: ["checkout"],
    summary:
      "Pay for the cart: house credits first when asked, then the payment method; one order and one charge per idempotency key",
    body: checkoutBodySchema,
    answer: checkoutOutcomeSchema,
    errors: [400, 401, 402, 404, 409],
  }),
};
