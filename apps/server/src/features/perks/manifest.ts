/** Perks (spec-2 §7 Perks, issue 27): vouchers and offers as discount sources, what cart lines are (for restricted credits), guest passes, house credits' views, staff's perks. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { perksDemoSeed } from "./demo.ts";
import { perksIsolationFixture } from "./isolation.ts";
import { lineFactsOf } from "./line-facts.ts";
import { offerSource, voucherSource } from "./perk-discount-source.ts";
import { perkRoutes } from "./routes.ts";
import { perkStaffRoutes } from "./staff-routes.ts";
import * as tables from "./tables.ts";

export const perksFeature: FeatureManifest = {
  name: "perks",
  tables,
  routes: async (app) => {
    await perkRoutes(app);
    await perkStaffRoutes(app);
  },
  demo: perksDemoSeed,
  isolation: perksIsolationFixture,
  discountSources: [voucherSource, offerSource],
  lineFacts: lineFactsOf,
};
