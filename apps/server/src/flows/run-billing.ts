/**
 * The billing run, a flow across memberships, wallet, payments and the ledger (issue #11 §4;
 * its queries are memberships' billing-repository.ts). A run claims due subscriptions in batches —
 * one `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED LIMIT n)` writing a lease
 * (`claimed_until`) — so two runners (two instances, two workers, the job and a staff click)
 * never hold the same subscription. Each claimed one is charged one period with the member's
 * billing method (billing, else default) under the idempotency key
 * `subscription:{id}:{period}:{attempt}`; a batch is charged through the payments service
 * together (its payment rows claimed in one insert before any processor call) and its paid
 * charges recorded in one transaction. A runner that dies between the charge and the record
 * leaves the lease to run out; the next run builds the same key (the attempt count was not
 * recorded) and the payments service answers the charge already made instead of charging again.
 *
 * Retry schedule (BILLING_RETRY_DAYS in the domain): a failed charge is tried again 1, 3 and
 * 7 days after each failure; after the fourth failure the transaction fails for good, the
 * subscription and its card become inactive, and the standing raises the paywall flag.
 */
import {
  addPeriods,
  type BillingRun,
  dayOf,
  formatMoney,
  isPaused,
  nextRetryDelayDays,
  type PaymentResult,
  type PaymentTransaction,
  type RetryResult,
} from "@crest/domain";
import { type LedgerPurpose, recordPayments } from "../features/billing/index.ts";
import {
  advancePaidSubscriptions,
  batchAttempts,
  claimDueSubscriptions,
  claimForRetry,
  clubTransaction,
  failedChargeOf,
  linesOf,
  lockSubscription,
  lockSubscriptionsInOrder,
  type MembershipSubscriptionRow,
  periodAttempts,
  recordPaidPeriods,
  refreshStanding,
  settleScheduledChanges,
  updateCard,
  updateSubscription,
  upsertPeriodTransaction,
} from "../features/memberships/index.ts";
import { notify } from "../features/notifications/index.ts";
import {
  chargePayments,
  markPaymentsSettled,
  type ProcessorCustomer,
  processorCustomersFor,
} from "../features/payments/index.ts";
import { billingSourcesFor } from "../features/wallet/index.ts";
import { AppError } from "../lib/errors.ts";
import { inTransaction, type ServiceContext } from "../platform/service-context.ts";

export interface BillingOptions {
  now?: Date;
  /** Subscriptions claimed per batch. */
  batchSize?: number;
  /** Charges in flight at once within a batch. */
  concurrency?: number;
  /** How long a claim holds before another runner may take the subscription over. */
  leaseMs?: number;
  /** Tests: called after the charge and before its record (a crash there is simulated by throwing). */
  afterCharge?: (subscriptionId: string) => Promise<void>;
  /** Bench: each batch's duration from its claim to its last record, in ms, and its size. */
  onBatch?: (ms: number, size: number) => void;
}

const DAY_MS = 86_400_000;

type Outcome = "charged" | "failed" | "pendingAuthentication";

/** What every charge of a batch needs looked up, each in one query for the whole batch. */
async function batchLookups(context: ServiceContext, batch: readonly MembershipSubscriptionRow[]) {
  const customerIds = batch.map((subscription) => subscription.customerId);
  const [attempts, sources] = await Promise.all([
    batchAttempts(context.scope, batch),
    billingSourcesFor(context, customerIds),
  ]);
  const processorIds = new Set([...sources.values()].flatMap((source) => source.processorId ?? []));
  const customers = new Map<string, ProcessorCustomer>();
  for (const processorId of processorIds) {
    const payers = customerIds.filter((id) => sources.get(id)?.processorId === processorId);
    for (const [id, customer] of await processorCustomersFor(context, processorId, payers))
      customers.set(id, customer);
  }
  return { attempts, sources, customers };
}

type BatchLookups = Awaited<ReturnType<typeof batchLookups>>;

type ChargeAnswer = PaymentResult | { error: string };

