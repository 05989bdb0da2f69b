import type { ProductTypeFilter } from "@crest/domain";

/** Query keys of the catalogue. */
export const catalogueKeys = {
  all: ["catalogue"] as const,
  products: (filter: ProductFilter) => ["catalogue", "products", filter] as const,
  product: (id: string) => ["catalogue", "product", id] as const,
  categories: (type: CatalogueType) => ["catalogue", "categories", type] as const,
};

/** The shop ("product", physical goods) or the dining menu ("fandb"), as the API filters them. */
export type CatalogueType = Extract<ProductTypeFilter, "product" | "fandb">;

export interface ProductFilter {
  type: CatalogueType;
  category?: string | undefined;
}
