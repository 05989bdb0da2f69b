/** Orders: what checkout leaves behind, read by the member (spec-1 §7 Orders) and run by staff. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { ordersDemoSeed } from "./demo.ts";
import { ordersIsolationFixture } from "./isolation.ts";
import { orderRoutes } from "./routes.ts";
import { orderStaffRoutes } from "./staff-routes.ts";
import * as tables from "./tables.ts";

export const ordersFeature: FeatureManifest = {
  name: "orders",
  tables,
  routes: async (app) => {
    await orderRoutes(app);
    await orderStaffRoutes(app);
  },
  demo: ordersDemoSeed,
  isolation: ordersIsolationFixture,
};
