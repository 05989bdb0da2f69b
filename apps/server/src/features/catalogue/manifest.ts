/** The catalogue: products of the shop and the dining menu, their stock, and categories. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { catalogueDemoSeed } from "./demo.ts";
import { catalogueIsolationFixture } from "./isolation.ts";
import { catalogueRoutes } from "./routes.ts";
import * as tables from "./tables.ts";

export const catalogueFeature: FeatureManifest = {
  name: "catalogue",
  tables,
  routes: catalogueRoutes,
  demo: catalogueDemoSeed,
  isolation: catalogueIsolationFixture,
};
