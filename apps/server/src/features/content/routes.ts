/** /api/content: the club's published pages; /admin/api/content: the staff's writing of them. */
import { contentEndpoints as endpoints, staffContentEndpoints as staff } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route, staffClub } from "../../platform/endpoint-route.ts";
import {
  allPages,
  changePage,
  createPage,
  publishedPage,
  publishedPages,
  removePage,
  staffPage,
} from "./service.ts";

export async function contentRoutes(app: FastifyInstance) {
  route(app, endpoints.list, async ({ context, query, reply }) => {
    const { items, totalCount } = await publishedPages(context, query.kind, query);
    setPaginationHeader(reply, query, totalCount);
    return items;
  });
  route(app, endpoints.page, async ({ context, params }) => publishedPage(context, params.pageId));

  route(
    app,
    staff.list,
    async ({ context, query, reply }) => {
      const { items, totalCount } = await allPages(context, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(app, staff.create, async ({ context, body }) => createPage(context, body), staffClub);
  route(
    app,
    staff.update,
    async ({ context, params, body }) => changePage(context, params.pageId, body),
    staffClub,
  );
  route(
    app,
    staff.remove,
    async ({ context, params }) => {
      await removePage(context, params.pageId);
      return { success: true };
    },
    staffClub,
  );
  route(app, staff.page, async ({ context, params }) => staffPage(context, params.pageId), staffClub);
}
