/**
 * Checkout's shapes (spec-1 §2.7, §7; spec-2 §5, §7). The body wraps the payment submission
 * (`paymentMethod`), the shipping choice for physical products and whether to spend house
 * credits first, and when and where food and drinks are served. The answer is a payment result (3-D Secure works as everywhere else) that names
 * the order it created.
 */
import { z } from "zod";
import { FIELD_MESSAGES } from "../common/field-messages.ts";
import { checkoutPaymentMethodSchema, paymentResultSchema } from "../payments/payments.schemas.ts";
import { diningChoiceBodySchema } from "./dining.schemas.ts";

/** POST /api/checkout. Without a payment method, house credits must cover the total. */
export const checkoutBodySchema = z
  .object({
    paymentMethod: checkoutPaymentMethodSchema.optional(),
    useHouseCredits: z.boolean().default(false),
    /** One per attempt to check out: a retried or double-clicked checkout makes one order. */
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_:.-]{8,100}$/, FIELD_MESSAGES.idempotency_key_format),
    note: z.string().trim().max(500).optional(),
    /** When and where food and drinks are served; required when the cart holds them. */
    dining: diningChoiceBodySchema.optional(),
  })
  .strict();
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** The checkout's answer: the payment result, and the order once paid. */
export const checkoutOutcomeSchema = paymentResultSchema.extend({ orderId: z.uuid().nullable() });
export type CheckoutOutcome = z.infer<typeof checkoutOutcomeSchema>;
