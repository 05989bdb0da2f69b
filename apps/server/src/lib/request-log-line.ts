/**
 * How a request appears in the log: Fastify's usual fields, with every secret, e-mail address
 * and card number in its address replaced (lib/log-redaction.ts). The wallet refuses card
 * numbers, and the routes read tokens from bodies, but the access log sees every address first.
 */
import type { FastifyRequest } from "fastify";
import { redactUrl } from "./log-redaction.ts";

export function requestLogLine(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
