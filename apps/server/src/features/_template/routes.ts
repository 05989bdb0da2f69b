/** /api/account/bookmarks: list, add, remove (the template's routes). */
import {
  actionResultSchema,
  apiErrorSchema,
  bookmarkIdParamsSchema,
  bookmarkSchema,
  newBookmarkSchema,
  pageQuerySchema,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { contextOf } from "../../platform/contexts.ts";
import { addBookmark, myBookmarks, removeBookmark } from "./service.ts";

const tags = ["account"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export async function bookmarkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/account/bookmarks",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "The signed-in member's bookmarks, newest first (paginated)",
        querystring: pageQuerySchema,
        response: { 200: z.array(bookmarkSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { items, totalCount } = await myBookmarks(contextOf(request), request.query);
      setPaginationHeader(reply, request.query, totalCount);
      return items;
    },
  );

  app.post(
    "/api/account/bookmarks",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "Bookmark a page of the portal",
        body: newBookmarkSchema,
        response: { 201: bookmarkSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await addBookmark(contextOf(request), request.body)),
  );

  app.delete(
    "/api/account/bookmarks/:bookmarkId",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "Remove one of the member's bookmarks",
        params: bookmarkIdParamsSchema,
        response: { 200: actionResultSchema, ...errors },
      },
    },
    async (request) => {
      await removeBookmark(contextOf(request), request.params.bookmarkId);
      return { success: true };
    },
  );
}
