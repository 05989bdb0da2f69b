/** Shared limits: counters every instance sees (rate limits, failed sign-ins). */
import type { FeatureManifest } from "../../platform/feature.ts";
import { rateCountersSweep, signInTurnsSweep } from "./sweep.ts";
import * as tables from "./tables.ts";

export const limitsFeature: FeatureManifest = {
  name: "limits",
  tables,
  sweeps: [rateCountersSweep, signInTurnsSweep],
};