/** Charges the batch through the payments service: one order per subscription with a billing source. */
async function chargeBatch(
  context: ServiceContext,
  batch: readonly MembershipSubscriptionRow[],
  lookups: BatchLookups,
  concurrency: number,
): Promise<Map<string, ChargeAnswer | { interrupted: unknown }>> {
  const answers = new Map<string, ChargeAnswer | { interrupted: unknown }>();
  const orders = batch.flatMap((subscription) => {
    const source = lookups.sources.get(subscription.customerId);
    if (!source) {
      answers.set(subscription.id, { error: "No payment method is set for billing." });
      return [];
    }
    const attempt = (lookups.attempts.get(subscription.id) ?? 0) + 1;
    return [
      {
        subscription,
        order: {
          customerId: subscription.customerId,
          amount: linesOf(subscription).total,
          reference: { type: "subscription", id: subscription.id },
          description: `Membership ${subscription.frequency} dues from ${subscription.nextDate}`,
          idempotencyKey: `subscription:${subscription.id}:${subscription.nextDate}:${attempt}`,
          source,
          processorCustomer: lookups.customers.get(subscription.customerId),
        },
      },
    ];
  });
  const charged = await chargePayments(
    context,
    orders.map(({ order }) => order),
    concurrency,
  );
  orders.forEach(({ subscription }, index) => {
    const answer = charged[index] ?? { error: new Error("not charged") };
    if ("result" in answer) answers.set(subscription.id, answer.result);
    // A decline the processor reported as an error is a failure; the processor away, or another
    // request holding the payment, is not: the lease runs out and a later run asks again.
    else if (answer.error instanceof AppError && answer.error.code !== "payment_in_progress")
      answers.set(subscription.id, { error: answer.error.message });
    else answers.set(subscription.id, { interrupted: answer.error });
  });
  return answers;
}

/**
 * Records a charge that did not succeed (declined, or waiting for the member's authentication),
 * in one transaction with the subscription's changes. Paid charges go through recordPaid.
 */
async function recordFailure(
  context: ServiceContext,
  claimed: MembershipSubscriptionRow,
  result: ChargeAnswer,
  now: Date,
): Promise<Outcome | null> {
  return inTransaction(context, async (tx) => {
    const subscription = await lockSubscription(tx.scope, claimed.id);
    // Already recorded (a runner whose lease ran out finished after all): nothing to do.
    if (!subscription || subscription.nextDate !== claimed.nextDate) return null;
    const amount = linesOf(subscription).total;
    const period = {
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
      periodStart: subscription.nextDate,
    };
    const release = { claimedUntil: null };
    const authentication = "actionCode" in result && result.actionCode !== null;
    const message = failureMessageOf(result);
    const attempts = (await periodAttempts(tx.scope, subscription)) + 1;
    const delayDays = nextRetryDelayDays(attempts);
    const finalFailure = delayDays === null;
    await upsertPeriodTransaction(tx.scope, period, {
      status: finalFailure ? "failed" : "retrying",
      amount,
      attempts,
      failureMessage: message,
    });
    await updateSubscription(tx.scope, subscription.id, {
      ...release,
      status: finalFailure ? "inactive" : "past_due",
      retryAt: finalFailure ? null : new Date(now.getTime() + delayDays * DAY_MS),
    });
    if (finalFailure) {
      await updateCard(tx.scope, subscription.cardId, { status: "inactive" });
      await refreshStanding(tx.scope, subscription.customerId);
    }
    // The bell: the member can act (another card, or authenticating the payment) before the
    // next try, or reactivate after the last.
    const { currency, locale } = tx.tenant.config.intl;
    await notify(tx, {
      customerId: subscription.customerId,
      kind: "payment_failed",
      facts: { amount: formatMoney(amount, currency, locale) },
      link: "/account/wallet",
    });
    return authentication ? "pendingAuthentication" : "failed";
  });
}

function failureMessageOf(result: ChargeAnswer): string {
  if (!("success" in result)) return result.error;
  if (result.actionCode) return "The card needs the member to authenticate this payment.";
  return result.error?.message || "The payment failed.";
}

