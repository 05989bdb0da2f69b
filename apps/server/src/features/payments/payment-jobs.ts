/**
 * The jobs that make sure no money is kept by mistake. A platform job every minute finds the
 * clubs with work and queues a club job for each (deduplicated per club and minute, as the
 * billing schedule does per hour):
 * - `payments.refunds` finishes pending refunds whose next attempt is due (their caller died
 *   before running them, or the processor was down), so a refund goes out within a minute or
 *   so of the processor coming back;
 * - `payments.reconcile` gives back succeeded charges that stayed unsettled past the grace (the
 *   process died between the charge and the order or settlement).
 * Each refund is leased while its processor is asked, so passes on two instances never ask for
 * the same one at once; a pass whose refunds still wait fails, so the jobs list shows why.
 */
import { defineClubJob, defineRecurringJob, enqueueForClubs } from "../jobs/index.ts";
import { runDueRefunds } from "./refund-service.ts";
import { clubsWithDueRefunds, clubsWithUnsettledPayments } from "./schedule-repository.ts";
import { reconcileUnsettled, SETTLE_GRACE_MS } from "./settlement.ts";

const MINUTE_MS = 60_000;

/** The schedule's moment travels with the job, so a pass sees the same time (tests: a later one). */
const momentOf = (at: string | undefined) => new Date(Math.max(Date.now(), at ? Date.parse(at) : 0));

export const refundsJob = defineClubJob<{ at?: string }>({
  kind: "payments.refunds",
  // The next minute's pass is the retry: each refund keeps its own back-off.
  maxAttempts: 1,
  async run(payload, context) {
    const pass = await runDueRefunds(context, momentOf(payload.at));
    if (pass.succeeded + pass.failed > 0) context.log.info({ pass }, "refunds");
    if (pass.waiting > 0)
      throw new Error(`${pass.waiting} refund(s) wait for their processor: ${pass.lastError ?? "no answer"}`);
  },
});

export const reconcileJob = defineClubJob<{ before: string }>({
  kind: "payments.reconcile",
  maxAttempts: 1,
  async run(payload, context) {
    await reconcileUnsettled(context, new Date(payload.before));
  },
});

export const paymentsScheduleJob = defineRecurringJob({
  kind: "payments.schedule",
  everyMs: MINUTE_MS,
  maxAttempts: 1,
  async run({ platformDb, now }) {
    const slot = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS).toISOString();
    const before = new Date(now.getTime() - SETTLE_GRACE_MS);
    const [refunding, reconciling] = await Promise.all([
      clubsWithDueRefunds(platformDb, now),
      clubsWithUnsettledPayments(platformDb, before),
    ]);
    await enqueueForClubs(platformDb, refundsJob.kind, refunding, slot, 1, { at: now.toISOString() });
    await enqueueForClubs(platformDb, reconcileJob.kind, reconciling, slot, 1, {
      before: before.toISOString(),
    });
  },
});
