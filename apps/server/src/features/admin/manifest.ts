/** The admin feature: staff sessions, company switching, and the admin API. */
import { DEMO_STAFF } from "../../demo/demo-ids.ts";
import type { FeatureManifest } from "../../platform/feature.ts";
import { adminApiRoutes } from "./api-routes.ts";
import { adminDemoSeed } from "./demo.ts";
import { staffSessionRoutes } from "./session-routes.ts";
import { setupStaff } from "./staff-access.ts";
import { staffTeamRoutes } from "./staff-team-routes.ts";
import { staffSessionsSweep } from "./sweep.ts";
import * as tables from "./tables.ts";

export const adminFeature: FeatureManifest = {
  name: "admin",
  tables,
  setup: setupStaff,
  async routes(app) {
    await app.register(staffSessionRoutes);
    await app.register(adminApiRoutes);
    await app.register(staffTeamRoutes);
  },
  demo: adminDemoSeed,
  sweeps: [staffSessionsSweep],
  isolation: {
    // The selected club itself, by id and by domain: another club's staff must not switch to it.
    // A config version to revert (with config's `domainId`): one no answer shows, as the sweep
    // looks for every parameter's value in what Club Sierra's sessions are answered. A staff
    // user of this club only (Harbor's manager): Club Sierra's owners must not reach them.
    create: async (context) => ({
      params: {
        companyId: context.tenant.companyId,
        domainName: context.tenant.domainName,
        version: "1000000001",
        staffUserId: DEMO_STAFF.harborManager.id,
      },
      bodies: { "PATCH /admin/api/staff/{staffUserId}": { permission_level: "viewer" } },
    }),
  },
};
