import { randomUUID } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS, DEMO_WALLET } from "../../demo/demo-ids.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { moneySuite } from "../../test/customer-session.ts";
import { serviceContext } from "../../test/test-app.ts";
import { cardRefundDestination } from "../cart/index.ts";
import { commerceSettings } from "../cart/tables.ts";
import { jobs } from "../jobs/tables.ts";
import {
  type ChargeSource,
  chargePayment,
  claimRefund,
  markPaymentSettled,
  refundPayment,
  refundUnsettled,
  setSandboxAvailable,
} from "./index.ts";
import { refundById } from "./refund-repository.ts";
import { SETTLE_GRACE_MS } from "./settlement.ts";

const t = moneySuite();
let harbor: ServiceContext;
beforeAll(async () => {
  harbor = await serviceContext(t.app, DEMO.harbor.companyId);
});
// Before the suite's own check of the books (after-hooks run last registered first).
afterAll(async () => {
  await setSandboxAvailable(harbor.scope, true);
});

const visa: ChargeSource = {
  kind: "card",
  walletMethodId: DEMO_WALLET.visa.id,
  processorId: DEMO_WALLET.processorId,
  providerRef: DEMO_WALLET.visa.token,
  brand: "visa",
  lastFour: "4242",
  saveCard: false,
};
const houseAccount: ChargeSource = {
  ...visa,
  kind: "houseAccount",
  walletMethodId: null,
  processorId: null,
  providerRef: null,
};

/** A succeeded charge of the Harbor member; settled (it paid its thing) unless told otherwise. */
async function charge(amount: number, options: { source?: ChargeSource; settle?: boolean } = {}) {
  const result = await chargePayment(harbor, {
    customerId: DEMO_CUSTOMERS.member.id,
    amount,
    reference: { type: "test_refund", id: randomUUID() },
    description: "refunds test",
    idempotencyKey: `refunds-test-${randomUUID()}`,
    source: options.source ?? visa,
  });
  const id = result.transaction?.id;
  if (!result.success || !id) throw new Error("the test charge failed");
  if (options.settle !== false) await inTransaction(harbor, (tx) => markPaymentSettled(tx.scope, id));
  return id;
}

const one = async <T>(query: ReturnType<typeof sql>) =>
  (await t.app.platformDb.execute<Record<string, unknown>>(query)).rows[0] as T;

/** Where a payment's refunds stand: on the payment, as refund rows, at the sandbox and in the ledger. */
async function refundsOf(paymentId: string) {
  return one<Record<string, unknown>>(sql`
    select p.status, p.refunded_amount as "refundedAmount",
      (select count(*)::int from payment_refunds r where r.payment_id = p.id) as "refunds",
      (select coalesce(sum(r.amount), 0)::int from payment_refunds r where r.payment_id = p.id) as "refundsSum",
      (select count(*)::int from sandbox_refunds s where s.intent_id = p.provider_payment_id) as "atSandbox",
      (select i.refunded_amount from sandbox_intents i where i.id = p.provider_payment_id) as "sandboxRefunded",
      (select count(*)::int from ledger_transactions l where l.payment_id = p.id and l.type = 'refund') as "ledgerRefunds",
      (select coalesce(sum(l.amount), 0)::int from ledger_transactions l
        where l.payment_id = p.id and l.type = 'refund') as "ledgerRefunded"
    from payments p where p.id = ${paymentId}`);
}

/** The refund job's pass at or after `at` (the schedule runs at the start of each minute). */
const passAtOrAfter = (at: Date) => new Date(Math.ceil(at.getTime() / 60_000) * 60_000);

const refunded = (amount: number, refunds = 1, status = "succeeded") => ({
  status,
  refundedAmount: amount,
  refunds,
  refundsSum: amount,
  atSandbox: refunds,
  sandboxRefunded: amount,
  ledgerRefunds: refunds,
  ledgerRefunded: amount,
});

