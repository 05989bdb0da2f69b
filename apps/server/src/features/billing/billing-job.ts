/**
 * The billing month: an hourly platform job queues one `billing.month` club job per club
 * (deduplicated per club and hour). The club job closes the club's last month once it is over
 * in the club's time zone (minimum-spend shortfalls, its invoices, then its statements; recorded
 * as finished so later hours do nothing), sends the reminders of overdue invoices, and holds
 * members behind the paywall for them when the club's policy says so. Every step is safe to repeat
 * and to run on two instances at once (one invoice and one statement per member and month).
 */
import { lastClosedMonth } from "@crest/domain";
import type { ServiceContext } from "../../platform/service-context.ts";
import { allCompanyIds } from "../config/index.ts";
import { defineClubJob, defineRecurringJob, enqueueForClubs } from "../jobs/index.ts";
import { invoiceMonth, remindOverdue } from "./invoice-service.ts";
import { chargeShortfalls, minimumSpendAt } from "./minimum-spend-service.ts";
import { syncOverduePaywall } from "./overdue-paywall-service.ts";
import { finishMonthRun, monthRunFinished } from "./statement-repository.ts";
import { runStatements } from "./statement-service.ts";

const HOUR_MS = 60 * 60 * 1000;

export interface MonthRun {
  month: string;
  shortfalls: number;
  invoices: number;
  statements: number;
  reminders: number;
  /** Members held behind the paywall by an overdue invoice (the club's policy). */
  heldOverdue: number;
}

/**
 * Closes the club's month unless done: the minimum-spend shortfalls (in a period's last month),
 * the invoices, then the statements; reminds overdue invoices, then raises and drops the
 * overdue paywall's flags (after the reminder, as the policy says).
 */
export async function runBillingMonth(
  context: ServiceContext,
  now = new Date(),
  month?: string,
): Promise<MonthRun> {
  const closing = month ?? lastClosedMonth(now, context.tenant.config.intl.timezone);
  const run = { month: closing, shortfalls: 0, invoices: 0, statements: 0, reminders: 0, heldOverdue: 0 };
  if (!(await monthRunFinished(context.scope, closing))) {
    const standing = await minimumSpendAt(context, closing);
    run.shortfalls = await chargeShortfalls(context, closing, standing);
    run.invoices = await invoiceMonth(context, closing);
    run.statements = await runStatements(context, closing, { standing });
    await finishMonthRun(context.scope, closing);
  }
  run.reminders = await remindOverdue(context, now);
  run.heldOverdue = await syncOverduePaywall(context, now);
  return run;
}

export const billingMonthJob = defineClubJob<Record<string, never>>({
  kind: "billing.month",
  maxAttempts: 3,
  leaseMs: 30 * 60_000,
  async run(_payload, context) {
    const run = await runBillingMonth(context);
    if (run.shortfalls + run.invoices + run.statements + run.reminders > 0)
      context.log.info({ run }, "billing month");
  },
});

export const billingMonthScheduleJob = defineRecurringJob({
  kind: "billing.month-schedule",
  everyMs: HOUR_MS,
  maxAttempts: 3,
  async run({ platformDb, now }) {
    const slot = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS).toISOString();
    await enqueueForClubs(platformDb, billingMonthJob.kind, await allCompanyIds(platformDb), slot, 3);
  },
});
