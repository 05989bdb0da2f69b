/**
 * Answers encoded once and sent many times (the club's config, a signed-in member's account, a
 * shop page): the JSON, its gzip and its entity tag, made when cached, so a request costs neither
 * an encoding nor a compression, and a client holding the same answer gets a 304.
 */
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

export interface Precompressed {
  json: string | Buffer;
  gzip: Buffer;
  /** Weak: the JSON and its gzip are the same answer. */
  etag: string;
}

export const precompress = (json: string | Buffer): Precompressed => ({
  json,
  gzip: gzipSync(json, { level: 6 }),
  etag: `W/"${createHash("sha1").update(json).digest("base64url").slice(0, 22)}"`,
});

/** True when the client's If-None-Match names `etag` (or `*`). */
function stillFresh(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const plain = etag.slice(2);
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag || trimmed === plain;
  });
}

/** Answers for the Accept-Encoding headers seen lately: browsers send a handful of distinct ones. */
const gzipAnswers = new Map<string, boolean>();

/** True unless the client refuses gzip (q=0) or does not mention it. */
export function acceptsGzip(header: string | undefined): boolean {
  if (header === undefined) return false;
  const known = gzipAnswers.get(header);
  if (known !== undefined) return known;
  const gzip = header
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .find((part) => part === "gzip" || part.startsWith("gzip;") || part === "*" || part.startsWith("*;"));
  const answer = gzip !== undefined && !/;\s*q=0(\.0*)?$/.test(gzip);
  if (gzipAnswers.size >= 64) gzipAnswers.clear();
  gzipAnswers.set(header, answer);
  return answer;
}

/** Sends the JSON, compressed when the client takes gzip; a 304 when the client has it already. */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Precompressed,
): FastifyReply {
  reply.type("application/json; charset=utf-8").header("vary", "accept-encoding").header("etag", answer.etag);
  if (stillFresh(request.headers["if-none-match"], answer.etag)) return reply.code(304).send();
  if (acceptsGzip(request.headers["accept-encoding"]))
    return reply.header("content-encoding", "gzip").send(answer.gzip);
  return reply.send(answer.json);
}
