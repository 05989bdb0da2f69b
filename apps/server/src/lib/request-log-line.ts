/**
 * How a request appears in the log: Fastify's usual fields, with any card number in its
 * address replaced. The wallet refuses such requests, but the access log sees them first.
 * The address is logged decoded, so a number spelt with %20 or + is found too.
 */
import { redactCardNumbers } from "@crest/domain";
import type { FastifyRequest } from "fastify";
import { decodedUrl } from "./decoded-url.ts";

export function requestLogLine(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactCardNumbers(decodedUrl(request.url)),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
