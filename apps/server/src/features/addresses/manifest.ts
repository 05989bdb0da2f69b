/** A customer's saved shipping and billing addresses. */
import type { FeatureManifest } from "../../platform/feature.ts";
import * as tables from "./tables.ts";

export const addressesFeature: FeatureManifest = {
  name: "addresses",
  tables,
};
