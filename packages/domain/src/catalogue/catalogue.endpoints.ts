/** The catalogue's endpoints: products (paginated, filtered) and the public category trees. */
import { z } from "zod";
import { defineEndpoint } from "../common/endpoint.ts";
import {
  categoryComponentsParamsSchema,
  categoryComponentsQuerySchema,
  categoryGroupParamsSchema,
  categorySchema,
  productIdParamsSchema,
  productSchema,
  productsQuerySchema,
} from "./catalogue.schemas.ts";

const common = { tags: ["catalogue"], method: "GET" } as const;
const products = { ...common, access: "customer", errors: [400, 401, 404] } as const;
const categories = { ...common, access: "public", answer: z.array(categorySchema), errors: [400] } as const;

export const catalogueEndpoints = {
  /** Paginated: the `pagination` header says where the page is. */
  products: defineEndpoint({
    ...products,
    path: "/api/products",
    summary: "The club's products: the shop (type product) or the dining menu (fandb), by group and category",
    query: productsQuerySchema,
    answer: z.array(productSchema),
  }),
  product: defineEndpoint({
    ...products,
    path: "/api/products/:productId",
    summary: "One product with its variants, photos and stock",
    params: productIdParamsSchema,
    answer: productSchema,
  }),
  categoryTree: defineEndpoint({
    ...categories,
    path: "/api/public/categories/components/:type",
    summary: "The category tree of the shop (product) or the dining menu (fandb)",
    params: categoryComponentsParamsSchema,
    query: categoryComponentsQuerySchema,
  }),
  categoryGroup: defineEndpoint({
    ...categories,
    path: "/api/public/categories/groups/:group",
    summary: "The categories of one group, as a tree",
    params: categoryGroupParamsSchema,
  }),
};
