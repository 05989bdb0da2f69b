/** The reports feature's manifest (see docs/adding-a-feature.md): routes only, no tables of its own. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { reportRoutes } from "./routes.ts";

export const reportsFeature: FeatureManifest = {
  name: "reports",
  routes: reportRoutes,
};