describe("refunds, once", () => {
  it("a refund retried with the same key refunds once: on the payment, at the sandbox and in the ledger", async () => {
    const paymentId = await charge(5_000);
    const first = await refundPayment(harbor, paymentId, 2_000, "retried-key");
    const again = await refundPayment(harbor, paymentId, 2_000, "retried-key");
    expect(again).toMatchObject({ id: first.id, status: "succeeded", amount: 2_000, attempts: 1 });
    expect(await refundsOf(paymentId)).toEqual(refunded(2_000));
    // The key names that refund: another amount under it is refused, in the caller's transaction.
    await expect(
      inTransaction(harbor, (tx) =>
        claimRefund(tx.scope, {
          paymentId,
          amount: 1_000,
          idempotencyKey: "retried-key",
          reason: "again",
          destination: "original",
        }),
      ),
    ).rejects.toMatchObject({ code: "idempotency_key_reused" });
    expect(await refundsOf(paymentId)).toEqual(refunded(2_000));
  });

  it("20 concurrent refunds of one payment with one key refund once", async () => {
    const paymentId = await charge(5_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refundPayment(harbor, paymentId, 1_500, "concurrent-key")),
    );
    expect(new Set(answers.map((refund) => refund.id)).size).toBe(1);
    expect(await refundsOf(paymentId)).toEqual(refunded(1_500));
  });

  it("20 concurrent refunds with their own keys never give back more than was paid", async () => {
    const paymentId = await charge(5_000);
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => refundPayment(harbor, paymentId, 1_000, `own-key-${i}`)),
    );
    expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(5);
    for (const answer of answers)
      if (answer.status === "rejected") expect(answer.reason).toMatchObject({ code: "invalid_request" });
    expect(await refundsOf(paymentId)).toEqual(refunded(5_000, 5, "refunded"));
  });

  it("a claim is its caller's: when the caller's transaction rolls back, nothing was refunded", async () => {
    const paymentId = await charge(2_500);
    await expect(
      inTransaction(harbor, async (tx) => {
        await claimRefund(tx.scope, {
          paymentId,
          amount: 2_500,
          idempotencyKey: "rolled-back",
          reason: "cancelled line",
          destination: "original",
        });
        throw new Error("the caller's own rows failed");
      }),
    ).rejects.toThrow("the caller's own rows failed");
    expect(await refundsOf(paymentId)).toMatchObject({ status: "succeeded", refundedAmount: 0, refunds: 0 });
  });

  it("a refund to house credit, or of a house-account charge, is settled when claimed, with no processor", async () => {
    const paymentId = await charge(3_000);
    const credit = await inTransaction(harbor, (tx) =>
      claimRefund(tx.scope, {
        paymentId,
        amount: 1_000,
        idempotencyKey: "to-credit",
        reason: "as house credit",
        destination: "credit",
      }),
    );
    expect(credit).toMatchObject({ status: "succeeded", destination: "credit", attempts: 0 });
    expect(await refundsOf(paymentId)).toMatchObject({
      refundedAmount: 1_000,
      atSandbox: 0,
      ledgerRefunds: 1,
    });
    const row = await one<Record<string, unknown>>(
      sql`select payment_type, status from ledger_transactions where source = ${`refund:${credit.id}`}`,
    );
    expect(row).toEqual({ payment_type: "giftcard", status: "refunded" });

    const owed = await charge(4_000, { source: houseAccount });
    expect(await refundPayment(harbor, owed)).toMatchObject({ status: "succeeded", amount: 4_000 });
    const ledger = await one<Record<string, unknown>>(
      sql`select amount_due, refunded_amount from ledger_transactions where source = ${`payment:${owed}`}`,
    );
    expect(ledger).toEqual({ amount_due: 0, refunded_amount: 4_000 });
  });

  it("where a card payment's refund goes is the club's commerce setting: back to the card unless it says credit", async () => {
    expect(await cardRefundDestination(harbor.scope)).toBe("original");
    await harbor.scope.update(commerceSettings).set({ cardRefundsTo: "credit" });
    expect(await cardRefundDestination(harbor.scope)).toBe("credit");
    await harbor.scope.update(commerceSettings).set({ cardRefundsTo: "original" });
  });

  it("while the sandbox is down a refund waits, reserved; the job gives it back within a minute of its return, once", async () => {
    const paymentId = await charge(3_000);
    await setSandboxAvailable(harbor.scope, false);
    await expect(charge(100)).rejects.toMatchObject({ code: "card_provider_error" });
    const waiting = await refundPayment(harbor, paymentId);
    expect(waiting).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: expect.stringMatching(/unavailable/),
    });
    expect(await refundsOf(paymentId)).toMatchObject({
      status: "refunded",
      refundedAmount: 3_000,
      atSandbox: 0,
    });

    // Still down at the next pass of the refund job (every minute): asked again, and the job
    // says why it failed.
    const firstPass = passAtOrAfter(waiting.nextAttemptAt ?? new Date());
    await t.app.jobs.drain(firstPass);
    const [job] = await harbor.scope
      .select()
      .from(jobs)
      .where(eq(jobs.kind, "payments.refunds"))
      .orderBy(desc(jobs.createdAt))
      .limit(1);
    expect(job).toMatchObject({ status: "failed", lastError: expect.stringMatching(/1 refund\(s\) wait/) });
    const still = await refundById(harbor.scope, waiting.id);
    expect(still).toMatchObject({ id: waiting.id, status: "pending", attempts: 2 });

    // Back: the next pass, a minute on, gives it back, once.
    await setSandboxAvailable(harbor.scope, true);
    const nextPass = new Date(firstPass.getTime() + 60_000);
    expect((still.nextAttemptAt ?? nextPass).getTime()).toBeLessThanOrEqual(nextPass.getTime());
    await t.app.jobs.drain(nextPass);
    expect(await refundById(harbor.scope, waiting.id)).toMatchObject({ status: "succeeded", attempts: 3 });
    await t.app.jobs.drain(new Date(nextPass.getTime() + 120_000));
    expect(await refundsOf(paymentId)).toEqual(refunded(3_000, 1, "refunded"));
  });

  it("the reconcile job gives back a charge left unsettled past the grace, once, and never a settled one", async () => {
    const lost = await charge(1_200, { settle: false });
    const settled = await charge(1_300);
    const now = new Date();
    await t.app.jobs.drain(now);
    expect(await refundsOf(lost)).toMatchObject({ status: "succeeded", refunds: 0 });

    await t.app.jobs.drain(new Date(now.getTime() + SETTLE_GRACE_MS + 60_000));
    expect(await refundsOf(lost)).toEqual(refunded(1_200, 1, "refunded"));
    expect(await refundsOf(settled)).toMatchObject({ status: "succeeded", refunds: 0 });
    // Given back, it can pay nothing any more; and an undo of it finds the same refund.
    await expect(inTransaction(harbor, (tx) => markPaymentSettled(tx.scope, lost))).rejects.toMatchObject({
      code: "payment_failed",
    });
    const reconciled = await one<{ id: string }>(
      sql`select id from payment_refunds where payment_id = ${lost}`,
    );
    expect((await refundUnsettled(harbor, lost, "undo"))?.id).toBe(reconciled.id);
    expect(await refundUnsettled(harbor, settled, "undo")).toBeNull();
    expect(await refundsOf(lost)).toEqual(refunded(1_200, 1, "refunded"));
  });
});
