/** The realtime hub's manifest: the WebSocket endpoint and its fan-out (see docs/adding-a-feature.md). */
import type { FeatureManifest } from "../../platform/feature.ts";
import { realtimeRoutes, realtimeSetup } from "./hub-routes.ts";

export const realtimeFeature: FeatureManifest = {
  name: "realtime",
  setup: realtimeSetup,
  routes: realtimeRoutes,
};
