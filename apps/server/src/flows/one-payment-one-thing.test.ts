/**
 * Issue 20, items 1, 2 and 13: a payment settles exactly the thing it was created for, for its
 * whole amount. A 3-D Secure payment authenticated for a small cart must not place a larger
 * order, nor settle a membership balance; a paywall payment must not place an order; and a
 * member cannot claim the key a billing run will use. The books are checked after each case.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS } from "../demo/demo-ids.ts";
import { AT_TABLE, checkoutKey, paymentByKey, paymentsOfOrder, shopProduct } from "../test/commerce.ts";
import { type Member, memberOf, moneySuite } from "../test/customer-session.ts";
import { HARBOR, json, request } from "../test/test-app.ts";
import { billingDetails, sandboxToken } from "../test/wallet.ts";

const t = moneySuite();

interface OutcomeWire {
  success: boolean;
  order_id: string | null;
  amount: number;
  action_code: string | null;
  payment_intent_id: string | null;
  client_secret: string | null;
}

const THREE_DS_CARD = "4000002760003184";
const orders = async (member: Member) =>
  json<{ id: string }[]>(await member("GET", "/api/account/orders?page_size=100"));
const dish = (priceCents: number, onHand = 100) =>
  shopProduct(t.app, { type: "fandb", onHand, priceCents, weightGrams: 0 });
const add = (member: Member, productId: string, quantity: number) =>
  member("POST", "/api/cart/products", { items: [{ product_id: productId, quantity }] });

/** The member completes the sandbox's 3-D Secure challenge for an answer that asked for it. */
async function authenticate(outcome: OutcomeWire) {
  expect(outcome.action_code).toBe("3ds_auth_required");
  const done = await request(t.app, HARBOR, {
    method: "POST",
    url: `/sandbox/3ds/${outcome.payment_intent_id}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `client_secret=${encodeURIComponent(outcome.client_secret ?? "")}&outcome=complete`,
  });
  expect(done.statusCode).toBeLessThan(400);
}

/** A checkout with a new 3-D Secure card: its key, and the answer asking for authentication. */
async function startThreeDsCheckout(member: Member) {
  const key = checkoutKey();
  const answer = await member("POST", "/api/checkout", {
    idempotency_key: key,
    dining: AT_TABLE,
    payment_method: {
      type: "newcreditcard",
      token: await sandboxToken(t.app, THREE_DS_CARD),
      billing_details: billingDetails,
      amount: 0,
      idempotency_key: key,
    },
  });
  const outcome = json<OutcomeWire>(answer);
  await authenticate(outcome);
  return { key, intent: outcome.payment_intent_id ?? "" };
}

const confirmCheckout = (member: Member, key: string, intent: string) =>
  member("POST", "/api/checkout", {
    idempotency_key: key,
    dining: AT_TABLE,
    payment_method: { type: "newcreditcard", amount: 0, payment_intent_id: intent, idempotency_key: key },
  });

async function pastDueTransaction(member: Member) {
  const [transaction] = json<{ id: string; amount: number }[]>(
    await member("GET", "/api/account/transactions?status=failed&type=subscription"),
  );
  if (!transaction) throw new Error("pastdue@ owes nothing");
  return transaction;
}

describe("one payment pays one thing", () => {
  it("a 3-D Secure payment authenticated for one cart does not pay a larger one (item 1)", async () => {
    const guest = await memberOf(t.app, DEMO_CUSTOMERS.guest.email);
    const chowder = await dish(1_100);
    await add(guest, chowder.id, 1);
    const { key, intent } = await startThreeDsCheckout(guest);

    // Forty more dishes, then the same key and intent: the $11.91 payment must not pay for them.
    const dinner = await dish(1_200);
    await add(guest, dinner.id, 40);
    const larger = await confirmCheckout(guest, key, intent);
    expect([larger.statusCode, json(larger).code]).toEqual([409, "amount_changed"]);
    expect(await orders(guest)).toHaveLength(0);

    // Nothing was confirmed: the payment still waits for its own cart, and took no money.
    const waiting = await paymentByKey(t.app, `checkout:${DEMO_CUSTOMERS.guest.id}:${key}`);
    expect([waiting?.status, waiting?.amount]).toEqual(["requires_action", 1_191]);

    // Back to the cart it was authenticated for, the same attempt completes, for its own amount.
    await add(guest, dinner.id, 0);
    const placed = json<OutcomeWire>(await confirmCheckout(guest, key, intent));
    expect(placed.success).toBe(true);
    const [order] = await orders(guest);
    expect(order?.id).toBe(placed.order_id);
    const paidFor = await paymentsOfOrder(t.app, placed.order_id ?? "");
    expect(paidFor.map((row) => [row.status, row.amount])).toEqual([["succeeded", 1_191]]);
  });

  it("a checkout's 3-D Secure payment does not settle a membership balance (item 2)", async () => {
    const pastdue = await memberOf(t.app, DEMO_CUSTOMERS.pastDue.email);
    const lemonade = await dish(500);
    await add(pastdue, lemonade.id, 1);
    const { key, intent } = await startThreeDsCheckout(pastdue);
    const transaction = await pastDueTransaction(pastdue);

    for (const path of [
      `/api/account/transactions/${transaction.id}/pay`,
      `/api/transactions/${transaction.id}/payments`,
    ]) {
      const settled = await pastdue("POST", path, {
        id: transaction.id,
        payment_method: {
          type: "newcreditcard",
          amount: transaction.amount,
          payment_intent_id: intent,
          idempotency_key: key,
        },
      });
      expect(settled.statusCode).toBeGreaterThanOrEqual(400);
    }
    expect(json(await pastdue("GET", "/api/account"))).toMatchObject({ flag: "membership_failed_payment" });
    expect((await pastDueTransaction(pastdue)).id).toBe(transaction.id);

    // The payment still places the order it was made for, once.
    const placed = json<OutcomeWire>(await confirmCheckout(pastdue, key, intent));
    expect(placed.success).toBe(true);
    expect(await orders(pastdue)).toHaveLength(1);
  });

  it("a paywall's 3-D Secure payment does not place an order (item 2, the other way round)", async () => {
    const pastdue = await memberOf(t.app, DEMO_CUSTOMERS.pastDue.email);
    const transaction = await pastDueTransaction(pastdue);
    const key = `paywall-${randomUUID()}`;
    const first = json<OutcomeWire>(
      await pastdue("POST", `/api/account/transactions/${transaction.id}/pay`, {
        id: transaction.id,
        payment_method: {
          type: "newcreditcard",
          token: await sandboxToken(t.app, THREE_DS_CARD),
          billing_details: billingDetails,
          amount: transaction.amount,
          idempotency_key: key,
        },
      }),
    );
    await authenticate(first);
    const before = (await orders(pastdue)).length;
    const lemonade = await dish(500);
    await add(pastdue, lemonade.id, 1);
    const taken = await confirmCheckout(pastdue, key, first.payment_intent_id ?? "");
    expect(taken.statusCode).toBeGreaterThanOrEqual(400);
    expect(await orders(pastdue)).toHaveLength(before);
    expect((await pastDueTransaction(pastdue)).id).toBe(transaction.id);
    await add(pastdue, lemonade.id, 0);
  });

  it("a member cannot claim the key the billing run will use for their subscription (item 13)", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const dessert = await dish(700);
    await add(member, dessert.id, 1);
    // The billing run names its charges `subscription:<id>:<date>:<attempt>`: a member's
    // checkout with that key pays under its own name, and leaves the run's key free.
    const runKey = `subscription:${randomUUID()}:2030-01-01:1`;
    const answer = await member("POST", "/api/checkout", {
      idempotency_key: runKey,
      dining: AT_TABLE,
      payment_method: {
        type: "newcreditcard",
        token: await sandboxToken(t.app, "4242424242424242"),
        billing_details: billingDetails,
        amount: 0,
        idempotency_key: runKey,
      },
    });
    const placed = json<OutcomeWire>(answer);
    expect(placed.success).toBe(true);
    const [payment] = await paymentsOfOrder(t.app, placed.order_id ?? "");
    expect(payment?.idempotencyKey).toBe(`checkout:${DEMO_CUSTOMERS.member.id}:${runKey}`);
  });
});
