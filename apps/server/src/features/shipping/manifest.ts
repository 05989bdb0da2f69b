/** Delivery options: the club's shipping rate table and its pickup locations. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { shippingDemoSeed } from "./demo.ts";
import { shippingIsolationFixture } from "./isolation.ts";
import { shippingRoutes } from "./routes.ts";
import { shippingStaffRoutes } from "./staff-routes.ts";
import * as tables from "./tables.ts";

export const shippingFeature: FeatureManifest = {
  name: "shipping",
  tables,
  routes: async (app) => {
    await shippingRoutes(app);
    await shippingStaffRoutes(app);
  },
  demo: shippingDemoSeed,
  isolation: shippingIsolationFixture,
};
