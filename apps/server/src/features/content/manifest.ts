/** The content pages' manifest (see docs/adding-a-feature.md). */
import type { FeatureManifest } from "../../platform/feature.ts";
import { contentDemoSeed } from "./demo.ts";
import { contentRoutes } from "./routes.ts";
import { createPage } from "./service.ts";
import * as tables from "./tables.ts";

export const contentFeature: FeatureManifest = {
  name: "content",
  tables,
  routes: contentRoutes,
  demo: contentDemoSeed,
  isolation: {
    // A published page: another club reads and changes none of it.
    create: async (context) => {
      const page = await createPage(context, {
        kind: "page",
        title: "Isolation",
        body: "<p>Only this club.</p>",
        images: [],
        membersOnly: false,
        publishOn: new Date(Date.now() - 60_000),
      });
      return {
        params: { pageId: page.id },
        bodies: { "PATCH /admin/api/content/{pageId}": { title: "Renamed" } },
      };
    },
  },
};
