/** The wallet feature: so far, the house account setting it alone writes. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { walletDemoSeed } from "./demo.ts";
import { houseAccountFacet } from "./house-account.ts";
import * as tables from "./tables.ts";

export const walletFeature: FeatureManifest = {
  name: "wallet",
  tables,
  demo: walletDemoSeed,
  accountFacet: { load: houseAccountFacet },
  accountChanges: [
    {
      table: tables.houseAccounts,
      customerColumn: tables.houseAccounts.customerId,
      on: ["INSERT", "UPDATE", "DELETE"],
    },
  ],
};
