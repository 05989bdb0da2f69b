/**
 * A route's answers kept encoded per club (platform/club-reads.ts): the JSON in wire form, its
 * gzip and ETag, made once per change of the rows behind it, and sent with revalidation headers
 * so a browser holding the answer gets a 304, and left to be replayed at the door
 * (platform/replayed-answers.ts).
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

/** A kept answer with the headers sent beside it. */
interface Sendable {
  answer: Precompressed;
  headers: Record<string, string>;
}

/** One answer as `send` keeps it. */
interface AnswerOf {
  /** The answer's name in the club's cache (what the URL names: an id, a filter). */
  key: string;
  /** The answer's wire schema (the endpoint's answer). */
  schema: ZodType;
  load: () => Promise<unknown>;
  audience: Audience;
  keeping?: Keeping;
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

export interface KeptAnswers {
  /**
   * Sends the club's kept answer under `key`, or `load`'s (encoded once and kept), or a 304 to a
   * client that holds
   * it; and leaves it to be replayed to the next GET of the same URL (platform/replayed-answers.ts).
   * So the answer must depend on nothing but the club and the URL (the caller's access aside): a
   * check of the caller belongs in the route's access, not before this call.
   */
  send(request: FastifyRequest, reply: FastifyReply, answer: AnswerOf): Promise<FastifyReply>;
  /**
   * Sends a list's kept page with its pagination header, as `send`. The page is named by `name`
   * and the query as sent (already checked against the endpoint's schema; the same query in
   * another order is another entry, and the cache is bounded).
   */
  sendPage(request: FastifyRequest, reply: FastifyReply, page: PageOf): Promise<FastifyReply>;
}

const cacheControl = (audience: Audience) => (audience === "members" ? "private, no-cache" : "no-cache");

/** The kept answers of `area` (declared in a manifest's cachedReads). */
export function keptAnswers(app: FastifyInstance, area: string): KeptAnswers {
  const cache = app.platformServices.clubReads.of(area);
  const encode = (request: FastifyRequest, schema: ZodType, value: unknown) =>
    precompress(wireJson(request, schema, value));

  const sendKept = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<Sendable>,
    keeping: Keeping | undefined,
  ) => {
    const companyId = request.tenant?.companyId ?? "";
    const sendable = await cache.read(companyId, key, load, keeping);
    app.replays.remember(request, {
      companyId,
      access: request.routeOptions.config.access ?? "public",
      answer: sendable.answer,
      headers: sendable.headers,
      stillTrue: () => cache.kept(companyId, key) === sendable,
    });
    return sendPrecompressed(request, reply.headers(sendable.headers), sendable.answer);
  };

  return {
    send: (request, reply, { key, schema, load, audience, keeping }) =>
      sendKept(
        request,
        reply,
        key,
        async () => ({
          answer: encode(request, schema, await load()),
          headers: { "cache-control": cacheControl(audience) },
        }),
        keeping,
      ),
    sendPage: (request, reply, { name, query, schema, load, audience, keeping }) =>
      sendKept(
        request,
        reply,
        `${name} ${request.url.slice(request.url.indexOf("?") + 1)}`,
        async () => {
          const { items, totalCount } = await load();
          return {
            answer: encode(request, schema, items),
            headers: {
              [PAGINATION_HEADER]: paginationHeader(query, totalCount),
              "cache-control": cacheControl(audience),
            },
          };
        },
        keeping,
      ),
  };
}
