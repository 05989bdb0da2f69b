/** The job facility: the queue table, the staff view of it, and clean-up of finished jobs. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { jobRoutes } from "./routes.ts";
import { finishedJobsSweep } from "./sweep.ts";
import * as tables from "./tables.ts";

export const jobsFeature: FeatureManifest = {
  name: "jobs",
  tables,
  routes: jobRoutes,
  sweeps: [finishedJobsSweep],
};
