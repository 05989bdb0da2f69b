/** A customer's saved shipping and billing addresses. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { addressesDemoSeed } from "./demo.ts";
import { addressesIsolationFixture } from "./isolation.ts";
import { addressRoutes } from "./routes.ts";
import * as tables from "./tables.ts";

export const addressesFeature: FeatureManifest = {
  name: "addresses",
  tables,
  routes: addressRoutes,
  demo: addressesDemoSeed,
  isolation: addressesIsolationFixture,
};
