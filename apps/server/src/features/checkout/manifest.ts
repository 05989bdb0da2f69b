/** Checkout: its flow (checkout-flow.ts), receipt, routes and tests; the tables are the cart's and the orders'. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { checkoutRoutes } from "./routes.ts";

export const checkoutFeature: FeatureManifest = {
  name: "checkout",
  routes: checkoutRoutes,
};
