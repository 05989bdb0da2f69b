/** The customers feature: who a club's customers are (identity and profile). */
import type { FeatureManifest } from "../../platform/feature.ts";
import { customersDemoSeed } from "./demo.ts";
import { networkSwitchesSweep } from "./sweep.ts";
import * as tables from "./tables.ts";

export const customersFeature: FeatureManifest = {
  name: "customers",
  tables,
  demo: customersDemoSeed,
  sweeps: [networkSwitchesSweep],
  accountChanges: [
    { table: tables.customers, customerColumn: tables.customers.id, on: ["UPDATE", "DELETE"] },
  ],
};
