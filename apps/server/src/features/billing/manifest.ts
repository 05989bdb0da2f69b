/** The billing feature: the ledger of every money movement, and the member's transactions. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { billingRoutes } from "./routes.ts";
import * as tables from "./tables.ts";

export const billingFeature: FeatureManifest = {
  name: "billing",
  tables,
  routes: billingRoutes,
};
