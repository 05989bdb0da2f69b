import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { TenantScope } from "../../db/tenant-scope.ts";
import { DEMO } from "../../demo/demo-ids.ts";
import {
  AT_TABLE,
  checkoutKey,
  newCardCheckout,
  paymentsOfOrder,
  shopProduct,
  stockOf,
} from "../../test/commerce.ts";
import { asMember, type Member, memberOf, moneySuite, signIn } from "../../test/customer-session.ts";
import { mailsTo } from "../../test/mail.ts";
import { HARBOR, json, request, serviceContext } from "../../test/test-app.ts";
import { ledgerTransactions } from "../billing/tables.ts";
import { releaseExpiredHolds } from "../cart/index.ts";
import { refundUnsettled, setSandboxAvailable } from "../payments/index.ts";
import { paymentRefunds, payments, sandboxRefunds } from "../payments/tables.ts";
import { createSurvey } from "../surveys/create-survey.ts";
import { answersFor, surveyClient } from "../surveys/survey-test-kit.ts";

// The receipt is the last step inside the order's transaction: failing it fails the order
// after the charge, which must leave no order and give the money back.
const receipt = vi.hoisted(() => ({ fail: false }));
vi.mock("./checkout-receipt.ts", async (original) => {
  const real = await original<typeof import("./checkout-receipt.ts")>();
  return {
    ...real,
    receiptOf: async (...args: Parameters<typeof real.receiptOf>) => {
      if (receipt.fail) throw new Error("the outbox is down");
      return real.receiptOf(...args);
    },
  };
});

// A test may act right after the charge and before the order (outside any transaction): the
// sandbox switched off there makes the order's undo meet a provider outage.
const charged = vi.hoisted(() => ({ andThen: null as null | (() => Promise<void>) }));
vi.mock("../../flows/pay.ts", async (original) => {
  const real = await original<typeof import("../../flows/pay.ts")>();
  return {
    ...real,
    pay: async (...args: Parameters<typeof real.pay>) => {
      const result = await real.pay(...args);
      await charged.andThen?.();
      return result;
    },
  };
});

// The books balance after every payment this suite made (issue 20).
const t = moneySuite();

interface OutcomeWire {
  success: boolean;
  order_id: string | null;
  amount_charged: number;
  action_code: string | null;
  payment_intent_id: string | null;
  client_secret: string | null;
}

const add = (member: Member, productId: string, quantity = 1) =>
  member("POST", "/api/cart/products", { items: [{ product_id: productId, quantity }] });
const orders = async (member: Member) =>
  json<{ id: string }[]>(await member("GET", "/api/account/orders?page_size=100"));
/** Takes every line out of the member's cart (an earlier race may have left one that lost its stock). */
async function emptyCart(member: Member) {
  const cart = json<{ items: { products: { product_id: string; variant_id: string | null }[] } }>(
    await member("GET", "/api/cart"),
  );
  for (const line of cart.items.products)
    await member("POST", "/api/cart/products", {
      items: [
        {
          product_id: line.product_id,
          quantity: 0,
          ...(line.variant_id ? { variant_id: line.variant_id } : {}),
        },
      ],
    });
}
/** Products are physical: pick the pickup-free path by using a product that ships nothing (fandb). */
const diningProduct = (onHand: number, priceCents = 2_000) =>
  shopProduct(t.app, { type: "fandb", onHand, priceCents, weightGrams: 0 });

/** pastdue@'s cart emptied, then one dish of a new one (4 in stock) in it, and a new card's checkout for it. */
async function oneDishToCheckOut() {
  const member = await memberOf(t.app, "pastdue@harbor.example");
  await emptyCart(member);
  const product = await diningProduct(4);
  await add(member, product.id, 1);
  const body = await newCardCheckout(t.app);
  return { member, product, body, harbor: await serviceContext(t.app, DEMO.harbor.companyId) };
}

/** The amounts the sandbox gave back from a payment intent. */
const sandboxRefundsOf = async (intentId: string) =>
  (
    await new TenantScope(t.app.platformDb, DEMO.harbor.companyId)
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.intentId, intentId))
  ).map((row) => row.amount);

