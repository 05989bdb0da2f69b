/** The catalogue's routes, from `catalogueEndpoints`: products (paginated, filtered) and the public category trees. */
import { catalogueEndpoints as endpoints, productTypeOfFilter } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route } from "../../platform/endpoint-route.ts";
import { categoryComponents, categoryGroup, getProduct, listProducts } from "./service.ts";

export async function catalogueRoutes(app: FastifyInstance) {
  route(app, endpoints.products, async ({ context, query, reply }) => {
    const { items, totalCount } = await listProducts(context, query);
    setPaginationHeader(reply, query, totalCount);
    return items;
  });
  route(app, endpoints.product, async ({ context, params }) => getProduct(context, params.productId));
  route(app, endpoints.categoryTree, async ({ context, params, query }) =>
    categoryComponents(context, productTypeOfFilter(params.type), { featured: query.featured }),
  );
  route(app, endpoints.categoryGroup, async ({ context, params }) => categoryGroup(context, params.group));
}
