/**
 * The status an error screen is chosen by. Apart from api-error.ts, with the code-to-status
 * table it needs: only the error screens (loaded when one shows) carry the table, so the
 * sign-in page does not, and new error codes do not grow it.
 */
import { errorStatuses, isErrorCode } from "@crest/domain/common/error-codes";
import type { ApiError } from "./api-error.ts";

/**
 * spec-1 §8: the status an error screen is chosen by comes from the payload's code (its status
 * in the catalogue), else the payload's own status, else the HTTP status.
 */
export function screenStatusOf(error: ApiError): number {
  const code = error.payloadCode;
  if (code && isErrorCode(code)) return errorStatuses[code];
  return error.payloadStatus ?? error.status;
}

/** A /error/:response segment: a status ("404") or an error code ("members_only"). */
export function screenStatusOfSegment(segment: string | undefined): number {
  if (segment && isErrorCode(segment)) return errorStatuses[segment];
  const status = Number.parseInt(segment ?? "", 10);
  return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
}
