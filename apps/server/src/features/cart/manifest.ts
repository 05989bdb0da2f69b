/** The cart: lines from cart-item providers, holds, coupons (its discount source), the shipping choice. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { COMMERCE_SETTINGS_READS } from "./commerce-settings.ts";
import { cartDemoSeed } from "./demo.ts";
import { couponSource } from "./discounts/coupon-source.ts";
import { releaseHoldsJob } from "./hold-release.ts";
import { cartRoutes } from "./routes.ts";
import * as tables from "./tables.ts";

export const cartFeature: FeatureManifest = {
  name: "cart",
  tables,
  routes: cartRoutes,
  demo: cartDemoSeed,
  jobs: [releaseHoldsJob],
  discountSources: [couponSource],
  cachedReads: [{ area: COMMERCE_SETTINGS_READS, tables: [tables.commerceSettings] }],
};
