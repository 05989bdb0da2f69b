/** Finished jobs are kept a week for staff to see, then deleted (across every club). */
import type { Sweep } from "../../platform/feature.ts";
import { deleteFinishedJobs } from "./job-repository.ts";

const KEEP_MS = 7 * 24 * 3_600_000;

export const finishedJobsSweep: Sweep = {
  name: "finishedJobs",
  run: (platformDb, now) => deleteFinishedJobs(platformDb, new Date(now.getTime() - KEEP_MS)),
};
