import { checkoutEndpoints } from "@crest/domain";
import { usePaySubmission } from "../../wallet/index.ts";

/**
 * POST /api/checkout through the wallet's paying hook (one idempotency key per attempt, the
 * 3-D Secure challenge): the method goes as `paymentMethod`, the attempt's key as the
 * checkout's; the server charges the cart's total.
 */
export const useCheckout = (useHouseCredits: boolean) =>
  usePaySubmission({
    endpoint: checkoutEndpoints.checkout,
    input: ({ method, idempotencyKey }) => ({
      body: { paymentMethod: method, idempotencyKey, useHouseCredits },
    }),
  });
