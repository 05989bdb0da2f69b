/**
 * A route's answers kept encoded per club (platform/club-reads.ts): the JSON in wire form, its
 * gzip and ETag, made once per change of the rows behind it, and sent with revalidation headers
 * so a browser holding the answer gets a 304.
 */

import type { PageQuery } from "@crest/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodType } from "zod";
import { PAGINATION_HEADER, paginationHeader } from "../lib/pagination-header.ts";
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
  /**
   * Sends a list's kept page with its pagination header. The page is named by `name` and the query
   * as sent (already checked against the endpoint's schema; the same query in another order is
   * another entry, and the cache is bounded).
   */
  sendPage(request: FastifyRequest, reply: FastifyReply, page: PageOf): Promise<FastifyReply>;
}

/** A paginated list as `sendPage` keeps it. */
interface PageOf {
  name: string;
  query: PageQuery;
  /** The list's wire schema (the endpoint's answer). */
  schema: ZodType;
  load: () => Promise<{ items: unknown[]; totalCount: number }>;
  audience: Audience;
  keeping?: Keeping;
}

/** The kept answers of `area` (declared in a manifest's cachedReads). */
export function keptAnswers(app: FastifyInstance, area: string): KeptAnswers {
  const cache = app.platformServices.clubReads.of(area);
  const kept: KeptAnswers = {
    read: (request, key, load, keeping) => cache.read(request.tenant?.companyId ?? "", key, load, keeping),
    encode: (request, schema, value) => precompress(wireJson(request, schema, value)),
    send: (request, reply, answer, audience) => {
      reply.header("cache-control", audience === "members" ? "private, no-cache" : "no-cache");
      return sendPrecompressed(request, reply, answer);
    },
    sendPage: async (request, reply, { name, query, schema, load, audience, keeping }) => {
      const key = `${name} ${request.url.slice(request.url.indexOf("?") + 1)}`;
      const page = await kept.read(
        request,
        key,
        async () => {
          const { items, totalCount } = await load();
          return {
            pagination: paginationHeader(query, totalCount),
            answer: kept.encode(request, schema, items),
          };
        },
        keeping,
      );
      reply.header(PAGINATION_HEADER, page.pagination);
      return kept.send(request, reply, page.answer, audience);
    },
  };
  return kept;
}
