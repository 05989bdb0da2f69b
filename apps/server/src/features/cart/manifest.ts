/** The cart: lines from cart-item providers, holds, coupons (its discount source), the shipping choice. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { COMMERCE_SETTINGS_READS } from "./commerce-settings.ts";
import { couponIsolationFixture } from "./coupon-isolation.ts";
import { couponStaffRoutes } from "./coupon-staff-routes.ts";
import { cartDemoSeed } from "./demo.ts";
import { couponSource } from "./discounts/coupon-source.ts";
import { releaseHoldsJob } from "./hold-release.ts";
import { cartRoutes } from "./routes.ts";
import * as tables from "./tables.ts";

export const cartFeature: FeatureManifest = {
  name: "cart",
  tables,
  routes: async (app) => {
    await cartRoutes(app);
    await couponStaffRoutes(app);
  },
  demo: cartDemoSeed,
  jobs: [releaseHoldsJob],
  discountSources: [couponSource],
  cachedReads: [{ area: COMMERCE_SETTINGS_READS, tables: [tables.commerceSettings] }],
  isolation: couponIsolationFixture,
};
