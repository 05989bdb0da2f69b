/**
 * What staff do to a subscription (issue 32 item 2): pause and resume, cancel at period end and
 * undo it, and the plan change's proration and terms. Each change locks the subscription in a
 * transaction, so it cannot interleave with a billing run's record of the same subscription. The
 * rules are the domain's (subscription-changes.rules.ts); a change of plan with its ledger
 * adjustment is the flow flows/change-membership-plan.ts.
 */
import {
  cancelDateAtPeriodEnd,
  dayOf,
  isPaused,
  type PlanChangePreview,
  type Proration,
  prorate,
  STAFF_FIELD_MESSAGES,
  type StaffSubscription,
} from "@crest/domain";
import { AppError, fieldError } from "../../lib/errors.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { resumedValues } from "./pause-resume.ts";
import { getCard, getSubscription, lockSubscription, updateCard, updateSubscription } from "./repository.ts";
import { clubPlan } from "./staff-plan-repository.ts";
import { staffPlanView, subscriptionTermsOf } from "./staff-plan-service.ts";
import { staffSubscriptionView } from "./staff-subscription-view.ts";
import type { MembershipPlanRow, MembershipSubscriptionRow } from "./tables.ts";

const todayOf = (context: ServiceContext) => dayOf(new Date(), context.tenant.config.intl.timezone);

/** A subscription still running: active or past due (a cancelled or inactive one has ended). */
const running = (row: MembershipSubscriptionRow) => row.status === "active" || row.status === "past_due";

/**
 * Runs `change` on the subscription locked in a transaction and answers its view; another club's
 * (or no) subscription is a 404 subscription_not_found.
 */
async function withLocked(
  context: ServiceContext,
  subscriptionId: string,
  change: (
    row: MembershipSubscriptionRow,
    today: string,
    tx: ServiceContext,
  ) => Promise<Partial<MembershipSubscriptionRow>>,
): Promise<StaffSubscription> {
  return inTransaction(context, async (tx) => {
    const row = await lockSubscription(tx.scope, subscriptionId);
    if (!row) throw new AppError("subscription_not_found");
    const values = await change(row, todayOf(context), tx);
    const updated = await updateSubscription(tx.scope, row.id, values);
    const card = await getCard(tx.scope, updated.cardId);
    return staffSubscriptionView(updated, card.planId, context.tenant.config.intl.timezone);
  });
}

/** POST …/pause: paused from today until `until` (exclusive), or until resumed (null). */
export const pauseSubscription = (context: ServiceContext, subscriptionId: string, until: string | null) =>
  withLocked(context, subscriptionId, async (row, today) => {
    if (!running(row)) throw new AppError("subscription_ended");
    if (until !== null && until <= today) throw fieldError("until", STAFF_FIELD_MESSAGES.pause_until_future);
    // A pause already running keeps the day it began; a new one begins today.
    const pausedOn = row.pausedOn !== null && isPaused(row, today) ? row.pausedOn : today;
    return { pausedOn, pausedUntil: until };
  });

/** POST …/resume: billing resumes today, at the first period start from today (periods paused are skipped). */
export const resumeSubscription = (context: ServiceContext, subscriptionId: string) =>
  withLocked(context, subscriptionId, async (row, today) => {
    if (!isPaused(row, today)) throw new AppError("subscription_not_paused");
    return resumedValues(row, today);
  });

/** POST …/cancel: the subscription ends at its next date (the end of the paid period). */
export const cancelAtPeriodEnd = (context: ServiceContext, subscriptionId: string) =>
  withLocked(context, subscriptionId, async (row) => {
    if (!running(row)) throw new AppError("subscription_ended");
    return { requestedCancelDate: cancelDateAtPeriodEnd(row) };
  });

/** DELETE …/cancel: the requested end is withdrawn, while its day has not come. */
export const undoCancel = (context: ServiceContext, subscriptionId: string) =>
  withLocked(context, subscriptionId, async (row, today) => {
    if (!running(row) || row.requestedCancelDate === null || row.requestedCancelDate <= today)
      throw new AppError("cancel_not_requested");
    return { requestedCancelDate: null };
  });

/** The proration of moving the subscription to the plan on `today`. */
export function prorationOf(
  row: MembershipSubscriptionRow,
  plan: MembershipPlanRow,
  today: string,
): Proration {
  const next = subscriptionTermsOf(plan);
  return prorate(
    {
      rate: row.rate * row.quantity,
      taxRate: row.taxRateHundredths / 100,
      frequency: row.frequency,
      nextDate: row.nextDate,
      billingDay: row.billingDay,
    },
    { rate: next.rate * row.quantity, taxRate: next.taxRateHundredths / 100, frequency: next.frequency },
    today,
  );
}

async function subscriptionAndPlan(context: ServiceContext, subscriptionId: string, planId: string) {
  const row = await getSubscription(context.scope, subscriptionId).catch(() => {
    throw new AppError("subscription_not_found");
  });
  const [plan, card] = await Promise.all([
    clubPlan(context.scope, planId),
    getCard(context.scope, row.cardId),
  ]);
  if (card.planId === plan.id) throw new AppError("already_on_plan");
  return { row, plan, card };
}

/** GET …/plan-change?plan_id=: what the change would do today, the same `prorate` the save calls. */
export async function previewPlanChange(
  context: ServiceContext,
  subscriptionId: string,
  planId: string,
): Promise<PlanChangePreview> {
  const { row, plan, card } = await subscriptionAndPlan(context, subscriptionId, planId);
  return {
    subscription: staffSubscriptionView(row, card.planId, context.tenant.config.intl.timezone),
    plan: staffPlanView(plan, 0),
    proration: prorationOf(row, plan, todayOf(context)),
  };
}

/**
 * In the caller's transaction: the subscription locked and moved to the plan's terms (its card to
 * the plan), the next date and billing day kept. Answers the proration the caller records, and the
 * subscription after the change. A subscription already on the plan is a 409 already_on_plan, so
 * a second press of one change (it waits for the lock) changes nothing more.
 */
export async function movePlanTerms(tx: ServiceContext, subscriptionId: string, planId: string) {
  const row = await lockSubscription(tx.scope, subscriptionId);
  if (!row) throw new AppError("subscription_not_found");
  if (!running(row)) throw new AppError("subscription_ended");
  const [plan, card] = await Promise.all([clubPlan(tx.scope, planId), getCard(tx.scope, row.cardId)]);
  if (card.planId === plan.id) throw new AppError("already_on_plan");
  const proration = prorationOf(row, plan, todayOf(tx));
  await updateCard(tx.scope, card.id, { planId: plan.id });
  const updated = await updateSubscription(tx.scope, row.id, subscriptionTermsOf(plan));
  return {
    proration,
    plan,
    customerId: row.customerId,
    subscription: staffSubscriptionView(updated, plan.id, tx.tenant.config.intl.timezone),
  };
}
