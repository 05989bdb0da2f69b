/** The reference feature: data every club shares and no club owns (countries, US states). */
import type { FeatureManifest } from "../../platform/feature.ts";
import { referenceRoutes } from "./routes.ts";

export const referenceFeature: FeatureManifest = {
  name: "reference",
  routes: referenceRoutes,
};
