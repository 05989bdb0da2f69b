/**
 * When billing runs: an hourly platform job finds the clubs with due subscriptions and queues
 * one `memberships.billing` club job for each (deduplicated per club and hour); the club job
 * is a billing run (flows/run-billing.ts). The run's own claim (billing-repository.ts) keeps it
 * exactly-once even when the queued job, a staff click and the command line overlap.
 */

import { runBilling } from "../../flows/run-billing.ts";
import { defineClubJob, defineRecurringJob, enqueueForClubs } from "../jobs/index.ts";
import { clubsWithDueSubscriptions } from "./billing-schedule-repository.ts";

const HOUR_MS = 60 * 60 * 1000;

export const billingJob = defineClubJob<Record<string, never>>({
  kind: "memberships.billing",
  maxAttempts: 3,
  leaseMs: 30 * 60_000,
  async run(_payload, context) {
    const run = await runBilling(context);
    if (run.claimed > 0) context.log.info({ run }, "billing run");
  },
});

export const billingScheduleJob = defineRecurringJob({
  kind: "memberships.billing-schedule",
  everyMs: HOUR_MS,
  maxAttempts: 3,
  async run({ platformDb, now }) {
    const slot = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS).toISOString();
    await enqueueForClubs(
      platformDb,
      billingJob.kind,
      await clubsWithDueSubscriptions(platformDb, now),
      slot,
      3,
    );
  },
});
