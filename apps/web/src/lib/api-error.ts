import { type ApiErrorBody, apiErrorSchema, codeForStatus, describeError } from "@crest/domain";

/** A non-2xx answer: the HTTP status plus the API error object (camelCase), when the body held one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: unknown) {
    const parsed = apiErrorSchema.safeParse(body);
    const fallback = ApiError.fallbackBody(status);
    const errorBody = parsed.success ? parsed.data : fallback;
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