describe("checkout", () => {
  it("needs items: an empty cart is checkout_empty", async () => {
    const member = await memberOf(t.app, "newpass@harbor.example");
    const res = await member("POST", "/api/checkout", await newCardCheckout(t.app));
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: "checkout_empty" });
  });

  it("pays with a new card: one order, stock sold, the cart closed, a receipt queued", async () => {
    const member = await memberOf(t.app, "guest@harbor.example");
    const product = await diningProduct(5, 1_000);
    await add(member, product.id, 2);
    const res = await member("POST", "/api/checkout", await newCardCheckout(t.app));
    expect(res.statusCode).toBe(200);
    const outcome = json<OutcomeWire>(res);
    // 20.00 + 8.25 % tax = 21.65
    expect(outcome).toMatchObject({ success: true, amount_charged: 21.65 });
    const orderId = outcome.order_id ?? "";
    expect(await stockOf(t.app, product.id)).toEqual({ onHand: 3, held: 0 });
    const order = json(await member("GET", `/api/account/orders/${orderId}`));
    expect(order).toMatchObject({ status: "processing", total: 21.65, charge: 21.65, has_products: true });
    const transactions = json<{ status: string; amount: number }[]>(
      await member("GET", `/api/account/orders/${orderId}/transactions`),
    );
    // The new card's brand and last four, which only the processor knew (issue 24, item 5).
    expect(transactions).toEqual([
      expect.objectContaining({ status: "succeeded", amount: 21.65, brand: "visa", last_four: "4242" }),
    ]);
    expect(json<{ total_items: number }>(await member("GET", "/api/cart")).total_items).toBe(0);
    const [mail] = await mailsTo(t.app, "guest@harbor.example");
    expect(mail).toMatchObject({ kind: "receipt" });
    expect(mail?.text).toContain("$21.65");
  });

  it("a retried or double-clicked checkout makes one order and one charge", async () => {
    const member = await memberOf(t.app, "guest@harbor.example");
    const product = await diningProduct(5);
    await add(member, product.id, 1);
    const body = await newCardCheckout(t.app, "4242424242424242", checkoutKey());
    const before = (await orders(member)).length;
    const answers = await Promise.all([1, 2, 3].map(() => member("POST", "/api/checkout", body)));
    const succeeded = answers.filter((res) => res.statusCode === 200).map((res) => json<OutcomeWire>(res));
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    // A twin still charging answers payment_in_progress (409), never a second charge.
    for (const res of answers.filter((answer) => answer.statusCode !== 200))
      expect(json(res).code).toBe("payment_in_progress");
    const retried = json<OutcomeWire>(await member("POST", "/api/checkout", body));
    const orderIds = new Set([...succeeded, retried].map((outcome) => outcome.order_id));
    expect(orderIds.size).toBe(1);
    expect((await orders(member)).length).toBe(before + 1);
    const charges = await paymentsOfOrder(t.app, retried.order_id ?? "");
    expect(charges.map((payment) => payment.status)).toEqual(["succeeded"]);
    expect(await stockOf(t.app, product.id)).toEqual({ onHand: 4, held: 0 });
  });

  it("a failure after the charge leaves no order and refunds the charge", async () => {
    const member = await memberOf(t.app, "pastdue@harbor.example");
    const product = await diningProduct(4);
    await add(member, product.id, 1);
    const body = await newCardCheckout(t.app);
    const before = (await orders(member)).length;
    receipt.fail = true;
    try {
      const res = await member("POST", "/api/checkout", body);
      expect(res.statusCode).toBe(500);
    } finally {
      receipt.fail = false;
    }
    expect((await orders(member)).length).toBe(before);
    const charges = await paymentsOfOrder(t.app, await orderIdFromPayments(body.idempotency_key));
    expect(charges).toEqual([
      expect.objectContaining({ status: "refunded", refundedAmount: charges[0]?.amount }),
    ]);
    // Nothing was sold: the line still holds its unit, and the cart is still open.
    expect(await stockOf(t.app, product.id)).toEqual({ onHand: 4, held: 1 });
    expect(json<{ total_items: number }>(await member("GET", "/api/cart")).total_items).toBe(1);
    // A retry of that attempt does not make an order on refunded money; a new attempt pays.
    expect((await member("POST", "/api/checkout", body)).statusCode).toBe(400);
    expect((await member("POST", "/api/checkout", await newCardCheckout(t.app))).statusCode).toBe(200);
    expect(await stockOf(t.app, product.id)).toEqual({ onHand: 3, held: 0 });
  });

  it("a charge given back before its order is written pays for nothing: 402, no order, no ledger row, no receipt, the cart open", async () => {
    const { member, product, body, harbor } = await oneDishToCheckOut();
    const mailsBefore = (await mailsTo(t.app, "pastdue@harbor.example")).length;
    const ordersBefore = (await orders(member)).length;
    // The reconcile job's refund of the charge, claimed between the charge and the order: the
    // order's statement then finds its payment being given back (the settling is its last write).
    const paymentOf = async () =>
      (await paymentsOfOrder(t.app, await orderIdFromPayments(body.idempotency_key)))[0];
    charged.andThen = async () => {
      await refundUnsettled(harbor, (await paymentOf())?.id ?? "", "test: given back before its order");
    };
    let res: Awaited<ReturnType<Member>>;
    try {
      res = await member("POST", "/api/checkout", body);
    } finally {
      charged.andThen = null;
    }
    expect(res.statusCode).toBe(402);
    expect(json(res)).toMatchObject({ code: "payment_failed" });
    expect((await orders(member)).length).toBe(ordersBefore);
    const payment = await paymentOf();
    expect(payment).toMatchObject({ status: "refunded", refundedAmount: payment?.amount, settledAt: null });
    // Nothing the order's statement wrote stayed: its ledger row (the payment's row is the
    // refund's, naming no order), its receipt, the cart's closing.
    const ledger = await harbor.scope
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.paymentId, payment?.id ?? ""));
    expect(ledger.map((row) => [row.type, row.orderId, row.description]).sort()).toEqual([
      ["order", null, "Payment returned: the order could not be placed"],
      ["refund", null, expect.any(String)],
    ]);
    expect((await mailsTo(t.app, "pastdue@harbor.example")).length).toBe(mailsBefore);
    expect(json<{ total_items: number }>(await member("GET", "/api/cart")).total_items).toBe(1);
    expect(await stockOf(t.app, product.id)).toEqual({ onHand: 4, held: 1 });
  });

  it("the sandbox down during the undo: no order, the order's own error, a pending refund the job completes once it is back", async () => {
    const { member, body, harbor } = await oneDishToCheckOut();
    const before = (await orders(member)).length;
    receipt.fail = true;
    charged.andThen = () => setSandboxAvailable(harbor.scope, false);
    let res: Awaited<ReturnType<Member>>;
    try {
      res = await member("POST", "/api/checkout", body);
    } finally {
      receipt.fail = false;
      charged.andThen = null;
    }
    // The order's failure is answered, not the refund's (card_provider_error, 502).
    expect(res.statusCode).toBe(500);
    expect(json(res).code).not.toBe("card_provider_error");
    expect((await orders(member)).length).toBe(before);
    const [payment] = await paymentsOfOrder(t.app, await orderIdFromPayments(body.idempotency_key));
    // The money is reserved for the member at once, and the refund waits for the sandbox.
    expect(payment).toMatchObject({ status: "refunded", refundedAmount: payment?.amount, settledAt: null });
    const refund = async () =>
      (
        await harbor.scope
          .select()
          .from(paymentRefunds)
          .where(eq(paymentRefunds.paymentId, payment?.id ?? ""))
      )[0];
    expect(await refund()).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: expect.stringMatching(/unavailable/),
    });
    expect(await sandboxRefundsOf(payment?.providerPaymentId ?? "")).toEqual([]);

    await setSandboxAvailable(harbor.scope, true);
    // The refund job's next pass (every minute) gives it back, once.
    const pass = new Date(
      Math.ceil(((await refund())?.nextAttemptAt ?? new Date()).getTime() / 60_000) * 60_000,
    );
    await t.app.jobs.drain(pass);
    await t.app.jobs.drain(new Date(pass.getTime() + 60_000));
    expect(await refund()).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(await sandboxRefundsOf(payment?.providerPaymentId ?? "")).toEqual([payment?.amount]);
  });

  it("a declined card is card_declined (402) and makes no order", async () => {
    const member = await memberOf(t.app, "newpass@harbor.example");
    const product = await diningProduct(3);
    await add(member, product.id, 1);
    const res = await member("POST", "/api/checkout", await newCardCheckout(t.app, "4000000000000002"));
    expect(res.statusCode).toBe(402);
    expect(json(res)).toMatchObject({ code: "card_declined", title: "Payment Failed" });
    expect(await orders(member)).toHaveLength(0);
    await add(member, product.id, 0);
  });

  it("3-D Secure: no order until the member authenticates, then one order", async () => {
    const member = await memberOf(t.app, "newpass@harbor.example");
    const product = await diningProduct(3);
    await add(member, product.id, 1);
    const key = checkoutKey();
    const body = await newCardCheckout(t.app, "4000000000003184", key);
    const first = json<OutcomeWire>(await member("POST", "/api/checkout", body));
    expect(first).toMatchObject({ success: false, action_code: "3ds_auth_required", order_id: null });
    expect(await orders(member)).toHaveLength(0);
    const intent = first.payment_intent_id ?? "";
    await request(t.app, HARBOR, {
      method: "POST",
      url: `/sandbox/3ds/${intent}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `client_secret=${encodeURIComponent(first.client_secret ?? "")}&outcome=complete`,
    });
    const resubmit = {
      idempotency_key: key,
      dining: AT_TABLE,
      payment_method: { type: "newcreditcard", amount: 0, payment_intent_id: intent, idempotency_key: key },
    };
    const paid = json<OutcomeWire>(await member("POST", "/api/checkout", resubmit));
    expect(paid.success).toBe(true);
    expect(paid.order_id).toBeTruthy();
    expect(await orders(member)).toHaveLength(1);
    const transactions = json(await member("GET", `/api/account/orders/${paid.order_id}/transactions`));
    expect(transactions).toEqual([expect.objectContaining({ brand: "visa", last_four: "3184" })]);
  });

  it("spends house credits first (zero-value ones skipped), charging only the rest", async () => {
    const member = await memberOf(t.app, "member@harbor.example");
    // The demo member holds 0, 15.00 and 50.00 in credits.
    const product = await diningProduct(5, 10_000);
    await add(member, product.id, 1);
    const res = await member("POST", "/api/checkout", {
      ...(await newCardCheckout(t.app)),
      use_house_credits: true,
    });
    expect(res.statusCode).toBe(200);
    // 100.00 + 8.25 tax = 108.25; credits cover 65.00; 43.25 charged
    const outcome = json<OutcomeWire>(res);
    expect(outcome.amount_charged).toBe(43.25);
    const order = json(await member("GET", `/api/account/orders/${outcome.order_id}`));
    expect(order).toMatchObject({ total: 108.25, credits_applied: 65, charge: 43.25 });
  });

  it("paid in full by credits needs no payment method", async () => {
    const member = await memberOf(t.app, "member@harbor.example");
    const product = await diningProduct(5, 100);
    await add(member, product.id, 1);
    // the credits were spent by the test above: nothing left, so a method is needed
    const res = await member("POST", "/api/checkout", {
      idempotency_key: checkoutKey(),
      dining: AT_TABLE,
      use_house_credits: true,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: "invalid_request" });
    await add(member, product.id, 0);
  });

  it("concurrent checkouts racing for the last units never oversell and charge only the winners", async () => {
    const product = await diningProduct(2);
    const emails = [
      "guest@harbor.example",
      "pastdue@harbor.example",
      "newpass@harbor.example",
      "member@harbor.example",
    ];
    const buyers = await Promise.all(emails.map((email) => memberOf(t.app, email)));
    // Every buyer's line is in the cart but its hold ran out, so the race happens at checkout.
    for (const pair of [buyers.slice(0, 2), buyers.slice(2)]) {
      for (const buyer of pair) expect((await add(buyer, product.id, 1)).statusCode).toBe(200);
      await releaseExpiredHolds(
        await serviceContext(t.app, DEMO.harbor.companyId),
        new Date(Date.now() + 3_600_000),
      );
    }
    expect(await stockOf(t.app, product.id)).toEqual({ onHand: 2, held: 0 });
    const bodies = await Promise.all(buyers.map(() => newCardCheckout(t.app)));
    const answers = await Promise.all(
      buyers.map((buyer, index) => buyer("POST", "/api/checkout", bodies[index])),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 200, 409, 409]);
    for (const res of answers.filter((answer) => answer.statusCode === 409))
      expect(json(res).code).toBe("sold_out");
    expect(await stockOf(t.app, product.id)).toEqual({ onHand: 0, held: 0 });
    for (const [index, res] of answers.entries()) {
      if (res.statusCode === 200) continue;
      expect(
        await paymentsOfOrder(t.app, await orderIdFromPayments(bodies[index]?.idempotency_key ?? "")),
      ).toEqual([]);
    }
  });

  it("an order of items carrying a form lists it; the member answers it at its endpoint, required fields first", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const member = asMember(t.app, cookie);
    const form = await createSurvey(await serviceContext(t.app, DEMO.harbor.companyId), {
      uid: `dinner-${randomUUID().slice(0, 8)}`,
      name: "Before your dinner",
      isPublic: false,
      canSubmit: true,
      multipleResponses: false,
      fields: [{ type: "text", label: "Dietary needs", required: true }],
    });
    const product = await shopProduct(t.app, { type: "fandb", onHand: 5, weightGrams: 0, surveyId: form.id });
    await emptyCart(member);
    await add(member, product.id, 1);
    const outcome = json<OutcomeWire>(await member("POST", "/api/checkout", await newCardCheckout(t.app)));
    const order = json<{
      surveys: { uid: string; endpoint: string }[];
      items: { survey_id: string | null }[];
    }>(await member("GET", `/api/account/orders/${outcome.order_id}`));
    expect(order.surveys).toEqual([{ uid: form.id, endpoint: `/api/surveys/${form.id}` }]);
    expect(order.items.map((item) => item.survey_id)).toEqual([form.id]);

    // The success drawer reads the form at that endpoint and posts the answers there.
    const forms = surveyClient(t.app);
    const survey = await forms.survey(order.surveys[0]?.endpoint ?? "", cookie);
    expect(survey).toMatchObject({ name: "Before your dinner", has_submitted: false, can_submit: true });
    const missing = await forms.post(survey.endpoint, answersFor(survey, { "Dietary needs": "" }), cookie);
    expect(missing.statusCode).toBe(400);
    const answered = await forms.post(
      survey.endpoint,
      answersFor(survey, { "Dietary needs": "No shellfish" }),
      cookie,
    );
    expect(answered.statusCode).toBe(201);
    expect((await forms.survey(survey.endpoint, cookie)).has_submitted).toBe(true);
  });

  it("an order of items without forms asks none", async () => {
    const member = await memberOf(t.app, "guest@harbor.example");
    const product = await diningProduct(5);
    await emptyCart(member);
    await add(member, product.id, 1);
    const outcome = json<OutcomeWire>(await member("POST", "/api/checkout", await newCardCheckout(t.app)));
    const order = json<{ surveys: unknown[] }>(
      await member("GET", `/api/account/orders/${outcome.order_id}`),
    );
    expect(order.surveys).toEqual([]);
  });

  it("another member's order is a 404", async () => {
    const guest = await memberOf(t.app, "guest@harbor.example");
    const [order] = await orders(guest);
    const other = await memberOf(t.app, "newpass@harbor.example");
    expect((await other("GET", `/api/account/orders/${order?.id}`)).statusCode).toBe(404);
    expect((await other("GET", `/api/account/orders/${order?.id}/transactions`)).statusCode).toBe(404);
  });
});

/** The payments carry the order id as their reference; find it through the payment's key. */
/** The order a checkout key's payment was for (payments keep the key namespaced by flow and member). */
async function orderIdFromPayments(key: string): Promise<string> {
  const [row] = await new TenantScope(t.app.platformDb, DEMO.harbor.companyId)
    .select({ referenceId: payments.referenceId })
    .from(payments)
    .where(like(payments.idempotencyKey, `checkout:%:${key}`));
  return row?.referenceId ?? "none";
}

describe("checkout with delivery", () => {
  it("a physical product needs a shipping choice; a pickup or a quoted rate prices it", async () => {
    const member = await memberOf(t.app, "member@harbor.example");
    // Lines the race above left (sold out) go first.
    const left = json<{ items: { products: { product_id: string }[] } }>(await member("GET", "/api/cart"));
    for (const line of left.items.products) await add(member, line.product_id, 0);
    const product = await shopProduct(t.app, { onHand: 5, priceCents: 3_000, weightGrams: 800 });
    await add(member, product.id, 1);
    const unchosen = await member("POST", "/api/checkout", await newCardCheckout(t.app));
    expect(unchosen.statusCode).toBe(400);

    const quote = json<{ rates: { id: string; price: number; type: string }[]; expiration: string }>(
      await member("POST", "/api/checkout/shipping/rates", {
        country: "US",
        zip_code: "02840",
        state: "RI",
        residential: true,
      }),
    );
    expect(quote.rates.length).toBeGreaterThan(0);
    const [address] = json<{ id: string }[]>(await member("GET", "/api/account/addresses"));
    const rate = quote.rates[0];
    const priced = json<{ shipping: number; shipping_choice: { id: string } | null; total: number }>(
      await member("PUT", "/api/cart/shipping", {
        id: rate?.id,
        type: "shipping",
        customer_address_id: address?.id,
      }),
    );
    expect(priced.shipping).toBe(rate?.price);
    expect(priced.shipping_choice?.id).toBe(rate?.id);

    const [pickup] = json<{ id: string }[]>(await member("GET", "/api/checkout/shipping/local"));
    const picked = json<{ shipping: number }>(
      await member("PUT", "/api/cart/shipping", { id: pickup?.id, type: "pickup" }),
    );
    expect(picked.shipping).toBe(0);
    const paid = json<OutcomeWire>(await member("POST", "/api/checkout", await newCardCheckout(t.app)));
    const order = json<{ shipping_address: { method: string } | null; has_products: boolean }>(
      await member("GET", `/api/account/orders/${paid.order_id}`),
    );
    expect(order.shipping_address?.method).toBe("Local pickup");
  });

  it("prices the chosen delivery again whenever the cart changes, and at checkout (issue 20, item 4)", async () => {
    const member = await memberOf(t.app, "member@harbor.example");
    await emptyCart(member);
    const quote = json<{ rates: { id: string; price: number }[] }>(
      await member("POST", "/api/checkout/shipping/rates", { country: "US", zip_code: "02840" }),
    );
    const [address] = json<{ id: string }[]>(await member("GET", "/api/account/addresses"));
    const ground = quote.rates.find((rate) => rate.price === 8.99)?.id;
    const express = quote.rates.find((rate) => rate.price === 14.99)?.id;
    const choose = (id: string | undefined) =>
      member("PUT", "/api/cart/shipping", { id, type: "shipping", customer_address_id: address?.id });

    // Ground is free from $150: chosen on $192 of polos, then the cart is cut to one $25 cap.
    const polo = await shopProduct(t.app, { onHand: 10, priceCents: 4_800, weightGrams: 100 });
    const cap = await shopProduct(t.app, { onHand: 10, priceCents: 2_500, weightGrams: 100 });
    await add(member, polo.id, 4);
    expect(json<{ shipping: number }>(await choose(ground)).shipping).toBe(0);
    await add(member, polo.id, 0);
    const cut = json<{ shipping: number }>(await add(member, cap.id, 1));
    expect(cut.shipping).toBe(8.99);
    const capOrder = json<OutcomeWire>(await member("POST", "/api/checkout", await newCardCheckout(t.app)));
    const charged = json<{ shipping_total: number }>(
      await member("GET", `/api/account/orders/${capOrder.order_id}`),
    );
    expect(charged.shipping_total).toBe(8.99);

    // Express at 150 g is $14.99; twenty 450 g mugs take the parcel to 9,150 g: $34.99.
    const mug = await shopProduct(t.app, { onHand: 30, priceCents: 1_000, weightGrams: 450 });
    const light = await shopProduct(t.app, { onHand: 5, priceCents: 1_000, weightGrams: 150 });
    await add(member, light.id, 1);
    expect(json<{ shipping: number }>(await choose(express)).shipping).toBe(14.99);
    expect(json<{ shipping: number }>(await add(member, mug.id, 20)).shipping).toBe(34.99);

    // Past Express's last bracket the choice no longer serves the cart: checkout asks again.
    await add(member, mug.id, 30);
    expect(json<{ shipping_choice: unknown }>(await member("GET", "/api/cart")).shipping_choice).toBeNull();
    const heavy = await member("POST", "/api/checkout", await newCardCheckout(t.app));
    expect(heavy.statusCode).toBe(400);
    expect(json(heavy).error_details).toEqual({
      field: "shipping",
      details: "Choose how you want to receive your order",
    });
    await emptyCart(member);
  });
});
