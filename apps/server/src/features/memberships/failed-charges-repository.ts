/**
 * The failed-payment queue's queries (issue 32 item 2): the club's subscription transactions that
 * are retrying or failed, a page at a time, sorted by period, amount or member name; one of them;
 * and the claim a retry now takes on its subscription.
 */
import { type FailedChargesQuery, pageOffset } from "@crest/domain";
import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { customerNameOrder } from "../customers/index.ts";
import { membershipSubscriptions, subscriptionTransactions } from "./tables.ts";

const t = subscriptionTransactions;

const SORT_KEYS = { date: t.periodStart, amount: t.amount, member: customerNameOrder(t.customerId) } as const;

/** A page of the queue, with the subscription of each row. */
export async function failedChargePage(scope: TenantScope, query: FailedChargesQuery) {
  const where = query.status ? eq(t.status, query.status) : inArray(t.status, ["retrying", "failed"]);
  const by = query.direction === "asc" ? asc : desc;
  const [rows, totalCount] = await Promise.all([
    scope
      .select({ transaction: t, subscription: membershipSubscriptions })
      .from(t)
      .innerJoin(membershipSubscriptions, eq(membershipSubscriptions.id, t.subscriptionId))
      .where(where)
      .orderBy(by(SORT_KEYS[query.sort]), asc(t.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    scope.count(t, where),
  ]);
  return { rows, totalCount };
}

/** One transaction of the club with its subscription; another club's is undefined. */
export const clubTransactionWithSubscription = (scope: TenantScope, transactionId: string) =>
  scope
    .select({ transaction: t, subscription: membershipSubscriptions })
    .from(t)
    .innerJoin(membershipSubscriptions, eq(membershipSubscriptions.id, t.subscriptionId))
    .where(eq(t.id, transactionId))
    .then((rows) => rows[0]);

/**
 * Claims the subscription for a retry of the period `periodStart` now, as a billing run claims
 * (the same lease column), in one conditional update: only while that period is still the one
 * owed, the charge past due or failed, renewable, not paused on `today` (the club's day), and no
 * runner holds it. A double press or a billing run racing it finds the lease taken and claims
 * nothing; a pause set meanwhile leaves it unclaimed.
 */
export const claimForRetry = (
  scope: TenantScope,
  claim: { subscriptionId: string; periodStart: string; now: Date; today: string; leaseMs: number },
) => {
  const s = membershipSubscriptions;
  return scope
    .update(s)
    .set({ claimedUntil: new Date(claim.now.getTime() + claim.leaseMs) })
    .where(
      and(
        eq(s.id, claim.subscriptionId),
        eq(s.nextDate, claim.periodStart),
        inArray(s.status, ["past_due", "inactive"]),
        eq(s.renewable, true),
        // Not paused today (isPaused in the domain, as SQL).
        or(isNull(s.pausedOn), gt(s.pausedOn, claim.today), lte(s.pausedUntil, claim.today)),
        or(isNull(s.claimedUntil), lt(s.claimedUntil, claim.now)),
      ),
    )
    .returning()
    .then((rows) => rows[0]);
};
