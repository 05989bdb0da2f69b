import {
  type AnswerOf,
  type Endpoint,
  type InputOf,
  type PaymentResult,
  type PaymentSubmission,
  type paymentSubmissionSchema,
  THREE_DS_ACTION,
} from "@crest/domain";
import { cardProcessorOf } from "@crest/domain/wallet/processor.rules";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { z } from "zod";
import { ApiError } from "../../../lib/api-error.ts";
import { type CallArgs, call } from "../../../lib/endpoint-call.ts";
import { usePortalConfig } from "../../config/index.ts";
import { type Challenge, ThreeDsChallenge } from "../components/three-ds-challenge.tsx";
import { stripeAuthenticate } from "../processors/stripe-client.ts";

/** The method the member chose, as the wallet's selector gives it. */
export type PayInput = Omit<
  z.input<typeof paymentSubmissionSchema>,
  "idempotencyKey" | "paymentIntentId" | "amount"
>;

/** One attempt to pay: the method (after 3-D Secure, the authenticated intent) and its key. */
export interface PayAttempt {
  method: PayInput & { paymentIntentId?: string };
  idempotencyKey: string;
}

/** An endpoint that answers a payment result (the checkout, the paywall, an invoice). */
type PayingEndpoint = Endpoint & { answer: z.ZodType<PaymentResult> };

export interface PaySubmissionOptions<E extends PayingEndpoint> {
  endpoint: E;
  /** The endpoint's input for one attempt: where the method and the key go in its body. */
  input: (attempt: PayAttempt) => InputOf<E>;
}

/** A payment refused after the member's bank refused the authentication (spec-1 §4). */
export const authenticationFailed = () =>
  new ApiError(400, {
    code: "payment_authentication_failed",
    error: "Bad Request",
    title: "Payment Error",
    errorMessage: "There was a problem processing this payment",
    errorDescription: "There was a problem processing this payment",
  });

/**
 * Pays through a feature's payment endpoint with one idempotency key per attempt (a retried
 * request charges once). On an unsuccessful answer with action code `3ds_auth_required`, runs
 * the processor's authentication step with the client secret (Stripe.js for Stripe, the
 * sandbox's challenge otherwise) and submits again with the payment intent id in place of the
 * card data; failed authentication rejects with payment_authentication_failed (spec-1 §4).
 * Render `challenge` wherever the paying screen is.
 */
export function usePaySubmission<E extends PayingEndpoint>(options: PaySubmissionOptions<E>) {
  const config = usePortalConfig();
  const [challenge, setChallenge] = useState<Challenge | null>(null);

  const authenticate = (result: PaymentResult): Promise<boolean> => {
    const processor = cardProcessorOf(config.processors);
    if (processor?.integration === "stripe")
      return stripeAuthenticate(processor.key, result.clientSecret ?? "");
    return new Promise((resolve) =>
      setChallenge({
        intentId: result.paymentIntentId ?? "",
        clientSecret: result.clientSecret ?? "",
        resolve: (passed) => {
          setChallenge(null);
          resolve(passed);
        },
      }),
    );
  };

  const send = async (attempt: PayAttempt) =>
    (await call(options.endpoint, ...([options.input(attempt)] as CallArgs<E>))) as AnswerOf<E> &
      PaymentResult;

  const mutation = useMutation({
    mutationFn: async (method: PayInput): Promise<AnswerOf<E> & PaymentResult> => {
      const idempotencyKey = `pay-${crypto.randomUUID()}`;
      // Encoding goes through the schema's output side, where `save` has no default.
      const first = await send({ method: { save: false, ...method }, idempotencyKey });
      if (first.success || first.actionCode !== THREE_DS_ACTION) return first;
      if (!(await authenticate(first))) throw authenticationFailed();
      const paymentIntentId = first.paymentIntentId ?? "";
      return send({ method: { type: method.type, save: false, paymentIntentId }, idempotencyKey });
    },
  });

  const element: ReactNode = <ThreeDsChallenge challenge={challenge} />;
  return { ...mutation, challenge: element };
}

export type { PaymentSubmission };
