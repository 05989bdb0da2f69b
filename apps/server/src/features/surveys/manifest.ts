/** The surveys feature's manifest (see docs/adding-a-feature.md). */
import type { FastifyInstance } from "fastify";
import type { FeatureManifest } from "../../platform/feature.ts";
import { surveysDemoSeed } from "./demo.ts";
import { surveyIsolationFixture } from "./isolation.ts";
import { publicSurveyRoutes } from "./public-routes.ts";
import { surveyRoutes } from "./routes.ts";
import { staffSurveyRoutes } from "./staff-routes.ts";
import * as tables from "./tables.ts";

export const surveysFeature: FeatureManifest = {
  name: "surveys",
  tables,
  routes: async (app: FastifyInstance) => {
    await surveyRoutes(app);
    await publicSurveyRoutes(app);
    await staffSurveyRoutes(app);
  },
  demo: surveysDemoSeed,
  isolation: surveyIsolationFixture,
};
