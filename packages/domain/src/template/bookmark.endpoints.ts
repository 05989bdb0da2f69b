/** /api/account/bookmarks: list, add, remove (the template feature's endpoints; copy this file). */
import { z } from "zod";
import { actionResultSchema } from "../auth/auth.schemas.ts";
import { defineEndpoint } from "../common/endpoint.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import { bookmarkIdParamsSchema, bookmarkSchema, newBookmarkSchema } from "./bookmark.schemas.ts";

const common = { access: "customer", tags: ["account"], errors: [400, 401, 404] } as const;

export const bookmarkEndpoints = {
  /** Paginated: the `pagination` header says where the page is. */
  list: defineEndpoint({
    ...common,
    method: "GET",
    path: "/api/account/bookmarks",
    summary: "The signed-in member's bookmarks, newest first (paginated)",
    query: pageQuerySchema,
    answer: z.array(bookmarkSchema),
  }),
  add: defineEndpoint({
    ...common,
    method: "POST",
    path: "/api/account/bookmarks",
    summary: "Bookmark a page of the portal",
    body: newBookmarkSchema,
    answer: bookmarkSchema,
    status: 201,
  }),
  remove: defineEndpoint({
    ...common,
    method: "DELETE",
    path: "/api/account/bookmarks/:bookmarkId",
    summary: "Remove one of the member's bookmarks",
    params: bookmarkIdParamsSchema,
    answer: actionResultSchema,
  }),
};
