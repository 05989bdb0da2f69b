/**
 * The server's one error type. Services throw these; the error plugin serialises them to
 * the spec's API error object with the catalogue's wording.
 */
import { type ErrorCode, type ErrorDetail, errorCatalogue } from "@crest/domain";

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    options: {
      message?: string;
      details?: ErrorDetail[] | ErrorDetail;
      status?: number;
      location?: string;
    } = {},
  ) {
    super(options.message ?? errorCatalogue[code].en.description);
    this.status = options.status ?? errorCatalogue[code].status;
    this.details = options.details;
    this.location = options.location;
  }
  readonly details: ErrorDetail[] | ErrorDetail | undefined;
  readonly location: string | undefined;
}

export class NotFoundError extends AppError {
  constructor(message?: string) {
    super("not_found", message ? { message } : {});
  }
}

/** A 400 whose details name the fields at fault. */
export class ValidationError extends AppError {
  constructor(details: ErrorDetail[]) {
    super("invalid_request", { details });
  }
}

export const fieldError = (field: string, details: string): ValidationError =>
  new ValidationError([{ field, details }]);
