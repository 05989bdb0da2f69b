/** The catalogue's routes: products (paginated, filtered) and the public category trees. */
import {
  apiErrorSchema,
  categoryComponentsParamsSchema,
  categoryComponentsQuerySchema,
  categoryGroupParamsSchema,
  categorySchema,
  productIdParamsSchema,
  productSchema,
  productsQuerySchema,
  productTypeOfFilter,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { contextOf } from "../../platform/contexts.ts";
import { categoryComponents, categoryGroup, getProduct, listProducts } from "./service.ts";

const tags = ["catalogue"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/products",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary:
          "The club's products: the shop (type product) or the dining menu (fandb), by group and category",
        querystring: productsQuerySchema,
        response: { 200: z.array(productSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { items, totalCount } = await listProducts(contextOf(request), request.query);
      setPaginationHeader(reply, request.query, totalCount);
      return items;
    },
  );

  app.get(
    "/api/products/:productId",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "One product with its variants, photos and stock",
        params: productIdParamsSchema,
        response: { 200: productSchema, ...errors },
      },
    },
    async (request) => getProduct(contextOf(request), request.params.productId),
  );

  app.get(
    "/api/public/categories/components/:type",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The category tree of the shop (product) or the dining menu (fandb)",
        params: categoryComponentsParamsSchema,
        querystring: categoryComponentsQuerySchema,
        response: { 200: z.array(categorySchema), 400: apiErrorSchema },
      },
    },
    async (request) =>
      categoryComponents(contextOf(request), productTypeOfFilter(request.params.type), {
        featured: request.query.featured,
      }),
  );

  app.get(
    "/api/public/categories/groups/:group",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The categories of one group, as a tree",
        params: categoryGroupParamsSchema,
        response: { 200: z.array(categorySchema), 400: apiErrorSchema },
      },
    },
    async (request) => categoryGroup(contextOf(request), request.params.group),
  );
}
