/**
 * A route's answers kept encoded per club (platform/club-reads.ts): the JSON in wire form, its
 * gzip and ETag, made once per change of the rows behind it, and sent with revalidation headers
 * so a browser holding the answer gets a 304.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodType } from "zod";
import { type Precompressed, precompress, sendPrecompressed } from "../lib/precompressed.ts";
import { wireJson } from "../plugins/wire.ts";
import type { Keeping } from "./club-reads.ts";

/** Who may read the answers: a members' answer is private to the browser. */
type Audience = "everyone" | "members";

export interface KeptAnswers {
  /** The club's kept answer under `key`, or `load`'s (its `answer` encoded with `encode`). */
  read<T extends { answer: Precompressed }>(
    request: FastifyRequest,
    key: string,
    load: () => Promise<T>,
    keeping?: Keeping,
  ): Promise<T>;
  /** `value` in wire form, encoded once. */
  encode(request: FastifyRequest, schema: ZodType, value: unknown): Precompressed;
  /** Sends a kept answer, or a 304 to a client that holds it. */
  send(request: FastifyRequest, reply: FastifyReply, answer: Precompressed, audience: Audience): FastifyReply;
}

/** The kept answers of `area` (declared in a manifest's cachedReads). */
export function keptAnswers(app: FastifyInstance, area: string): KeptAnswers {
  const cache = app.platformServices.clubReads.of(area);
  return {
    read: (request, key, load, keeping) => cache.read(request.tenant?.companyId ?? "", key, load, keeping),
    encode: (request, schema, value) => precompress(wireJson(request, schema, value)),
    send: (request, reply, answer, audience) => {
      reply.header("cache-control", audience === "members" ? "private, no-cache" : "no-cache");
      return sendPrecompressed(request, reply, answer);
    },
  };
}
