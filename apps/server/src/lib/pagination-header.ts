/** Lists answer with the `pagination` response header (DESIGN §3), JSON in wire form. */
import { PAGINATION_HEADER, type PageQuery, paginationFor, paginationSchema, toWire } from "@crest/domain";
import type { FastifyReply } from "fastify";

export function setPaginationHeader(reply: FastifyReply, query: PageQuery, totalCount: number): void {
  reply.header(PAGINATION_HEADER, paginationHeader(query, totalCount));
}

/** The header's value (kept with a cached page). */
export const paginationHeader = (query: PageQuery, totalCount: number): string =>
  JSON.stringify(toWire(paginationSchema, paginationFor(query, totalCount)));

export { PAGINATION_HEADER };
