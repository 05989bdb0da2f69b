/**
 * Every failure leaves as the spec's API error object with the right status: bad input is a
 * 400 with field details, never a 500, and 5xx answers hide internals (the log keeps them).
 */
import { STATUS_CODES } from "node:http";
import {
  apiErrorSchema,
  codeForStatus,
  describeError,
  type ErrorCode,
  type ErrorDetail,
  errorCatalogue,
  toSnake,
  toWire,
} from "@crest/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/errors.ts";

interface Failure {
  code: ErrorCode;
  status: number;
  message?: string | undefined;
  details?: ErrorDetail[] | ErrorDetail | undefined;
  location?: string | undefined;
}

/** Fastify's own error codes for bad requests, mapped to ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "malformed_json",
  FST_ERR_CTP_EMPTY_JSON_BODY: "malformed_json",
  FST_ERR_CTP_BODY_TOO_LARGE: "payload_too_large",
  FST_REQ_FILE_TOO_LARGE: "payload_too_large",
  FST_FILES_LIMIT: "payload_too_large",
  FST_PARTS_LIMIT: "payload_too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "unsupported_media_type",
};

/**
 * The database is down, restarting, frozen or out of connections: not the portal's bug, and
 * worth a retry soon. PostgreSQL's connection-exception and operator-intervention classes, and
 * the driver's own errors, wherever they sit in the cause chain (Drizzle wraps them).
 */
const UNAVAILABLE_SQLSTATES = /^(08|53|57P0)/;
const UNAVAILABLE_MESSAGES =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|Connection terminated|timeout exceeded when trying to connect|timeout expired|Query read timeout|the database system is (starting up|shutting down)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_MESSAGES.test(code)))
      return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client should wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Services name a field as their code does (`paymentMethod`, `items.0.quantity`); the wire names
 * it in snake_case, as zod's own field errors are (`payment_method`).
 */
function wireFields(details: AppError["details"]): AppError["details"] {
  const one = (detail: ErrorDetail): ErrorDetail =>
    detail.field ? { ...detail, field: detail.field.split(".").map(toSnake).join(".") } : detail;
  if (!details) return details;
  return Array.isArray(details) ? details.map(one) : one(details);
}

function toFailure(error: FastifyError | AppError | Error): Failure {
  if (isDatabaseUnavailable(error)) return { code: "service_unavailable", status: 503 };
  if (error instanceof AppError) {
    return {
      code: error.code,
      status: error.status,
      message: error.message,
      details: wireFields(error.details),
      location: error.location,
    };
  }
  const fastifyError = error as FastifyError;
  const mapped = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped) return { code: mapped, status: errorCatalogue[mapped].status, message: fastifyError.message };
  if (fastifyError.statusCode === 429) return { code: "rate_limited", status: 429 };
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500)
    return { code: codeForStatus(status), status, message: fastifyError.message };
  return { code: "internal_error", status: 500 };
}

export function sendFailure(request: FastifyRequest, reply: FastifyReply, failure: Failure): FastifyReply {
  const wording = describeError(failure.code, request.language);
  if (failure.location) reply.header("location", failure.location);
  return (
    reply
      .code(failure.status)
      .type("application/json; charset=utf-8")
      // Sent as a string: the error object is final and must not meet a route's response schema.
      .send(
        JSON.stringify(
          toWire(apiErrorSchema, {
            code: failure.code,
            error: STATUS_CODES[failure.status] ?? "Error",
            title: wording.title,
            errorMessage: failure.message ?? wording.description,
            errorDescription: wording.description,
            errorDetails: failure.details ?? [],
            requestId: request.id,
            location: failure.location,
          }),
        ),
      )
  );
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const failure = toFailure(error);
    if (failure.status === 503) {
      request.log.warn({ err: error }, "database unavailable");
      reply.header("retry-after", String(RETRY_AFTER_SECONDS));
      return sendFailure(request, reply, failure);
    }
    if (failure.status >= 500) {
      request.log.error({ err: error }, "request failed");
      return sendFailure(request, reply, { code: "internal_error", status: 500 });
    }
    return sendFailure(request, reply, failure);
  });
});
