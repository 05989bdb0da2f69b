/** The catalogue: products of the shop and the dining menu, their stock, and categories; products as cart items. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { CART_PRODUCT_READS, CATALOGUE_READS } from "./cached-reads.ts";
import { catalogueDemoSeed } from "./demo.ts";
import { catalogueIsolationFixture } from "./isolation.ts";
import { productCartItems } from "./product-cart-items.ts";
import { catalogueRoutes } from "./routes.ts";
import { catalogueStaffRoutes } from "./staff-routes.ts";
import * as tables from "./tables.ts";

export const catalogueFeature: FeatureManifest = {
  name: "catalogue",
  tables,
  routes: async (app) => {
    await catalogueRoutes(app);
    await catalogueStaffRoutes(app);
  },
  demo: catalogueDemoSeed,
  isolation: catalogueIsolationFixture,
  cartItems: [productCartItems],
  cachedReads: [
    {
      area: CATALOGUE_READS,
      tables: [
        tables.catalogueProducts,
        tables.catalogueVariants,
        tables.cataloguePhotos,
        tables.catalogueCategories,
        tables.catalogueProductCategories,
      ],
    },
    {
      area: CART_PRODUCT_READS,
      tables: [tables.catalogueProducts, tables.catalogueVariants, tables.cataloguePhotos],
      ignoredColumns: [
        tables.catalogueProducts.onHand,
        tables.catalogueProducts.held,
        tables.catalogueVariants.onHand,
        tables.catalogueVariants.held,
      ],
    },
  ],
};
