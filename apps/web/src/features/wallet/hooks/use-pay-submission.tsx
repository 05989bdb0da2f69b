import {
  type PaymentResult,
  type PaymentSubmission,
  paymentResultSchema,
  paymentSubmissionSchema,
  THREE_DS_ACTION,
} from "@crest/domain";
import { cardProcessorOf } from "@crest/domain/wallet/processor.rules";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { usePortalConfig } from "../../config/index.ts";
import { stripeAuthenticate } from "../processors/stripe-client.ts";
import { type Challenge, ThreeDsChallenge } from "./three-ds-challenge.tsx";

export type PayInput = Omit<z.input<typeof paymentSubmissionSchema>, "idempotencyKey" | "paymentIntentId">;

export interface PaySubmissionOptions {
  /** Where the paying feature takes payments (checkout, the paywall, an invoice). */
  endpoint: string;
  /** Some endpoints take the submission wrapped ({ paymentMethod: … }); spec-1 §7. */
  wrap?: (submission: z.input<typeof paymentSubmissionSchema>) => unknown;
  /** The wrapped body's schema, so its amounts leave in the wire's decimal form. */
  wrappedSchema?: z.ZodType;
  /** Reads the payment result out of the endpoint's answer (default: the answer is the result). */
  schema?: z.ZodType<PaymentResult>;
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
export function usePaySubmission(options: PaySubmissionOptions) {
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

  const send = (submission: z.input<typeof paymentSubmissionSchema>): Promise<PaymentResult> =>
    api.post(options.endpoint, {
      body: options.wrap ? options.wrap(submission) : submission,
      bodySchema: options.wrap ? options.wrappedSchema : paymentSubmissionSchema,
      schema: options.schema ?? paymentResultSchema,
    });

  const mutation = useMutation({
    mutationFn: async (input: PayInput): Promise<PaymentResult> => {
      const idempotencyKey = `pay-${crypto.randomUUID()}`;
      // Encoding goes through the schema's output side, where `save` has no default.
      const first = await send({ save: false, ...input, idempotencyKey });
      if (first.success || first.actionCode !== THREE_DS_ACTION) return first;
      if (!(await authenticate(first))) throw authenticationFailed();
      return send({
        type: input.type,
        amount: input.amount,
        save: false,
        idempotencyKey,
        paymentIntentId: first.paymentIntentId ?? "",
      });
    },
  });

  const element: ReactNode = <ThreeDsChallenge challenge={challenge} />;
  return { ...mutation, challenge: element };
}

export type { PaymentSubmission };
