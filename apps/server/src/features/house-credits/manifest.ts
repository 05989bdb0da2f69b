/** House credits (spec-2 §3, §5): balances a member spends at checkout. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { houseCreditsDemoSeed } from "./demo.ts";
import * as tables from "./tables.ts";

export const houseCreditsFeature: FeatureManifest = {
  name: "house-credits",
  tables,
  demo: houseCreditsDemoSeed,
};