/** A period's dues as the ledger records them. */
function duesOf(subscription: MembershipSubscriptionRow, payment: PaymentTransaction): LedgerPurpose {
  const lines = linesOf(subscription);
  return {
    type: "subscription",
    subscriptionId: subscription.id,
    membershipCardId: subscription.cardId,
    description: payment.description,
    periodStart: subscription.nextDate,
    periodEnd: addPeriods(subscription.nextDate, subscription.frequency, 1, subscription.billingDay),
    subTotal: lines.amount,
    tax: lines.tax,
  };
}

/**
 * Records the paid charges of a batch in one transaction: the subscriptions locked (in id
 * order, so two runners finishing at once cannot deadlock), one insert of their period rows and
 * one update moving each to its next period. A subscription already moved on (a runner whose
 * lease ran out finished after all) is left as it is. Answers how many were recorded.
 */
async function recordPaid(
  context: ServiceContext,
  paid: readonly { claimed: MembershipSubscriptionRow; payment: PaymentTransaction | null }[],
  now: Date,
): Promise<number> {
  if (paid.length === 0) return 0;
  return inTransaction(context, async (tx) => {
    const locked = await lockSubscriptionsInOrder(
      tx.scope,
      paid.map((charge) => charge.claimed.id),
    );
    const current = new Map(locked.map((row) => [row.id, row]));
    const recordable = paid.flatMap(({ claimed, payment }) => {
      const subscription = current.get(claimed.id);
      return subscription && subscription.nextDate === claimed.nextDate
        ? [{ subscription, paymentId: payment?.id ?? null, payment }]
        : [];
    });
    // Each payment settled with its period; one the reconcile job is giving back pays nothing.
    const settled = await markPaymentsSettled(
      tx.scope,
      recordable.flatMap(({ paymentId }) => paymentId ?? []),
    );
    const due = recordable.filter(({ paymentId }) => paymentId === null || settled.has(paymentId));
    if (due.length === 0) return 0;
    await recordPaidPeriods(tx.scope, due, now);
    // The ledger's row of each charge, in the same transaction as its period.
    await recordPayments(
      tx.scope,
      due.flatMap(({ subscription, payment }) =>
        payment
          ? [
              {
                payment: { ...payment, customerId: subscription.customerId },
                purpose: duesOf(subscription, payment),
              },
            ]
          : [],
      ),
    );
    await advancePaidSubscriptions(
      tx.scope,
      due.map(({ subscription }) => subscription),
      dayOf(now, context.tenant.config.intl.timezone),
    );
    // A charge that had failed for good (paid by staff's retry now) brings its card back, and
    // lowers the paywall, as the member's own payment does.
    for (const { subscription } of due.filter(({ subscription }) => subscription.status === "inactive")) {
      await updateCard(tx.scope, subscription.cardId, { status: "active" });
      await refreshStanding(tx.scope, subscription.customerId);
    }
    return due.length;
  });
}

/**
 * Bills a claimed batch: the lookups every charge needs in one query each, the charges through
 * the payments service together (`concurrency` in flight), then the paid ones recorded in one
 * transaction and each failure on its own (rare, and it may end the card and raise the paywall).
 */
async function billBatch(
  context: ServiceContext,
  batch: readonly MembershipSubscriptionRow[],
  now: Date,
  options: BillingOptions,
  run: BillingRun,
  concurrency: number,
) {
  const interrupted = (error: unknown, subscription: MembershipSubscriptionRow) => {
    // One subscription's trouble (the processor away, the database blinking) does not stop
    // the run: the lease keeps others off it until it runs out, and a later run retries it
    // under the same idempotency key.
    context.log.error({ err: error, subscriptionId: subscription.id }, "billing a subscription broke off");
    run.interrupted += 1;
  };
  let answers: Awaited<ReturnType<typeof chargeBatch>>;
  try {
    answers = await chargeBatch(context, batch, await batchLookups(context, batch), concurrency);
  } catch (error) {
    // The batch's lookups or its payment rows could not be written or updated: the whole batch
    // waits for its lease to run out, and the run goes on with the next one.
    for (const subscription of batch) interrupted(error, subscription);
    return;
  }
  const paid: { claimed: MembershipSubscriptionRow; payment: PaymentTransaction | null }[] = [];
  for (const subscription of batch) {
    const answer = answers.get(subscription.id);
    try {
      if (!answer || "interrupted" in answer) throw answer?.interrupted ?? new Error("not charged");
      await options.afterCharge?.(subscription.id);
      if ("success" in answer && answer.success) {
        paid.push({ claimed: subscription, payment: answer.transaction });
        continue;
      }
      const outcome = await recordFailure(context, subscription, answer, now);
      if (outcome) run[outcome] += 1;
    } catch (error) {
      interrupted(error, subscription);
    }
  }
  try {
    run.charged += await recordPaid(context, paid, now);
  } catch (error) {
    for (const charge of paid) interrupted(error, charge.claimed);
  }
}

