/**
 * Content pages: what a signed-in customer reads (members-only pages only when an active
 * member) and what staff write. Paths of ours: the spec shows the screens, not the calls.
 */
import { z } from "zod";
import { actionResultSchema } from "../auth/auth.schemas.ts";
import { defineEndpoint } from "../common/endpoint.ts";
import {
  contentListQuerySchema,
  contentPageChangesSchema,
  contentPageIdParamsSchema,
  contentPageInputSchema,
  contentPageSchema,
  staffContentListQuerySchema,
} from "./content.schemas.ts";

const customer = {
  access: "customer",
  tags: ["content"],
  method: "GET",
  errors: [400, 401, 403, 404],
} as const;
const staff = { access: "staff", tags: ["admin"], errors: [400, 401, 403, 404] } as const;

export const contentEndpoints = {
  /** Paginated: the `pagination` header says where the page is. */
  list: defineEndpoint({
    ...customer,
    path: "/api/content",
    summary: "The club's published pages of a kind (benefits by tab, activities, blogs, pages), newest first",
    query: contentListQuerySchema,
    answer: z.array(contentPageSchema),
  }),
  page: defineEndpoint({
    ...customer,
    path: "/api/content/pages/:pageId",
    summary: "One published page; a members-only one needs an active membership",
    params: contentPageIdParamsSchema,
    answer: contentPageSchema,
  }),
};

export const staffContentEndpoints = {
  /** Paginated: the `pagination` header says where the page is. */
  list: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/content",
    summary: "Every content page of the club, published or not, or one kind's (paginated)",
    query: staffContentListQuerySchema,
    answer: z.array(contentPageSchema),
  }),
  create: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/content",
    summary: "Write a content page (its body is sanitised)",
    body: contentPageInputSchema,
    answer: contentPageSchema,
    status: 201,
  }),
  update: defineEndpoint({
    ...staff,
    method: "PATCH",
    path: "/admin/api/content/:pageId",
    summary: "Change a content page",
    params: contentPageIdParamsSchema,
    body: contentPageChangesSchema,
    answer: contentPageSchema,
  }),
  remove: defineEndpoint({
    ...staff,
    method: "DELETE",
    path: "/admin/api/content/:pageId",
    summary: "Remove a content page",
    params: contentPageIdParamsSchema,
    answer: actionResultSchema,
  }),
  page: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/content/:pageId",
    summary: "One content page, published or not, for the back office's editor",
    params: contentPageIdParamsSchema,
    answer: contentPageSchema,
  }),
};
