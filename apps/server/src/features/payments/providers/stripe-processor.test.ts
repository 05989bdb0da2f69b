import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../../demo/demo-ids.ts";
import { asMember, signIn } from "../../../test/customer-session.ts";
import {
  createTestApp,
  json,
  request,
  SIERRA,
  serviceContext,
  type TestApp,
} from "../../../test/test-app.ts";
import { lockDomainConfig, updateDomainConfig } from "../../config/index.ts";
import { setProcessorCredentials } from "../processors.ts";
import { startStripeFake } from "./stripe-fake.ts";
import { stripeProcessor } from "./stripe-processor.ts";

let fake: Awaited<ReturnType<typeof startStripeFake>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startStripeFake();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const processor = () => stripeProcessor({ secret: "sk_test_fake", apiBase: fake.url, options: {} });
const customer = {
  customerId: "c1",
  email: "a@b.example",
  name: "Ada Lovelace",
  providerCustomerId: "cus_fake1",
};
const charge = (providerRef: string, idempotencyKey: string) =>
  processor().charge({
    customer,
    source: { kind: "card", providerRef },
    amount: 2550,
    currency: "USD",
    description: "Order 1",
    idempotencyKey,
    saveCard: false,
  });

describe("the Stripe adapter, on the official SDK against a local fake of Stripe's API", () => {
  it("creates customers and attaches cards, with the secret key and an idempotency key", async () => {
    const id = await processor().ensureCustomer(customer);
    expect(id).toMatch(/^cus_fake/);
    const created = fake.requests.find((r) => r.path === "/v1/customers");
    expect(created?.headers.authorization).toBe("Bearer sk_test_fake");
    expect(created?.headers["idempotency-key"]).toBe("crest-customer-c1");
    expect(await processor().attachCard(customer, "pm_card_visa")).toEqual({
      providerRef: "pm_card_visa",
      brand: "visa",
      lastFour: "4242",
      expMonth: 12,
      expYear: 2034,
    });
    await expect(processor().attachCard(customer, "pm_card_chargeDeclined")).rejects.toMatchObject({
      code: "card_provider_error",
    });
  });

  it("charges once per idempotency key, and maps declines", async () => {
    const first = await charge("pm_card_visa", "key-1");
    expect(first).toMatchObject({ status: "succeeded" });
    expect(await charge("pm_card_visa", "key-1")).toEqual(first);
    expect(
      fake.requests.filter(
        (r) => r.path === "/v1/payment_intents" && r.headers["idempotency-key"] === "key-1",
      ),
    ).toHaveLength(2);
    expect(await charge("pm_card_chargeDeclined", "key-2")).toMatchObject({
      status: "failed",
      code: "card_declined",
    });
    expect(await charge("pm_card_chargeDeclinedInsufficientFunds", "key-3")).toMatchObject({
      code: "insufficient_funds",
    });
  });

  it("3-D Secure: requires_action with the client secret, then confirm after authentication", async () => {
    const pending = await charge("pm_card_authenticationRequired", "key-4");
    if (pending.status !== "requires_action") throw new Error("expected requires_action");
    expect(pending.clientSecret).toMatch(/_secret_/);
    expect(await processor().confirmCharge(pending.intentId, "key-4-confirm")).toMatchObject({
      status: "failed",
      code: "payment_authentication_failed",
    });
    fake.authenticate(pending.intentId, true);
    expect(await processor().confirmCharge(pending.intentId, "key-4-confirm")).toMatchObject({
      status: "succeeded",
    });
  });

  it("adds a US bank account and verifies it with micro-deposits; refunds", async () => {
    const bank = await processor().addBankAccount(customer, {
      routingNumber: "110000000",
      accountNumber: "000123456789",
      accountHolderName: "Ada Lovelace",
      accountType: "individual",
      country: "US",
    });
    expect(bank).toMatchObject({ bankName: "STRIPE TEST BANK", lastFour: "6789", verified: false });
    expect(await processor().verifyBankAccount(bank.providerRef, [1, 2])).toBe("mismatch");
    expect(await processor().verifyBankAccount(bank.providerRef, [45, 32])).toBe("verified");
    expect(processor().verifyAttemptLimit).toBe(10);
    const paid = await charge("pm_card_visa", "key-5");
    if (paid.status !== "succeeded") throw new Error("expected a charge");
    expect((await processor().refund(paid.providerPaymentId, 100, "refund-1")).refundId).toMatch(/^re_/);
  });

  it("is chosen per club by the processor config: Club Sierra adds a Stripe card", async () => {
    const context = await serviceContext(t.app, DEMO.sierra.companyId);
    const config = await lockDomainConfig(context.scope, DEMO.sierra.domainId);
    await updateDomainConfig(context.scope, DEMO.sierra.domainId, {
      ...config,
      processors: [
        {
          id: "sierra-stripe",
          name: "stripe",
          integration: "stripe",
          key: "pk_test_fake",
          cardsAccepted: ["visa"],
          default: true,
        },
      ],
    });
    await context.platform.tenants.announceChange(DEMO.sierra.domainId);
    await setProcessorCredentials(context, "sierra-stripe", { secret: "sk_test_sierra", apiBase: fake.url });
    const socio = asMember(t.app, await signIn(t.app, SIERRA, "socio@sierra.example"), SIERRA);
    const res = await socio("POST", "/api/account/wallet", {
      token_type: "card",
      token: "pm_card_visa",
      nickname: "Visa",
      billing_details: { name: "Ana García", zip_code: "28001", country: "ES" },
      payment_processor_id: "sierra-stripe",
    });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ type: "stripe", last_four: "4242", billing_use: "default" });
    expect(fake.requests.some((r) => r.headers.authorization === "Bearer sk_test_sierra")).toBe(true);
    const config2 = json<{ processors: { integration: string }[] }>(
      await request(t.app, SIERRA, { method: "GET", url: "/config" }),
    );
    expect(config2.processors[0]?.integration).toBe("stripe");
  });
});
