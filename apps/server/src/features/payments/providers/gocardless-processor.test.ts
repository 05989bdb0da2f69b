import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeAnswer,
  type FakeRequest,
  type ProviderFake,
  startProviderFake,
} from "../../../test/provider-fake.ts";
import { goCardlessProcessor } from "./gocardless-processor.ts";

/** The parts of GoCardless's API the adapter uses (every resource wrapped in its name). */
function goCardlessApi(r: FakeRequest): FakeAnswer {
  const body = r.body as Record<string, Record<string, unknown>>;
  if (r.method === "POST" && r.path === "/customers")
    return { body: { customers: { id: "CU001", ...body.customers } } };
  if (r.method === "POST" && r.path === "/billing_requests")
    return { body: { billing_requests: { id: "BRQ001", status: "pending" } } };
  if (r.method === "POST" && r.path === "/billing_request_flows")
    return {
      body: {
        billing_request_flows: {
          id: "BRF001",
          authorisation_url: "https://pay-sandbox.gocardless.com/billing/static/flow?id=BRF001",
          expires_at: "2026-11-29T12:00:00.000Z",
          created_at: "2026-11-22T12:00:00.000Z",
          ...body.billing_request_flows,
        },
      },
    };
  if (r.method === "GET" && r.path === "/billing_requests/BRQ001")
    return {
      body: {
        billing_requests: {
          id: "BRQ001",
          status: "fulfilled",
          links: { mandate_request_mandate: "MD001", customer_bank_account: "BA001" },
        },
      },
    };
  if (r.method === "GET" && r.path === "/billing_requests/BRQ002")
    return { body: { billing_requests: { id: "BRQ002", status: "pending", links: {} } } };
  if (r.method === "GET" && r.path === "/customer_bank_accounts/BA001")
    return {
      body: {
        customer_bank_accounts: {
          id: "BA001",
          account_number_ending: "11",
          bank_name: "BARCLAYS BANK PLC",
          account_holder_name: "ADA LOVELACE",
        },
      },
    };
  if (r.method === "POST" && r.path === "/payments")
    return {
      body: {
        payments: {
          id: `PM-${r.headers["idempotency-key"]}`,
          status: "pending_submission",
          ...body.payments,
        },
      },
    };
  if (r.method === "POST" && r.path === "/refunds")
    return { body: { refunds: { id: "RF001", ...body.refunds } } };
  if (r.method === "POST" && r.path === "/mandates/MD001/actions/cancel")
    return { body: { mandates: { id: "MD001", status: "cancelled" } } };
  return {
    status: 404,
    body: {
      error: {
        message: `Fake has no ${r.method} ${r.path}`,
        errors: [],
        type: "invalid_api_usage",
        code: 404,
      },
    },
  };
}

let fake: ProviderFake;
beforeAll(async () => {
  fake = await startProviderFake(goCardlessApi);
});
afterAll(() => fake.close());

const processor = () => goCardlessProcessor({ secret: "gc-token", apiBase: fake.url, options: {} });
const customer = {
  customerId: "c1",
  email: "a@b.example",
  name: "Ada Lovelace",
  providerCustomerId: "CU001",
};

describe("the GoCardless adapter, on the official SDK routed to a local fake of its API", () => {
  it("creates the customer with the access token and an idempotency key", async () => {
    expect(await processor().ensureCustomer(customer)).toBe("CU001");
    const sent = fake.requests.find((r) => r.path === "/customers");
    expect(sent?.headers.authorization).toBe("Bearer gc-token");
    expect(sent?.headers["idempotency-key"]).toBe("crest-customer-c1");
    expect(sent?.body).toMatchObject({
      customers: { email: "a@b.example", given_name: "Ada", family_name: "Lovelace" },
    });
  });

  it("starts a billing request flow that returns to the portal", async () => {
    const back = {
      redirectUri: "http://harbor.localhost/account/wallet",
      exitUri: "http://harbor.localhost/account/wallet",
    };
    expect(await processor().createDirectDebitLink(customer, back)).toMatchObject({
      id: "BRF001",
      billingRequest: "BRQ001",
      authorizationUrl: expect.stringContaining("BRF001"),
      sandbox: true,
    });
    const flow = fake.requests.find((r) => r.path === "/billing_request_flows");
    expect(flow?.body).toMatchObject({
      billing_request_flows: { redirect_uri: back.redirectUri, links: { billing_request: "BRQ001" } },
    });
  });

  it("keeps the fulfilled mandate's account; an unfinished one is refused", async () => {
    expect(await processor().completeDirectDebitLink(customer, "BRQ001")).toMatchObject({
      providerRef: "MD001",
      bankName: "BARCLAYS BANK PLC",
      lastFour: "11",
      verified: true,
    });
    await expect(processor().completeDirectDebitLink(customer, "BRQ002")).rejects.toMatchObject({
      code: "card_provider_error",
    });
  });

  it("collects against the mandate once per idempotency key, refunds and cancels", async () => {
    const charge = () =>
      processor().charge({
        customer,
        source: { kind: "bank", providerRef: "MD001" },
        amount: 2500,
        currency: "USD",
        description: "Dues",
        idempotencyKey: "dues-1",
        saveCard: false,
      });
    const first = await charge();
    expect(first).toEqual({ status: "succeeded", providerPaymentId: "PM-dues-1" });
    expect(await charge()).toEqual(first);
    expect(fake.requests.filter((r) => r.path === "/payments").map((r) => r.body)).toEqual([
      { payments: { amount: 2500, currency: "USD", description: "Dues", links: { mandate: "MD001" } } },
      { payments: { amount: 2500, currency: "USD", description: "Dues", links: { mandate: "MD001" } } },
    ]);
    expect(await processor().refund("PM-dues-1", 500, "r1")).toEqual({ refundId: "RF001" });
    await processor().removeBankAccount("MD001");
    expect(fake.requests.some((r) => r.path === "/mandates/MD001/actions/cancel")).toBe(true);
  });
});
