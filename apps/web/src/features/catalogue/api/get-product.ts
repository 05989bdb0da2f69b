import { catalogueEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { catalogueKeys } from "./catalogue-keys.ts";

/** GET /api/products/{id}: one product with its variants, photos and stock. */
export const productQuery = (productId: string) =>
  endpointQuery(catalogueKeys.product(productId), catalogueEndpoints.product, { params: { productId } });

export const useProduct = (id: string | undefined) =>
  useQuery({ ...productQuery(id ?? ""), enabled: Boolean(id) });
