/**
 * The overdue policy's paywall (issue 28 item 2; spec-1 §7 paywall and invoices): when the club
 * turns it on (`overdue_paywall`, off by default), an invoice still open on the day its reminder
 * goes (`reminder_after_days` past its due date) puts its member behind the memberships' paywall
 * (the same flag), which lists those invoices first to be paid. The hourly billing job raises
 * and drops the flags after its reminders; paying the invoice drops it at once.
 */
import { addDaysIso, dayOf } from "@crest/domain";
import type { ServiceContext } from "../../platform/service-context.ts";
import { refreshOverdueStanding, syncOverdueStandings } from "./overdue-standing-repository.ts";
import { settingsOf } from "./settings-repository.ts";

/** The club's day an open invoice must be due before to hold its member; null when the policy is off. */
export async function paywallDay(context: ServiceContext, now: Date): Promise<string | null> {
  const settings = await settingsOf(context.scope);
  if (!settings.overduePaywall) return null;
  return addDaysIso(dayOf(now, context.tenant.config.intl.timezone), -settings.reminderAfterDays);
}

/** The billing job's step: every member's flag made right at `now`; answers how many are held. */
export async function syncOverduePaywall(context: ServiceContext, now = new Date()): Promise<number> {
  return syncOverdueStandings(context.scope, await paywallDay(context, now));
}

/** After an invoice of the member's is paid or credited (in that transaction): their flag made right. */
export async function refreshOverduePaywall(
  context: ServiceContext,
  customerId: string,
  now = new Date(),
): Promise<void> {
  await refreshOverdueStanding(context.scope, customerId, await paywallDay(context, now));
}
