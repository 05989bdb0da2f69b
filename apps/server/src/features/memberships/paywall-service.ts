/**
 * The paywall's side of subscription transactions (spec-1 §2.6, §4, §7 Paywall and invoices):
 * the member's transactions, what an open one owes today, and settling it once paid. Paying
 * itself is the flow in flows/pay-membership.ts (the charge goes through flows/pay.ts).
 */
import {
  addPeriods,
  dayOf,
  type SubscriptionTransaction,
  type SubscriptionTransactionStatus,
} from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { customerIdOf, inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import {
  getOwnCard,
  getOwnTransaction,
  getSubscription,
  lockSubscription,
  markTransactionPaid,
  openTransactionOf,
  plansByIds,
  subscriptionsOf,
  subscriptionsOfCards,
  transactionsOf,
  updateCard,
  updateSubscription,
} from "./repository.ts";
import { refreshStanding } from "./standing-repository.ts";
import type { SubscriptionTransactionRow } from "./tables.ts";
import { linesOf, periodsOwed, transactionView } from "./views.ts";

async function views(
  context: ServiceContext,
  rows: SubscriptionTransactionRow[],
): Promise<SubscriptionTransaction[]> {
  if (rows.length === 0) return [];
  const subscriptions = await subscriptionsOf(context.scope, customerIdOf(context));
  const cards = new Map(subscriptions.map((row) => [row.id, row]));
  const plansByCard = new Map<string, string>();
  for (const subscription of subscriptions) {
    const card = await getOwnCard(context.scope, subscription.customerId, subscription.cardId);
    plansByCard.set(subscription.cardId, card.planId);
  }
  const plans = await plansByIds(context.scope, [...new Set(plansByCard.values())]);
  return rows.map((row) => {
    const subscription = cards.get(row.subscriptionId);
    const plan = plans.find((candidate) => candidate.id === plansByCard.get(subscription?.cardId ?? ""));
    if (!subscription || !plan) throw new Error("a transaction without its subscription or plan");
    return transactionView(row, subscription, plan, context.tenant.config.intl.timezone);
  });
}

/** The member's subscription transactions (the paywall asks for the failed ones), newest first. */
export async function myTransactions(
  context: ServiceContext,
  query: { status?: SubscriptionTransactionStatus | undefined },
) {
  return views(context, await transactionsOf(context.scope, customerIdOf(context), { status: query.status }));
}

/** One of the member's subscription transactions; another's is a 404 transaction_not_found. */
export async function myTransaction(context: ServiceContext, transactionId: string) {
  const row = await getOwnTransaction(context.scope, customerIdOf(context), transactionId).catch(() => {
    throw new AppError("transaction_not_found");
  });
  const [view] = await views(context, [row]);
  if (!view) throw new AppError("transaction_not_found");
  return view;
}

/** GET /api/account/memberships/{id}/payments: the card's subscription transactions. */
export async function cardPayments(context: ServiceContext, cardId: string) {
  const customerId = customerIdOf(context);
  const card = await getOwnCard(context.scope, customerId, cardId);
  const [subscription] = await subscriptionsOfCards(context.scope, [card.id]);
  if (!subscription) return [];
  return views(context, await transactionsOf(context.scope, customerId, { subscriptionId: subscription.id }));
}

/** The open transaction of the card's subscription, which its payments endpoint pays. */
export async function openTransactionOfCard(context: ServiceContext, cardId: string): Promise<string> {
  const card = await getOwnCard(context.scope, customerIdOf(context), cardId);
  const [subscription] = await subscriptionsOfCards(context.scope, [card.id]);
  const open = subscription ? await openTransactionOf(context.scope, subscription.id) : undefined;
  if (!open) throw new AppError("nothing_due");
  return open.id;
}

export interface BalanceDue {
  transaction: SubscriptionTransaction;
  periods: number;
  amount: number;
}

/**
 * What an open transaction owes today: every unpaid period at the period's total. A settled
 * one is a 409 nothing_due; an on-hold subscription (not renewable) cannot be paid here: the
 * member contacts the club (spec-1 §2.6).
 */
export async function balanceDue(
  context: ServiceContext,
  transactionId: string,
  now = new Date(),
): Promise<BalanceDue> {
  const transaction = await myTransaction(context, transactionId);
  if (transaction.status !== "failed" && transaction.status !== "retrying") throw new AppError("nothing_due");
  if (!transaction.subscription.renewable) throw new AppError("membership_on_hold");
  const subscription = await getSubscription(context.scope, transaction.subscription.id);
  const periods = periodsOwed(subscription, now, context.tenant.config.intl.timezone);
  return { transaction, periods, amount: periods * linesOf(subscription).total };
}

/**
 * Records a paid balance: the transaction is paid, the subscription active again with its
 * next date moved past the periods paid, the card active, and the standing recomputed (the
 * paywall flag drops). Answers null when the transaction was already settled by another payment;
 * a payment that is not the whole balance owed now is a 409 balance_changed (the flow refunds it).
 */
export async function settleTransaction(
  context: ServiceContext,
  transactionId: string,
  payment: { id: string; amount: number; periods: number },
  now = new Date(),
): Promise<SubscriptionTransaction | null> {
  const settled = await inTransaction(context, async (tx) => {
    const row = await getOwnTransaction(tx.scope, customerIdOf(tx), transactionId);
    const subscription = await lockSubscription(tx.scope, row.subscriptionId);
    if (!subscription) throw new AppError("transaction_not_found");
    const current = await getOwnTransaction(tx.scope, customerIdOf(tx), transactionId);
    if (current.status === "paid") return current.paymentId === payment.id;
    // The payment settles the balance only if it pays all of it, as it stands under the lock.
    const owed = periodsOwed(subscription, now, context.tenant.config.intl.timezone);
    if (payment.periods !== owed || payment.amount !== owed * linesOf(subscription).total)
      throw new AppError("balance_changed");
    await markTransactionPaid(tx.scope, row.id, {
      amount: payment.amount,
      periods: payment.periods,
      paymentId: payment.id,
      paidAt: now,
    });
    await updateSubscription(tx.scope, subscription.id, {
      nextDate: addPeriods(
        subscription.nextDate,
        subscription.frequency,
        payment.periods,
        subscription.billingDay,
      ),
      lastDate: dayOf(now, context.tenant.config.intl.timezone),
      lastAmount: payment.amount,
      paymentCount: subscription.paymentCount + payment.periods,
      status: "active",
      retryAt: null,
      claimedUntil: null,
    });
    await updateCard(tx.scope, subscription.cardId, { status: "active" });
    await refreshStanding(tx.scope, subscription.customerId);
    return true;
  });
  return settled ? myTransaction(context, transactionId) : null;
}
