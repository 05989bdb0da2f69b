/** The config feature: clubs, their domains and portal configs, GET /config. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { configDemoSeed } from "./demo.ts";
import { configRoutes } from "./routes.ts";
import * as tables from "./tables.ts";

export const configFeature: FeatureManifest = {
  name: "config",
  tables,
  routes: configRoutes,
  demo: configDemoSeed,
  isolation: {
    // The club's own domain: another club's staff must not reach it.
    create: async (context) => ({
      params: { domainId: context.tenant.domainId },
      bodies: { "PATCH /admin/api/domains/{domainId}": { config: {}, config_version: 1 } },
    }),
  },
};
