/**
 * Paying (spec-1 §3 Payment submission and Payment result, §4 card payment with
 * authentication): the body every paying flow (checkout, paywall, invoices) accepts for its
 * payment method, and the answer it gives. Amounts travel through the money codec.
 */

import { z } from "zod";
import { dateTimeSchema } from "../common/date-time.ts";
import { FIELD_MESSAGES } from "../common/field-messages.ts";
import { moneySchema } from "../common/money-codec.ts";
import { billingDetailsSchema, HOUSE_ACCOUNT_ID } from "../wallet/wallet.schemas.ts";

export const PAYMENT_TYPES = ["creditcard", "newcreditcard", "bankAccount", "houseAccount"] as const;
export const paymentTypeSchema = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

/** The action code of an answer that needs the member to authenticate the card (3-D Secure). */
export const THREE_DS_ACTION = "3ds_auth_required";

/**
 * spec-1 §3 Payment submission: a saved card or bank (`id`), a new card (`token` from the
 * processor, `save` to keep it), or the house account. After 3-D Secure the same submission is
 * sent again with `paymentIntentId` in place of the card data, under the same idempotency key.
 * A saved method's id is a uuid (the house account lists itself as `house-account`): checked
 * here, so no paying route takes a made-up id to the database.
 */
const paymentSubmissionFields = z
  .object({
    id: z
      .union([z.uuid(), z.literal(HOUSE_ACCOUNT_ID)], { error: FIELD_MESSAGES.payment_method_required })
      .optional(),
    type: paymentTypeSchema,
    amount: moneySchema,
    save: z.boolean().default(false),
    processorId: z.string().min(1).max(100).optional(),
    token: z.string().min(1).max(2000).optional(),
    nickname: z.string().trim().min(1).max(60).optional(),
    billingDetails: billingDetailsSchema.optional(),
    paymentIntentId: z.string().min(1).max(200).optional(),
    /** One per attempt to pay: a retried request with the same key charges once. */
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_:.-]{8,100}$/, FIELD_MESSAGES.idempotency_key_format),
  })
  .strict();

/** What each type of method needs: a saved method's id, a new card's token and billing details. */
function requireMethodFields(
  submission: z.output<typeof paymentSubmissionFields> | z.output<typeof checkoutPaymentMethodFields>,
  issues: z.core.$RefinementCtx,
) {
  const need = (field: "id" | "token", when: boolean) => {
    if (when && !submission[field] && !submission.paymentIntentId)
      issues.addIssue({ code: "custom", path: [field], message: FIELD_MESSAGES.payment_field_required });
  };
  need("id", submission.type === "creditcard" || submission.type === "bankAccount");
  need("token", submission.type === "newcreditcard");
  if (submission.type === "newcreditcard" && !submission.billingDetails && !submission.paymentIntentId)
    issues.addIssue({ code: "custom", path: ["billingDetails"], message: "Required for a new card" });
}

export const paymentSubmissionSchema = paymentSubmissionFields.superRefine(requireMethodFields);
export type PaymentSubmission = z.infer<typeof paymentSubmissionSchema>;

const checkoutPaymentMethodFields = paymentSubmissionFields.partial({ amount: true, idempotencyKey: true });

/**
 * The payment method of a checkout: the checkout charges the cart's total under its own
 * idempotency key, so the method needs neither (older callers' are accepted and not used).
 */
export const checkoutPaymentMethodSchema = checkoutPaymentMethodFields.superRefine(requireMethodFields);

/**
 * Where a refund's money goes: back to the card or bank it came from, or onto the member's
 * house credits (the club's setting for card payments; always so for credits an order spent).
 */
export const REFUND_DESTINATIONS = ["original", "credit"] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

export const PAYMENT_STATUSES = ["pending", "requires_action", "succeeded", "failed", "refunded"] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** The record of one payment, as the result and later the member's transactions show it. */
export const paymentTransactionSchema = z.object({
  id: z.string(),
  status: paymentStatusSchema,
  amount: moneySchema,
  refundedAmount: moneySchema,
  currency: z.string(),
  paymentType: z.enum(["creditcard", "ach", "houseAccount"]),
  brand: z.string(),
  lastFour: z.string(),
  referenceType: z.string(),
  referenceId: z.string(),
  description: z.string(),
  createdOn: dateTimeSchema,
  paidOn: dateTimeSchema.nullable(),
});
export type PaymentTransaction = z.infer<typeof paymentTransactionSchema>;

/**
 * spec-1 §3 Payment result, plus what the 3-D Secure step needs: on `success: false` with
 * `actionCode: '3ds_auth_required'` the client authenticates with `clientSecret` and submits
 * again with `paymentIntentId`.
 */
export const paymentResultSchema = z.object({
  amount: moneySchema,
  amountCharged: moneySchema,
  success: z.boolean(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  transaction: paymentTransactionSchema.nullable(),
  actionCode: z.literal(THREE_DS_ACTION).nullable(),
  clientSecret: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;
