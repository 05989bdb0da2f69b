/** The template feature's manifest: what the registry would list (see docs/adding-a-feature.md). */
import type { FeatureManifest } from "../../platform/feature.ts";
import { templateDemoSeed } from "./demo.ts";
import { bookmarkRoutes } from "./routes.ts";
import { addBookmark } from "./service.ts";
import * as tables from "./tables.ts";

export const templateFeature: FeatureManifest = {
  name: "_template",
  tables,
  routes: bookmarkRoutes,
  demo: templateDemoSeed,
  isolation: {
    // One bookmark of the club's demo member: another club must not reach it.
    create: async (context) => {
      const bookmark = await addBookmark(context, { title: "Events", path: "/events" });
      return { params: { bookmarkId: bookmark.id } };
    },
  },
};
