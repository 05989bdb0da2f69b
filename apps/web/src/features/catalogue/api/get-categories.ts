import { type Category, categorySchema } from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { type CatalogueType, catalogueKeys } from "./catalogue-keys.ts";

/** GET /api/public/categories/components/{type}: the category tree of the shop or the menu. */
export const getCategories = (type: CatalogueType): Promise<Category[]> =>
  api.get(`/api/public/categories/components/${type}`, { schema: z.array(categorySchema) });

export const categoriesQuery = (type: CatalogueType) =>
  queryOptions({
    queryKey: catalogueKeys.categories(type),
    queryFn: () => getCategories(type),
    staleTime: 60_000,
  });

export const useCategories = (type: CatalogueType) => useQuery(categoriesQuery(type));
