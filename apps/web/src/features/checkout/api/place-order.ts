import { checkoutEndpoints } from "@crest/domain";
import { usePaySubmission } from "../../wallet/index.ts";
import type { DiningChoiceInput } from "../components/dining-choice.tsx";

/**
 * POST /api/checkout through the wallet's paying hook (one idempotency key per attempt, the
 * 3-D Secure challenge): the method goes as `paymentMethod`, the attempt's key as the
 * checkout's; the server charges the cart's total. A cart with food or drinks says when and
 * where they are served.
 */
export const useCheckout = (useHouseCredits: boolean, dining: DiningChoiceInput = null) =>
  usePaySubmission({
    endpoint: checkoutEndpoints.checkout,
    input: ({ method, idempotencyKey }) => ({
      body: { paymentMethod: method, idempotencyKey, useHouseCredits, ...(dining ? { dining } : {}) },
    }),
  });
