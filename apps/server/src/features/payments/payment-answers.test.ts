/**
 * Processors' answers recorded at one moment are written together (repository.ts,
 * `recordAnswer`): each payment gets its own answer, a column an answer does not give keeps its
 * value, and one that cannot be written fails only its own asker.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TenantScope } from "../../db/tenant-scope.ts";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { claimNewPayment, recordAnswer } from "./repository.ts";

let t: TestApp;
let harbor: TenantScope;
beforeAll(async () => {
  t = await createTestApp();
  harbor = new TenantScope(t.app.platformDb, DEMO.harbor.companyId);
});
afterAll(() => t.close());

/** A pending card payment of the demo member, paid with a saved Visa (its brand known). */
async function pendingPayment() {
  const row = await claimNewPayment(harbor, {
    customerId: DEMO_CUSTOMERS.member.id,
    idempotencyKey: randomUUID(),
    fingerprint: "test",
    referenceType: "order",
    referenceId: randomUUID(),
    amount: 1_000,
    currency: "USD",
    methodKind: "card",
    brand: "visa",
    lastFour: "4242",
    status: "pending",
    leaseUntil: new Date(Date.now() + 60_000),
  });
  if (!row) throw new Error("not claimed");
  return row;
}

describe("processors' answers recorded together", () => {
  it("writes each payment its own answer, and leaves what an answer does not give", async () => {
    const [saved, newCard, declined] = await Promise.all([
      pendingPayment(),
      pendingPayment(),
      pendingPayment(),
    ]);
    const paidAt = new Date("2026-11-28T10:00:00Z");
    const [a, b, c] = await Promise.all([
      recordAnswer(harbor, saved.id, { status: "succeeded", providerPaymentId: "pi_a", paidAt }),
      recordAnswer(harbor, newCard.id, {
        status: "succeeded",
        providerPaymentId: "pi_b",
        paidAt,
        brand: "mastercard",
        lastFour: "4444",
      }),
      recordAnswer(harbor, declined.id, {
        status: "failed",
        failureCode: "card_declined",
        failureMessage: "No",
      }),
    ]);
    expect(a).toMatchObject({
      status: "succeeded",
      providerPaymentId: "pi_a",
      paidAt,
      brand: "visa",
      leaseUntil: null,
    });
    expect(b).toMatchObject({ providerPaymentId: "pi_b", brand: "mastercard", lastFour: "4444" });
    expect(c).toMatchObject({
      status: "failed",
      failureCode: "card_declined",
      providerPaymentId: null,
      brand: "visa",
    });
  });

  it("fails the asker whose payment is not there, and writes the others", async () => {
    const payment = await pendingPayment();
    const [found, missing] = await Promise.allSettled([
      recordAnswer(harbor, payment.id, { status: "succeeded", providerPaymentId: "pi_c" }),
      recordAnswer(harbor, randomUUID(), { status: "succeeded", providerPaymentId: "pi_d" }),
    ]);
    expect(found).toMatchObject({ status: "fulfilled", value: { providerPaymentId: "pi_c" } });
    expect(missing.status).toBe("rejected");
  });
});