/**
 * Runs billing for the context's club until nothing is due: claims a batch, charges it with
 * `concurrency` charges in flight, records it, and goes on. A subscription several periods
 * behind is charged one period per claim, each under its own key.
 */
export async function runBilling(context: ServiceContext, options: BillingOptions = {}): Promise<BillingRun> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 200;
  const concurrency = options.concurrency ?? 8;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const run: BillingRun = { claimed: 0, charged: 0, failed: 0, pendingAuthentication: 0, interrupted: 0 };
  // Ends due cancellations and resumes ended pauses first, so what is charged next is current.
  await settleScheduledChanges(context, now);
  for (;;) {
    const claimed = performance.now();
    const batch = await claimDueSubscriptions(context.scope, {
      now,
      timeZone: context.tenant.config.intl.timezone,
      limit: batchSize,
      leaseMs,
    });
    if (batch.length === 0) return run;
    run.claimed += batch.length;
    await billBatch(context, batch, now, options, run, concurrency);
    options.onBatch?.(performance.now() - claimed, batch.length);
  }
}

/**
 * Staff's "retry now" on a retrying or failed charge (issue 32 item 2): the run's own charge of
 * that one subscription, now. The subscription is claimed with the run's lease in one conditional
 * update (claimForRetry), so a double press or a billing run racing it charges once: whoever
 * claims second finds the lease taken (409 billing_in_progress) or, once the first has recorded,
 * the period paid (`alreadyPaid`). The charge's key is the run's, `subscription:{id}:{period}:{attempt}`.
 */
export async function retrySubscriptionCharge(
  context: ServiceContext,
  transactionId: string,
  options: BillingOptions = {},
): Promise<RetryResult> {
  const now = options.now ?? new Date();
  const { transaction, subscription } = await clubTransaction(context, transactionId);
  const answer = async (outcome: RetryResult["outcome"]) => ({
    outcome,
    transaction: await failedChargeOf(context, transactionId),
  });
  if (transaction.status === "paid") return answer("alreadyPaid");
  if (transaction.status !== "retrying" && transaction.status !== "failed")
    throw new AppError("nothing_to_retry");
  if (!subscription.renewable) throw new AppError("membership_on_hold");
  // A paused membership is not billed, by its run or by staff: resume it first.
  const today = dayOf(now, context.tenant.config.intl.timezone);
  if (isPaused(subscription, today)) throw new AppError("subscription_paused");
  const claimed = await claimForRetry(context.scope, {
    subscriptionId: subscription.id,
    periodStart: transaction.periodStart,
    now,
    today,
    leaseMs: options.leaseMs ?? 10 * 60_000,
  });
  if (!claimed) {
    const current = await clubTransaction(context, transactionId);
    if (current.transaction.status === "paid") return answer("alreadyPaid");
    if (current.subscription.nextDate !== transaction.periodStart) throw new AppError("nothing_to_retry");
    if (isPaused(current.subscription, today)) throw new AppError("subscription_paused");
    throw new AppError("billing_in_progress");
  }
  const run: BillingRun = { claimed: 1, charged: 0, failed: 0, pendingAuthentication: 0, interrupted: 0 };
  await billBatch(context, [claimed], now, options, run, 1);
  if (run.charged > 0) return answer("charged");
  if (run.pendingAuthentication > 0) return answer("pendingAuthentication");
  if (run.failed > 0) return answer("failed");
  // Interrupted (the processor away): the lease holds until a later run or retry asks again.
  throw new AppError("billing_in_progress");
}
