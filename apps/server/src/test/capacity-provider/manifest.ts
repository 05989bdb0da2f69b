/** The test capacity provider as a feature: added with `createTestApp({ extraFeatures: [capacityFeature] })`. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { capacityProvider, slotReminderJob } from "./capacity-provider.ts";
import * as tables from "./tables.ts";

export const capacityFeature: FeatureManifest = {
  name: "test-capacity",
  tables,
  jobs: [slotReminderJob],
  cartItems: [capacityProvider],
};
