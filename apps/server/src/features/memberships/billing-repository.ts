/**
 * The billing run's queries (the run itself is a flow: flows/run-billing.ts): claiming due
 * subscriptions with a lease, the attempts recorded per period, and writing a batch's periods.
 * Which clubs have anything due is billing-schedule-repository.ts (across clubs).
 */
import { addPeriods, dayOf } from "@crest/domain";
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { valueByRow } from "../../db/value-by-row.ts";
import {
  type MembershipSubscriptionRow,
  membershipSubscriptions,
  type SubscriptionTransactionInsert,
  subscriptionTransactions,
} from "./tables.ts";
import { linesOf } from "./views.ts";

/**
 * Subscriptions a run may charge now: active and due (on or before today in the club's time
 * zone), or waiting for a retry that is due. Never a paused one (a pause that has ended is
 * resumed first, `settleScheduledChanges`), nor one whose requested end has come by its next date.
 */
export function dueCondition(now: Date, timeZone: string) {
  const s = membershipSubscriptions;
  return and(
    eq(s.autoCharge, true),
    eq(s.renewable, true),
    isNull(s.pausedOn),
    or(isNull(s.requestedCancelDate), gt(s.requestedCancelDate, s.nextDate)),
    or(
      and(eq(s.status, "active"), lte(s.nextDate, dayOf(now, timeZone))),
      and(eq(s.status, "past_due"), lte(s.retryAt, now)),
    ),
    or(isNull(s.claimedUntil), lt(s.claimedUntil, now)),
  );
}

/** Running subscriptions whose requested end has come, or whose pause has ended, by today. */
export function scheduledChangeCondition(now: Date, timeZone: string) {
  const s = membershipSubscriptions;
  const today = dayOf(now, timeZone);
  return and(
    inArray(s.status, ["active", "past_due"]),
    or(lte(s.requestedCancelDate, today), and(isNotNull(s.pausedOn), lte(s.pausedUntil, today))),
  );
}

/** The subscriptions `scheduledChangeCondition` finds, locked for their change. */
export const lockScheduledChanges = (scope: TenantScope, now: Date, timeZone: string) =>
  scope
    .select()
    .from(membershipSubscriptions)
    .where(scheduledChangeCondition(now, timeZone))
    .orderBy(asc(membershipSubscriptions.id))
    .for("update");

/**
 * Claims up to `limit` due subscriptions for this runner until the lease ends, in one statement:
 * the rows are picked and locked with `FOR UPDATE SKIP LOCKED` and their lease written together,
 * so a racing runner skips them and finds them leased once the statement ends.
 */
export function claimDueSubscriptions(
  scope: TenantScope,
  claim: { now: Date; timeZone: string; limit: number; leaseMs: number },
) {
  const due = scope
    .select({ id: membershipSubscriptions.id })
    .from(membershipSubscriptions)
    .where(dueCondition(claim.now, claim.timeZone))
    .orderBy(asc(membershipSubscriptions.nextDate), asc(membershipSubscriptions.id))
    .limit(claim.limit)
    .for("update", { skipLocked: true });
  return scope
    .update(membershipSubscriptions)
    .set({ claimedUntil: new Date(claim.now.getTime() + claim.leaseMs) })
    .where(inArray(membershipSubscriptions.id, due))
    .returning();
}

/** The failed attempts already recorded for the subscription's current period. */
export async function periodAttempts(scope: TenantScope, subscription: MembershipSubscriptionRow) {
  const [row] = await scope
    .select({ attempts: subscriptionTransactions.attempts })
    .from(subscriptionTransactions)
    .where(
      and(
        eq(subscriptionTransactions.subscriptionId, subscription.id),
        eq(subscriptionTransactions.periodStart, subscription.nextDate),
      ),
    );
  return row?.attempts ?? 0;
}

/** periodAttempts for a whole batch in one query, by subscription id. */
export async function batchAttempts(scope: TenantScope, batch: readonly MembershipSubscriptionRow[]) {
  const t = subscriptionTransactions;
  const rows = await scope
    .select({ subscriptionId: t.subscriptionId, periodStart: t.periodStart, attempts: t.attempts })
    .from(t)
    .where(
      inArray(
        t.subscriptionId,
        batch.map((subscription) => subscription.id),
      ),
    );
  const periodOf = new Map(batch.map((subscription) => [subscription.id, subscription.nextDate]));
  return new Map(
    rows
      .filter((row) => periodOf.get(row.subscriptionId) === row.periodStart)
      .map((row) => [row.subscriptionId, row.attempts]),
  );
}

/** Writes a period's transaction, or updates the one recorded (a retry of the same period). */
export async function upsertPeriodTransaction(
  scope: TenantScope,
  period: { subscriptionId: string; customerId: string; periodStart: string },
  values: Partial<SubscriptionTransactionInsert> & {
    amount: number;
    status: "paid" | "retrying" | "failed";
  },
) {
  await scope
    .insert(subscriptionTransactions)
    .values({ ...period, ...values })
    .onConflictDoUpdate({
      target: [subscriptionTransactions.subscriptionId, subscriptionTransactions.periodStart],
      set: { ...values, status: sql`excluded.status` },
    });
}

/** The subscriptions locked for update in id order, so two runners finishing at once cannot deadlock. */
export const lockSubscriptionsInOrder = (scope: TenantScope, ids: readonly string[]) =>
  scope
    .select()
    .from(membershipSubscriptions)
    .where(inArray(membershipSubscriptions.id, [...ids]))
    .orderBy(asc(membershipSubscriptions.id))
    .for("update");

/** Records paid periods in one insert of their transactions (a retried period's row becomes paid). */
export async function recordPaidPeriods(
  scope: TenantScope,
  paid: readonly { subscription: MembershipSubscriptionRow; paymentId: string | null }[],
  now: Date,
) {
  await scope
    .insert(subscriptionTransactions)
    .values(
      paid.map(({ subscription, paymentId }) => ({
        subscriptionId: subscription.id,
        customerId: subscription.customerId,
        periodStart: subscription.nextDate,
        status: "paid" as const,
        amount: linesOf(subscription).total,
        paymentId,
        paidAt: now,
        failureMessage: null,
      })),
    )
    .onConflictDoUpdate({
      target: [subscriptionTransactions.subscriptionId, subscriptionTransactions.periodStart],
      set: {
        status: sql`excluded.status`,
        amount: sql`excluded.amount`,
        paymentId: sql`excluded.payment_id`,
        paidAt: sql`excluded.paid_at`,
        failureMessage: null,
      },
    });
}

/** Moves each paid subscription to its next period, in one update. */
export async function advancePaidSubscriptions(
  scope: TenantScope,
  paid: readonly MembershipSubscriptionRow[],
  today: string,
) {
  const s = membershipSubscriptions;
  const ids = paid.map((subscription) => subscription.id);
  await scope
    .update(s)
    .set({
      claimedUntil: null,
      nextDate: valueByRow(
        s.id,
        ids,
        paid.map((subscription) =>
          addPeriods(subscription.nextDate, subscription.frequency, 1, subscription.billingDay),
        ),
        "date",
      ),
      lastDate: today,
      lastAmount: valueByRow(
        s.id,
        ids,
        paid.map((subscription) => linesOf(subscription).total),
        "integer",
      ),
      paymentCount: sql`${s.paymentCount} + 1`,
      status: "active",
      retryAt: null,
    })
    .where(inArray(s.id, ids));
}
