/** The auth feature: credentials, sessions, account tokens, and the sign-in routes. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { passwordFlagsOf } from "./credentials-repository.ts";
import { authDemoSeed } from "./demo.ts";
import { passwordResetRequestJob } from "./password-reset-request.ts";
import { authAccessChecks } from "./plugin.ts";
import { authRoutes } from "./routes.ts";
import { authSweeps } from "./sweep.ts";
import * as tables from "./tables.ts";

export const authFeature: FeatureManifest = {
  name: "auth",
  tables,
  setup: authAccessChecks,
  routes: authRoutes,
  jobs: [passwordResetRequestJob],
  demo: authDemoSeed,
  sweeps: authSweeps,
  accountChanges: [
    {
      table: tables.customerCredentials,
      customerColumn: tables.customerCredentials.customerId,
      on: ["INSERT", "UPDATE", "DELETE"],
    },
    // A signed-out (or revoked) session must be refused at once everywhere.
    { table: tables.customerSessions, customerColumn: tables.customerSessions.customerId, on: ["DELETE"] },
  ],
  accountFacet: {
    // createpw/changepw: the forced password modal (spec-1 §4).
    async load(scope, customerIds) {
      const rows = await passwordFlagsOf(scope, customerIds);
      return new Map(rows.map((row) => [row.customerId, { flag: row.flag }]));
    },
  },
};
