/**
 * Answers encoded once and sent many times (the club's config, a signed-in member's account):
 * the JSON and its gzip, made when cached, so a request costs neither an encoding nor a
 * compression.
 */
import { gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

export interface Precompressed {
  json: string;
  gzip: Buffer;
}

export const precompress = (json: string): Precompressed => ({ json, gzip: gzipSync(json, { level: 6 }) });

/** True unless the client refuses gzip (q=0) or does not mention it. */
export function acceptsGzip(header: string | undefined): boolean {
  const gzip = header
    ?.split(",")
    .map((part) => part.trim().toLowerCase())
    .find((part) => part === "gzip" || part.startsWith("gzip;") || part === "*" || part.startsWith("*;"));
  return gzip !== undefined && !/;\s*q=0(\.0*)?$/.test(gzip);
}

/** Sends the JSON, compressed when the client takes gzip. */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Precompressed,
): FastifyReply {
  reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
  if (acceptsGzip(request.headers["accept-encoding"]))
    return reply.header("content-encoding", "gzip").send(answer.gzip);
  return reply.send(answer.json);
}
