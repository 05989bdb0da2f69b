/**
 * The error code a bare HTTP status stands for. Apart from error-codes.ts so that the web's
 * start-up path (its api client) takes this function without the table of every code.
 */
import type { ErrorCode } from "./error-codes.ts";

/** The code a bare HTTP status maps to when nothing more specific is known. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return "invalid_request";
    case 401:
      return "unauthorized";
    case 403:
      return "forbidden";
    case 404:
      return "not_found";
    case 406:
      return "not_acceptable";
    case 409:
      return "conflict";
    case 413:
      return "payload_too_large";
    case 414:
      return "uri_too_long";
    case 415:
      return "unsupported_media_type";
    case 429:
      return "rate_limited";
    case 503:
      return "service_unavailable";
    default:
      return "internal_error";
  }
}
