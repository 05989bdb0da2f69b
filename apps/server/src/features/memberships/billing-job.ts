/**
 * When billing runs: an hourly platform job finds the clubs with due subscriptions and queues
 * one `memberships.billing` club job for each (deduplicated per club and hour); the club job
 * is a billing run. The runner's own claim (billing-engine.ts) keeps a run exactly-once even
 * when the queued job, a staff click and the command line overlap.
 */
import { EARLIEST_ZONE } from "@crest/domain";
import type { Executor } from "../../db/client.ts";
import { defineClubJob, defineRecurringJob, enqueueForClubs } from "../jobs/index.ts";
import { dueCondition, runBilling } from "./billing-engine.ts";
import { membershipSubscriptions } from "./tables.ts";

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

/** The clubs with a subscription to charge now. */
export async function clubsWithDueSubscriptions(platformDb: Executor, now: Date): Promise<string[]> {
  const s = membershipSubscriptions;
  // A club is a candidate when anything is due somewhere on Earth today; its own run then
  // charges only what is due in its own time zone.
  const rows = await platformDb
    .selectDistinct({ companyId: s.companyId })
    .from(s)
    .where(dueCondition(now, EARLIEST_ZONE));
  return rows.map((row) => row.companyId);
}

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
