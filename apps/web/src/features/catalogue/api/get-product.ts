import { type Product, productSchema } from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { catalogueKeys } from "./catalogue-keys.ts";

/** GET /api/products/{id}: one product with its variants, photos and stock. */
export const getProduct = (id: string): Promise<Product> =>
  api.get(`/api/products/${id}`, { schema: productSchema });

export const productQuery = (id: string) =>
  queryOptions({ queryKey: catalogueKeys.product(id), queryFn: () => getProduct(id) });

export const useProduct = (id: string | undefined) =>
  useQuery({ ...productQuery(id ?? ""), enabled: Boolean(id) });
