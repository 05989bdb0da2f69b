/** The job facility's public API: defining, queuing and (for the app) running jobs. */

export {
  type ClubJob,
  defineClubJob,
  defineRecurringJob,
  type JobDefinition,
  type JobInfo,
  type PlatformJob,
  type PlatformJobContext,
} from "../../platform/jobs.ts";
export { type QueuedJob, queuedJobInsert } from "./club-job-repository.ts";
export { type EnqueueOptions, enqueueJob, queuedJob, wakeIfDue } from "./enqueue.ts";
export { enqueueForClubs, jobQueueStats } from "./job-repository.ts";
export { createJobRunner, type DrainReport, type JobRunner } from "./runner.ts";
