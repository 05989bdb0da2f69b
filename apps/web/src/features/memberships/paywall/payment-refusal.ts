import type { PaymentResult } from "@crest/domain";
import { describeError, isErrorCode } from "@crest/domain/common/error-catalogue";
import { ApiError } from "../../../lib/api-error.ts";

/**
 * An answer of `success: false` (without an authentication step to run) as the same error a
 * refused payment raises, so the error step words both alike (spec-1 §8).
 */
export function paymentRefusal(result: PaymentResult): ApiError {
  const code = result.error?.code && isErrorCode(result.error.code) ? result.error.code : "card_declined";
  const { title, description } = describeError(code);
  return new ApiError(402, {
    code,
    title,
    errorMessage: result.error?.message ?? title,
    errorDescription: result.error?.message ?? description,
  });
}
