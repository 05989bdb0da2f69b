/**
 * The payment submission's saved-method id is checked by its schema, on every paying route,
 * before any query (issue 20, item 10): a made-up id such as "house" once reached a uuid
 * column and answered 500.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_MEMBERSHIPS } from "../../demo/demo-ids.ts";
import { signIn } from "../../test/customer-session.ts";
import { payRouteFeature } from "../../test/pay-route.ts";
import { createTestApp, HARBOR, json, request, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let pastDue = "";
beforeAll(async () => {
  t = await createTestApp({ extraFeatures: [payRouteFeature] });
  pastDue = await signIn(t.app, HARBOR, "pastdue@harbor.example");
});
afterAll(() => t.close());

let attempt = 0;
const savedCard = (id: string) => {
  attempt += 1;
  return { type: "creditcard", id, amount: 422.3, idempotency_key: `saved-method-${attempt}-${Date.now()}` };
};

const post = (url: string, payload: Record<string, unknown>) =>
  request(t.app, HARBOR, { method: "POST", url, headers: { cookie: pastDue }, payload });

type ErrorBody = { code: string; error_details: { field: string }[] };

describe("a saved-method id that is not a saved method's", () => {
  const transaction = DEMO_MEMBERSHIPS.transactions.pastDue;
  const routes = [
    { url: "/api/test/orders/o-house/pay", body: savedCard("house"), field: "id" },
    {
      url: `/api/account/transactions/${transaction}/pay`,
      body: { id: transaction, payment_method: savedCard("house") },
      field: "payment_method.id",
    },
    {
      url: `/api/transactions/${transaction}/payments`,
      body: { id: transaction, payment_method: savedCard("house") },
      field: "payment_method.id",
    },
    {
      url: `/api/account/memberships/${DEMO_MEMBERSHIPS.cards.pastDue}/payments`,
      body: { payment_method: savedCard("house") },
      field: "payment_method.id",
    },
    {
      url: "/api/checkout",
      body: { payment_method: savedCard("house"), idempotency_key: `checkout-house-${Date.now()}` },
      field: "payment_method.id",
    },
  ];

  for (const route of routes) {
    it(`is a 400 naming the field on POST ${route.url.replace(/[0-9a-f-]{36}/g, "{id}")}`, async () => {
      const res = await post(route.url, route.body);
      expect(res.statusCode).toBe(400);
      const body = json<ErrorBody>(res);
      expect(body.code).toBe("invalid_request");
      expect(body.error_details.map((detail) => detail.field)).toContain(route.field);
    });
  }

  it("a bank's id is checked the same way, and the house account keeps its own id", async () => {
    const bank = await post("/api/test/orders/o-bank/pay", { ...savedCard("x'; --"), type: "bankAccount" });
    expect(bank.statusCode).toBe(400);
    expect(json<ErrorBody>(bank).error_details.map((detail) => detail.field)).toContain("id");
    const house = await post("/api/test/orders/o-house-account/pay", {
      ...savedCard("house-account"),
      type: "houseAccount",
    });
    // Past validation: pastdue@ has no house account, which is the service's answer.
    expect(json<ErrorBody>(house).code).not.toBe("invalid_request");
  });
});
