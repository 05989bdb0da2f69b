/**
 * How a request appears in the log: Fastify's usual fields, with any card number in its
 * address replaced. The wallet refuses such requests, but the access log sees them first.
 */
import { redactCardNumbers } from "@crest/domain";
import type { FastifyRequest } from "fastify";

export function requestLogLine(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactCardNumbers(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
