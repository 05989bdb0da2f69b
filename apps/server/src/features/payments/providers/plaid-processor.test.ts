import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeAnswer,
  type FakeRequest,
  type ProviderFake,
  startProviderFake,
} from "../../../test/provider-fake.ts";
import { plaidProcessor } from "./plaid-processor.ts";

/** The parts of Plaid's API the adapter uses; a $666 debit is declined, as a test rule. */
function plaidApi(r: FakeRequest): FakeAnswer {
  const b = r.body as Record<string, string>;
  switch (r.path) {
    case "/link/token/create":
      return {
        body: { link_token: "link-sandbox-fake", expiration: "2026-11-22T12:00:00Z", request_id: "req1" },
      };
    case "/item/public_token/exchange":
      return b.public_token === "public-sandbox-ok"
        ? { body: { access_token: "access-sandbox-1", item_id: "item1", request_id: "req2" } }
        : {
            status: 400,
            body: {
              error_type: "INVALID_INPUT",
              error_code: "INVALID_PUBLIC_TOKEN",
              error_message: "invalid public token",
            },
          };
    case "/accounts/get":
      return {
        body: {
          accounts: [
            {
              account_id: "acc-checking",
              mask: "0000",
              name: "Plaid Checking",
              official_name: "Plaid Gold Checking",
            },
          ],
          item: { item_id: "item1", institution_id: "ins_109508" },
          request_id: "req3",
        },
      };
    case "/institutions/get_by_id":
      return {
        body: {
          institution: { institution_id: "ins_109508", name: "First Platypus Bank" },
          request_id: "req4",
        },
      };
    case "/transfer/authorization/create":
      return {
        body: {
          authorization: {
            id: "auth1",
            decision: b.amount === "666.00" ? "declined" : "approved",
            decision_rationale:
              b.amount === "666.00" ? { code: "NSF", description: "Insufficient funds" } : null,
          },
          request_id: "req5",
        },
      };
    case "/transfer/create":
      return { body: { transfer: { id: `transfer-${b.idempotency_key}` }, request_id: "req6" } };
    case "/transfer/refund/create":
      return { body: { refund: { id: "refund1" }, request_id: "req7" } };
    default:
      return { status: 404, body: { error_message: `Fake has no ${r.path}` } };
  }
}

let fake: ProviderFake;
beforeAll(async () => {
  fake = await startProviderFake(plaidApi, (r) => (r.body as { idempotency_key?: string }).idempotency_key);
});
afterAll(() => fake.close());

const processor = () =>
  plaidProcessor({ secret: "plaid-secret", apiBase: fake.url, options: { clientId: "client-1" } }, "USD");
const customer = { customerId: "c1", email: "a@b.example", name: "Ada Lovelace", providerCustomerId: "c1" };
const debit = (amount: number, idempotencyKey: string) =>
  processor().charge({
    customer,
    source: { kind: "bank", providerRef: "access-sandbox-1|acc-checking" },
    amount,
    currency: "USD",
    description: "Membership dues",
    idempotencyKey,
    saveCard: false,
  });

describe("the Plaid adapter, on the official SDK against a local fake of Plaid's API", () => {
  it("creates a link token with the client id and secret", async () => {
    const link = await processor().createPlaidLink(customer, {
      redirectUri: "http://x/account/wallet",
      exitUri: "http://x",
    });
    expect(link).toMatchObject({ linkToken: "link-sandbox-fake", requestId: "req1", linkUrl: null });
    const sent = fake.requests.find((r) => r.path === "/link/token/create");
    expect(sent?.headers["plaid-client-id"]).toBe("client-1");
    expect(sent?.headers["plaid-secret"]).toBe("plaid-secret");
    expect(sent?.body).toMatchObject({ user: { client_user_id: "c1" } });
  });

  it("exchanges the public token for the chosen account, verified by the link", async () => {
    expect(await processor().completePlaidLink(customer, "public-sandbox-ok", "acc-checking")).toEqual({
      providerRef: "access-sandbox-1|acc-checking",
      bankName: "First Platypus Bank",
      lastFour: "0000",
      accountHolderName: "Plaid Gold Checking",
      accountType: "individual",
      verified: true,
    });
    await expect(processor().completePlaidLink(customer, "public-bad", "acc-checking")).rejects.toMatchObject(
      {
        code: "card_provider_error",
      },
    );
  });

  it("debits through Plaid Transfer once per idempotency key; a declined authorization fails", async () => {
    const first = await debit(2550, "dues-2026-11");
    expect(first).toEqual({ status: "succeeded", providerPaymentId: "transfer-dues-2026-11" });
    expect(await debit(2550, "dues-2026-11")).toEqual(first);
    const authorization = fake.requests.find((r) => r.path === "/transfer/authorization/create");
    expect(authorization?.body).toMatchObject({ amount: "25.50", type: "debit", network: "ach" });
    expect(await debit(66600, "dues-declined")).toMatchObject({
      status: "failed",
      message: "Insufficient funds",
    });
    expect(await processor().refund("transfer-dues-2026-11", 100, "r1")).toEqual({ refundId: "refund1" });
  });

  it("holds no cards", async () => {
    await expect(processor().attachCard(customer, "tok")).rejects.toMatchObject({
      code: "method_not_supported",
    });
  });
});
