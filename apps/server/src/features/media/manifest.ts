/** Media: files in the configured store, served to those allowed to see them. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { mediaRoutes } from "./routes.ts";
import * as tables from "./tables.ts";

export const mediaFeature: FeatureManifest = {
  name: "media",
  tables,
  routes: mediaRoutes,
};
