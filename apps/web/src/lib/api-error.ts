// Deep imports keep zod out of the startup bundle: these modules hold no schemas.
import type { ApiErrorBody } from "@crest/domain";
import { codeForStatus, describeError } from "@crest/domain/common/error-catalogue";

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

/** A non-2xx answer: the HTTP status plus the API error object (camelCase), when the body held one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: unknown) {
    const errorBody = asErrorBody(body) ?? ApiError.fallbackBody(status);
    super(errorBody.errorMessage || errorBody.title);
    this.name = "ApiError";
    this.status = status;
    this.body = errorBody;
  }

  get code(): string {
    return this.body.code;
  }

  get requestId(): string | undefined {
    return this.body.requestId;
  }

  /** What the catalogue says about a bare status when the server sent no error object. */
  private static fallbackBody(status: number): ApiErrorBody {
    const code = codeForStatus(status);
    const { title, description } = describeError(code);
    return { code, error: code, title, errorMessage: title, errorDescription: description };
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
