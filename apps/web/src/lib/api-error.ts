// Deep imports keep zod out of the startup bundle: these modules hold no schemas.
import type { ApiErrorBody } from "@crest/domain";
import { codeForStatus } from "@crest/domain/common/status-code";
import { errorWording, loadErrorWording } from "./notifications/error-wording.ts";

const isText = (value: unknown): value is string => typeof value === "string";

/** The shape of apiErrorSchema, checked by hand so the login page need not load zod. */
function asErrorBody(body: unknown): ApiErrorBody | null {
  if (typeof body !== "object" || body === null) return null;
  const record = body as Record<string, unknown>;
  if (!isText(record.code) || !isText(record.title)) return null;
  return {
    code: record.code,
    error: isText(record.error) ? record.error : record.code,
    title: record.title,
    errorMessage: isText(record.errorMessage) ? record.errorMessage : record.title,
    errorDescription: isText(record.errorDescription) ? record.errorDescription : "",
    errorDetails: record.errorDetails as ApiErrorBody["errorDetails"],
    requestId: isText(record.requestId) ? record.requestId : undefined,
    location: isText(record.location) ? record.location : undefined,
  };
}

/** A status the payload states itself (`status`, or `response.status` when wrapped), if any. */
function payloadStatusOf(body: unknown): number | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const record = body as { status?: unknown; response?: { status?: unknown } };
  const status = Number(record.status ?? record.response?.status);
  return Number.isInteger(status) && status >= 100 && status <= 599 ? status : undefined;
}

/** A non-2xx answer: the HTTP status plus the API error object (camelCase), when the body held one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  /** The status the payload itself states, which may differ from the HTTP one (a proxy's 200, 502). */
  readonly payloadStatus: number | undefined;
  /** The code the payload gave; absent when the answer held no error object. */
  readonly payloadCode: string | undefined;

  constructor(status: number, body: unknown) {
    const payload = asErrorBody(body);
    const errorBody = payload ?? ApiError.fallbackBody(status);
    super(errorBody.errorMessage || errorBody.title);
    this.name = "ApiError";
    this.status = status;
    this.body = errorBody;
    this.payloadStatus = payloadStatusOf(body);
    this.payloadCode = payload?.code;
  }

  get code(): string {
    return this.body.code;
  }

  get requestId(): string | undefined {
    return this.body.requestId;
  }

  /**
   * What the catalogue says about a bare status when the server sent no error object. The api
   * client loads the catalogue's wording before it throws; without it (its chunk failed to
   * load), the status is all there is to say.
   */
  /**
   * The 400 the server would answer for a body that does not fit its endpoint's schema, found
   * before sending it: `invalid_request` with the fields at fault (wire names, as the server's).
   */
  static invalidRequest(errorDetails: { field: string; details: string }[]): ApiError {
    return new ApiError(400, { ...ApiError.fallbackBody(400), code: "invalid_request", errorDetails });
  }

  private static fallbackBody(status: number): ApiErrorBody {
    const code = codeForStatus(status);
    const { title, description } = errorWording(code, "en") ?? { title: `HTTP ${status}`, description: "" };
    return { code, error: code, title, errorMessage: title, errorDescription: description };
  }
}

/**
 * An ApiError once the catalogue's wording is loaded (error-wording.ts), as everything that
 * turns an answer into an error must make it: the error is shown right after.
 */
export async function apiErrorOf(status: number, body: unknown): Promise<ApiError> {
  await loadErrorWording().catch(() => undefined);
  return new ApiError(status, body);
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

export type ErrorScreenKind = "forbidden" | "notFound" | "error";

/** spec-1 §2.4: 403 is the forbidden screen, 404 and 406 the not-found screen, anything else the generic one. */
export function errorScreenFor(status: number): ErrorScreenKind {
  if (status === 403) return "forbidden";
  if (status === 404 || status === 406) return "notFound";
  return "error";
}
