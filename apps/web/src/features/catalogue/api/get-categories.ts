import { catalogueEndpoints } from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { type CatalogueType, catalogueKeys } from "./catalogue-keys.ts";

/** GET /api/public/categories/components/{type}: the category tree of the shop or the menu. */
export const categoriesQuery = (type: CatalogueType) =>
  queryOptions({
    ...endpointQuery(catalogueKeys.categories(type), catalogueEndpoints.categoryTree, {
      params: { type },
      query: {},
    }),
    staleTime: 60_000,
  });

export const useCategories = (type: CatalogueType) => useQuery(categoriesQuery(type));
