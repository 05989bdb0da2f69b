import { type Product, productSchema } from "@crest/domain";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { catalogueKeys, type ProductFilter } from "./catalogue-keys.ts";

/** spec-1 §9: general lists page by 24. */
export const PRODUCT_PAGE_SIZE = 24;

/** GET /api/products: a page of the shop or the menu, optionally of one category. */
export const getProducts = (filter: ProductFilter, pageNumber: number) =>
  api.list<Product[]>("/api/products", {
    query: { type: filter.type, category: filter.category, pageNumber, pageSize: PRODUCT_PAGE_SIZE },
    schema: z.array(productSchema),
  });

export const productsQuery = (filter: ProductFilter) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.products(filter),
    queryFn: ({ pageParam }) => getProducts(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, pageNumber) =>
      last.pagination?.hasNextPage ? pageNumber + 1 : undefined,
  });

/** The products of the shop or the menu, page after page. */
export const useProducts = (filter: ProductFilter) => useInfiniteQuery(productsQuery(filter));
