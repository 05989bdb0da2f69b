/** The admin feature: staff sessions, company switching, and the admin API. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { adminApiRoutes } from "./api-routes.ts";
import { adminDemoSeed } from "./demo.ts";
import { staffSessionRoutes } from "./session-routes.ts";
import { setupStaff } from "./staff-access.ts";
import { staffSessionsSweep } from "./sweep.ts";
import * as tables from "./tables.ts";

export const adminFeature: FeatureManifest = {
  name: "admin",
  tables,
  setup: setupStaff,
  async routes(app) {
    await app.register(staffSessionRoutes);
    await app.register(adminApiRoutes);
  },
  demo: adminDemoSeed,
  sweeps: [staffSessionsSweep],
  isolation: {
    // The selected club itself, by id and by domain: another club's staff must not switch to it.
    // A config version to revert (with config's `domainId`): one no answer shows, as the sweep
    // looks for every parameter's value in what Club Sierra's sessions are answered.
    create: async (context) => ({
      params: {
        companyId: context.tenant.companyId,
        domainName: context.tenant.domainName,
        version: "1000000001",
      },
    }),
  },
};
