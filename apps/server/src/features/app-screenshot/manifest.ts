/** The app screenshot (issue 31 item 5): one headless Chromium per app, launched on first use. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { AppBrowser } from "./app-browser.ts";
import { appScreenshotRoutes } from "./routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    appBrowser: AppBrowser;
  }
}

export const appScreenshotFeature: FeatureManifest = {
  name: "app-screenshot",
  setup(app) {
    const browser = new AppBrowser(app.appConfig.chromiumPath);
    app.decorate("appBrowser", browser);
    app.addHook("onClose", () => browser.close());
  },
  routes: appScreenshotRoutes,
};
