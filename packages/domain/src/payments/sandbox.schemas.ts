/**
 * The sandbox processor's own API (a provider's test mode, served under /sandbox): the only
 * place a card number is ever sent. The portal's API refuses card numbers outright.
 */

import { z } from "zod";
import { FIELD_MESSAGES } from "../common/field-messages.ts";

/** POST /sandbox/v1/tokens: what a provider's tokenize call takes. */
export const sandboxTokenRequestSchema = z
  .object({
    card: z
      .object({
        number: z.string().regex(/^[\d ]{12,23}$/, FIELD_MESSAGES.card_number_required),
        expMonth: z.int().min(1).max(12),
        expYear: z.int().min(2000).max(2100),
        cvc: z.string().regex(/^\d{3,4}$/, FIELD_MESSAGES.card_cvc_required),
        name: z.string().max(120).optional(),
        addressZip: z.string().max(20).optional(),
        addressCountry: z.string().max(2).optional(),
      })
      .strict(),
  })
  .strict();
export type SandboxTokenRequest = z.infer<typeof sandboxTokenRequestSchema>;

export const sandboxTokenSchema = z.object({
  id: z.string(),
  card: z.object({ brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() }),
});
export type SandboxToken = z.infer<typeof sandboxTokenSchema>;

export const sandboxIntentParamsSchema = z.object({ intentId: z.string().regex(/^pi_[A-Za-z]{24}$/) });
/** Without the intent's secret, the intent does not exist for the caller (404). */
export const sandboxClientSecretQuerySchema = z.object({
  clientSecret: z.string().min(1).max(200).optional(),
});

/** GET /sandbox/v1/payment_intents/{id}: what the client library reads after the challenge. */
export const sandboxIntentStatusSchema = z.object({
  id: z.string(),
  status: z.enum([
    "requires_action",
    "requires_confirmation",
    "requires_payment_method",
    "succeeded",
    "failed",
  ]),
});
export type SandboxIntentStatus = z.infer<typeof sandboxIntentStatusSchema>;

/** The challenge page's answer (a form post). */
export const sandboxChallengeSchema = z
  .object({ clientSecret: z.string().min(1).max(200), outcome: z.enum(["complete", "fail"]) })
  .strict();

export const sandboxLinkParamsSchema = z.object({
  sessionId: z.string().regex(/^[A-Za-z-]{1,40}_[A-Za-z]{24}$/),
});
export const sandboxPlaidChoiceSchema = z.object({ account: z.enum(["checking", "savings"]) }).strict();
export const sandboxDirectDebitSchema = z
  .object({ accountHolderName: z.string().trim().min(1).max(120), account: z.enum(["checking", "savings"]) })
  .strict();
