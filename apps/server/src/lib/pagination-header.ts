/** Lists answer with the `pagination` response header (DESIGN §3), JSON in snake_case. */
import { PAGINATION_HEADER, type PageQuery, paginationFor, snakeKeys } from "@crest/domain";
import type { FastifyReply } from "fastify";

export function setPaginationHeader(reply: FastifyReply, query: PageQuery, totalCount: number): void {
  reply.header(PAGINATION_HEADER, JSON.stringify(snakeKeys(paginationFor(query, totalCount))));
}
