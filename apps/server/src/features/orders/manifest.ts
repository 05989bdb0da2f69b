/** Orders: what checkout leaves behind, read by the member (spec-1 §7 Orders). */
import type { FeatureManifest } from "../../platform/feature.ts";
import { ordersDemoSeed } from "./demo.ts";
import { ordersIsolationFixture } from "./isolation.ts";
import { orderRoutes } from "./routes.ts";
import * as tables from "./tables.ts";

export const ordersFeature: FeatureManifest = {
  name: "orders",
  tables,
  routes: orderRoutes,
  demo: ordersDemoSeed,
  isolation: ordersIsolationFixture,
};
