/**
 * The memberships feature: plans, cards and sub-members, subscriptions and their recurring
 * billing, the paywall's transactions, card passes, and the membership standing it alone writes.
 */
import type { FeatureManifest } from "../../platform/feature.ts";
import { billingJob, billingScheduleJob } from "./billing-job.ts";
import { membershipsDemoSeed } from "./demo.ts";
import { membershipsIsolationFixture } from "./isolation.ts";
import { membershipRoutes } from "./routes.ts";
import { membershipStaffRoutes } from "./staff-routes.ts";
import { membershipFacet } from "./standing-repository.ts";
import * as tables from "./tables.ts";

export const membershipsFeature: FeatureManifest = {
  name: "memberships",
  tables,
  routes: async (app) => {
    await membershipRoutes(app);
    await membershipStaffRoutes(app);
  },
  demo: membershipsDemoSeed,
  jobs: [billingJob, billingScheduleJob],
  isolation: membershipsIsolationFixture,
  accountFacet: { load: membershipFacet },
  accountChanges: [
    {
      table: tables.membershipStandings,
      customerColumn: tables.membershipStandings.customerId,
      on: ["INSERT", "UPDATE", "DELETE"],
    },
  ],
};
