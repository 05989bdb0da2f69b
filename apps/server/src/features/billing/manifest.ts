/** The billing feature: the ledger of every money movement, the member's transactions, invoices (and the overdue paywall) and statements. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { billingMonthJob, billingMonthScheduleJob } from "./billing-job.ts";
import { billingDemoSeed } from "./demo.ts";
import { billingIsolationFixture } from "./isolation.ts";
import { overdueFacet } from "./overdue-standing-repository.ts";
import { billingRoutes } from "./routes.ts";
import { billingStaffRoutes } from "./staff-routes.ts";
import * as tables from "./tables.ts";

export const billingFeature: FeatureManifest = {
  name: "billing",
  tables,
  routes: async (app) => {
    await billingRoutes(app);
    await billingStaffRoutes(app);
  },
  demo: billingDemoSeed,
  jobs: [billingMonthJob, billingMonthScheduleJob],
  isolation: billingIsolationFixture,
  // The overdue policy's paywall flag (the memberships' own flag, raised for an overdue invoice).
  accountFacet: { load: overdueFacet },
  accountChanges: [
    {
      table: tables.billingOverdueStandings,
      customerColumn: tables.billingOverdueStandings.customerId,
      on: ["INSERT", "DELETE"],
    },
  ],
};
