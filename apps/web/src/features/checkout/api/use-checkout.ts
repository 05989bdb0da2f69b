import { checkoutOutcomeSchema, type paymentSubmissionSchema } from "@crest/domain";
import type { z } from "zod";
import { usePaySubmission } from "../../wallet/index.ts";
import type { DiningChoiceInput } from "../components/dining-choice.tsx";

/**
 * POST /api/checkout through the wallet's paying hook (one idempotency key per attempt, the
 * 3-D Secure challenge): the submission goes as `paymentMethod`, its key names the attempt; a
 * cart with food or drinks says when and where they are served.
 */
export function useCheckout(useHouseCredits: boolean, dining: DiningChoiceInput = null) {
  return usePaySubmission({
    endpoint: "/api/checkout",
    wrap: (submission: z.input<typeof paymentSubmissionSchema>) => ({
      paymentMethod: submission,
      idempotencyKey: submission.idempotencyKey,
      useHouseCredits,
      ...(dining ? { dining } : {}),
    }),
    schema: checkoutOutcomeSchema,
  });
}

/** The order a successful checkout answered with. */
export const orderIdOf = (result: object): string | null =>
  "orderId" in result && typeof result.orderId === "string" ? result.orderId : null;
