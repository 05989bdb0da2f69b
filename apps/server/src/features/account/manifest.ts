/** The account feature: the signed-in customer's own account routes. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { accountRoutes } from "./routes.ts";

export const accountFeature: FeatureManifest = {
  name: "account",
  routes: accountRoutes,
};
