/**
 * Staff move a subscription to another plan (issue 32 item 2): in one transaction, the
 * subscription locked and moved to the plan's terms (memberships; `prorate` in the domain, the
 * same the preview shows), then the proration recorded on the member's house account through
 * billing's idempotent staff adjustment: a net charge as a charge, a net credit as a credit
 * that lowers what the house account owes, its rest (a member who owes nothing, moved to a
 * cheaper plan) kept as a house credit they spend at checkout. Nothing leaves the database:
 * no undo.
 */
import { adjustHouseAccount } from "../features/billing/index.ts";
import { movePlanTerms } from "../features/memberships/index.ts";
import { inTransaction, type ServiceContext } from "../platform/service-context.ts";

/** POST /admin/api/memberships/subscriptions/{id}/plan-change. */
export async function changeMembershipPlan(
  context: ServiceContext,
  subscriptionId: string,
  planId: string,
  idempotencyKey: string,
) {
  return inTransaction(context, async (tx) => {
    const moved = await movePlanTerms(tx, subscriptionId, planId);
    const { net, daysLeft } = moved.proration;
    if (net !== 0)
      await adjustHouseAccount(
        tx,
        moved.customerId,
        {
          kind: net > 0 ? "charge" : "credit",
          amount: Math.abs(net),
          reason: `Plan change to ${moved.plan.title}, prorated over ${daysLeft} days`,
          idempotencyKey: `plan-change:${idempotencyKey}`,
        },
        "houseCredit",
      );
    return { subscription: moved.subscription, proration: moved.proration };
  });
}
