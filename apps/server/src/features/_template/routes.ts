/** /api/account/bookmarks: the routes of `bookmarkEndpoints` (the template's; copy this file). */
import { bookmarkEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route } from "../../platform/endpoint-route.ts";
import { addBookmark, myBookmarks, removeBookmark } from "./service.ts";

export async function bookmarkRoutes(app: FastifyInstance) {
  route(app, endpoints.list, async ({ context, query, reply }) => {
    const { items, totalCount } = await myBookmarks(context, query);
    setPaginationHeader(reply, query, totalCount);
    return items;
  });
  route(app, endpoints.add, async ({ context, body }) => addBookmark(context, body));
  route(app, endpoints.remove, async ({ context, params }) => {
    await removeBookmark(context, params.bookmarkId);
    return { success: true };
  });
}
