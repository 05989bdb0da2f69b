/** The failed-payment queue for staff (issue 32 item 2): its rows with their plan and member. */
import type { FailedCharge, FailedChargesQuery } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { findCustomers } from "../customers/index.ts";
import { clubTransactionWithSubscription, failedChargePage } from "./failed-charges-repository.ts";
import { cardsByIds, plansByIds } from "./repository.ts";
import type { MembershipSubscriptionRow, SubscriptionTransactionRow } from "./tables.ts";

type Row = { transaction: SubscriptionTransactionRow; subscription: MembershipSubscriptionRow };

async function views(context: ServiceContext, rows: Row[]): Promise<FailedCharge[]> {
  const cards = await cardsByIds(
    context.scope,
    rows.map((row) => row.subscription.cardId),
  );
  const [plans, members] = await Promise.all([
    plansByIds(context.scope, [...new Set(cards.map((card) => card.planId))]),
    findCustomers(context.scope, [...new Set(rows.map((row) => row.transaction.customerId))]),
  ]);
  return rows.map(({ transaction, subscription }) => {
    const card = cards.find((candidate) => candidate.id === subscription.cardId);
    const plan = plans.find((candidate) => candidate.id === card?.planId);
    const member = members.find((candidate) => candidate.id === transaction.customerId);
    if (!plan || !member) throw new Error("a subscription transaction without its plan or member");
    return {
      id: transaction.id,
      subscriptionId: subscription.id,
      status: transaction.status,
      amount: transaction.amount,
      periodStart: transaction.periodStart,
      attempts: transaction.attempts,
      failureMessage: transaction.failureMessage,
      nextAttemptOn: transaction.status === "retrying" ? subscription.retryAt : null,
      createdOn: transaction.createdAt,
      planTitle: plan.title,
      member: { id: member.id, firstName: member.firstName, lastName: member.lastName, email: member.email },
    };
  });
}

/** GET /admin/api/memberships/failed-payments. */
export async function failedCharges(context: ServiceContext, query: FailedChargesQuery) {
  const { rows, totalCount } = await failedChargePage(context.scope, query);
  return { items: await views(context, rows), totalCount };
}

/** One transaction of the club with its subscription (another club's: 404 transaction_not_found). */
export async function clubTransaction(context: ServiceContext, transactionId: string): Promise<Row> {
  const row = await clubTransactionWithSubscription(context.scope, transactionId);
  if (!row) throw new AppError("transaction_not_found");
  return row;
}

/** One row of the queue as staff see it. */
export async function failedChargeOf(context: ServiceContext, transactionId: string): Promise<FailedCharge> {
  const [view] = await views(context, [await clubTransaction(context, transactionId)]);
  if (!view) throw new AppError("transaction_not_found");
  return view;
}
