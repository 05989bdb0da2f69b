/** The wallet feature: saved cards and bank accounts, billing uses, and the house account. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { walletDemoSeed } from "./demo.ts";
import { houseAccountFacet } from "./house-account-repository.ts";
import { walletIsolationFixture } from "./isolation.ts";
import { walletRoutes } from "./routes.ts";
import * as tables from "./tables.ts";

export const walletFeature: FeatureManifest = {
  name: "wallet",
  tables,
  routes: walletRoutes,
  demo: walletDemoSeed,
  accountFacet: { load: houseAccountFacet },
  isolation: walletIsolationFixture,
  accountChanges: [
    {
      table: tables.houseAccounts,
      customerColumn: tables.houseAccounts.customerId,
      on: ["INSERT", "UPDATE", "DELETE"],
    },
  ],
};
