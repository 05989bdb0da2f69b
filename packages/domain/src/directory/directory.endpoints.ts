/**
 * The directory's endpoints: members browse it (spec-2 §7 Directory: GET /api/directory/businesses,
 * paginated, and by id; members-only, §2), staff keep it (paths of ours under /admin/api/directory).
 */
import { z } from "zod";
import { actionResultSchema } from "../auth/auth.schemas.ts";
import { defineEndpoint } from "../common/endpoint.ts";
import { listOrderSchema } from "../common/list-order.ts";
import {
  businessChangesSchema,
  businessIdParamsSchema,
  businessInputSchema,
  businessSchema,
  businessSummarySchema,
  contactChangesSchema,
  contactIdParamsSchema,
  contactInputSchema,
  contactSchema,
  directoryCategoryInputSchema,
  directoryCategoryParamsSchema,
  directoryCategorySchema,
  directoryQuerySchema,
  locationChangesSchema,
  locationIdParamsSchema,
  locationInputSchema,
  locationSchema,
  staffBusinessSchema,
  staffBusinessSummarySchema,
  staffDirectoryQuerySchema,
} from "./directory.schemas.ts";

const member = {
  access: "member",
  tags: ["directory"],
  method: "GET",
  errors: [400, 401, 403, 404],
} as const;
const staff = { access: "staff", tags: ["admin"], errors: [400, 401, 403, 404] } as const;

export const directoryEndpoints = {
  /** Paginated: the `pagination` header says where the page is. */
  list: defineEndpoint({
    ...member,
    path: "/api/directory/businesses",
    summary: "The club's directory of businesses, by category and search (paginated; members only)",
    query: directoryQuerySchema,
    answer: z.array(businessSummarySchema),
  }),
  categories: defineEndpoint({
    ...member,
    path: "/api/directory/categories",
    summary: "The directory's categories, for its tabs (members only)",
    answer: z.array(directoryCategorySchema),
  }),
  business: defineEndpoint({
    ...member,
    path: "/api/directory/businesses/:businessId",
    summary: "One business with its locations (open now, closing time, next opening), contacts and media",
    params: businessIdParamsSchema,
    answer: businessSchema,
  }),
};

export const staffDirectoryEndpoints = {
  createBusiness: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/directory/businesses",
    summary: "Add a business to the club's directory",
    body: businessInputSchema,
    answer: staffBusinessSchema,
    status: 201,
  }),
  updateBusiness: defineEndpoint({
    ...staff,
    method: "PATCH",
    path: "/admin/api/directory/businesses/:businessId",
    summary: "Change a business of the directory",
    params: businessIdParamsSchema,
    body: businessChangesSchema,
    answer: staffBusinessSchema,
  }),
  deleteBusiness: defineEndpoint({
    ...staff,
    method: "DELETE",
    path: "/admin/api/directory/businesses/:businessId",
    summary: "Remove a business, its locations and contacts",
    params: businessIdParamsSchema,
    answer: actionResultSchema,
  }),
  addLocation: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/directory/businesses/:businessId/locations",
    summary: "Add a location (address, coordinates, hours, time zone) to a business",
    params: businessIdParamsSchema,
    body: locationInputSchema,
    answer: locationSchema,
    status: 201,
  }),
  updateLocation: defineEndpoint({
    ...staff,
    method: "PATCH",
    path: "/admin/api/directory/locations/:locationId",
    summary: "Change a location (only the fields sent: address, coordinates, hours, time zone…)",
    params: locationIdParamsSchema,
    body: locationChangesSchema,
    answer: locationSchema,
  }),
  deleteLocation: defineEndpoint({
    ...staff,
    method: "DELETE",
    path: "/admin/api/directory/locations/:locationId",
    summary: "Remove a location",
    params: locationIdParamsSchema,
    answer: actionResultSchema,
  }),
  addContact: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/directory/businesses/:businessId/contacts",
    summary: "Add a contact to a business",
    params: businessIdParamsSchema,
    body: contactInputSchema,
    answer: contactSchema,
    status: 201,
  }),
  updateContact: defineEndpoint({
    ...staff,
    method: "PATCH",
    path: "/admin/api/directory/contacts/:contactId",
    summary: "Change a contact (only the fields sent)",
    params: contactIdParamsSchema,
    body: contactChangesSchema,
    answer: contactSchema,
  }),
  deleteContact: defineEndpoint({
    ...staff,
    method: "DELETE",
    path: "/admin/api/directory/contacts/:contactId",
    summary: "Remove a contact",
    params: contactIdParamsSchema,
    answer: actionResultSchema,
  }),
  /** Paginated: the `pagination` header says where the page is. */
  businesses: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/directory/businesses",
    summary:
      "The club's directory as staff keep it, hidden businesses too, by category, search and visibility (paginated)",
    query: staffDirectoryQuerySchema,
    answer: z.array(staffBusinessSummarySchema),
  }),
  business: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/directory/businesses/:businessId",
    summary: "One business as staff keep it, hidden or not, with its locations and contacts",
    params: businessIdParamsSchema,
    answer: staffBusinessSchema,
  }),
  categories: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/directory/categories",
    summary: "The club's directory categories in the members' order, for choosing a business's category",
    answer: z.array(directoryCategorySchema),
  }),
  createCategory: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/directory/categories",
    summary: "Add a directory category, last in the members' order",
    body: directoryCategoryInputSchema,
    answer: directoryCategorySchema,
    status: 201,
  }),
  renameCategory: defineEndpoint({
    ...staff,
    method: "PATCH",
    path: "/admin/api/directory/categories/:directoryCategoryId",
    summary: "Rename a directory category",
    params: directoryCategoryParamsSchema,
    body: directoryCategoryInputSchema,
    answer: directoryCategorySchema,
  }),
  orderCategories: defineEndpoint({
    ...staff,
    method: "PUT",
    path: "/admin/api/directory/categories/order",
    summary: "Put the club's directory categories in this order (naming each one once)",
    body: listOrderSchema,
    answer: z.array(directoryCategorySchema),
  }),
  deleteCategory: defineEndpoint({
    ...staff,
    method: "DELETE",
    path: "/admin/api/directory/categories/:directoryCategoryId",
    summary: "Remove a directory category; its businesses stay, without a category",
    params: directoryCategoryParamsSchema,
    answer: actionResultSchema,
  }),
};
