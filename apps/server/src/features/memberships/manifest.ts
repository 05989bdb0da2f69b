/** The memberships feature: so far, the membership standing it alone writes. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { membershipsDemoSeed } from "./demo.ts";
import { membershipFacet } from "./standing.ts";
import * as tables from "./tables.ts";

export const membershipsFeature: FeatureManifest = {
  name: "memberships",
  tables,
  demo: membershipsDemoSeed,
  accountFacet: { load: membershipFacet },
  accountChanges: [
    {
      table: tables.membershipStandings,
      customerColumn: tables.membershipStandings.customerId,
      on: ["INSERT", "UPDATE", "DELETE"],
    },
  ],
};
