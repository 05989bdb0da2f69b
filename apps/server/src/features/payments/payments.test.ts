import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS, DEMO_WALLET } from "../../demo/demo-ids.ts";
import { type Member, memberOf, moneySuite } from "../../test/customer-session.ts";
import { payRouteFeature } from "../../test/pay-route.ts";
import { HARBOR, json, request, serviceContext } from "../../test/test-app.ts";
import { billingDetails, sandboxToken } from "../../test/wallet.ts";
import { type ChargeSource, chargePayments, type PaymentOrder, refundPayment } from "./index.ts";

// The books balance after every payment this suite made (issue 20).
const t = moneySuite({ extraFeatures: [payRouteFeature] });
let member: Member;
beforeAll(async () => {
  member = await memberOf(t.app, "member@harbor.example");
});

interface ResultWire {
  success: boolean;
  amount: number;
  amount_charged: number;
  action_code: string | null;
  client_secret: string | null;
  payment_intent_id: string | null;
  transaction: {
    id: string;
    status: string;
    amount: number;
    brand: string;
    last_four: string;
    payment_type: string;
  } | null;
}

let order = 0;
const key = () => {
  order += 1;
  return `test-${Date.now()}-${order}`;
};
const pay = (body: Record<string, unknown>, as = member) =>
  as("POST", `/api/test/orders/o${order}/pay`, body);
/** Payments and sandbox charges under a key (the pay flow stores it behind its flow and member). */
const countPayments = async (idempotencyKey: string) => {
  const rows = await t.app.platformDb.execute<{ n: number }>(
    sql`select count(*)::int as n from payments where idempotency_key like ${`%${idempotencyKey}`}`,
  );
  const intents = await t.app.platformDb.execute<{ n: number }>(
    sql`select count(*)::int as n from sandbox_intents where idempotency_key like ${`%${idempotencyKey}-charge`}`,
  );
  return { payments: rows.rows[0]?.n, charges: intents.rows[0]?.n };
};

describe("paying (the payments service through the pay flow)", () => {
  it("pays with a saved card; amounts travel through the money codec", async () => {
    const idempotencyKey = key();
    const res = await pay({
      type: "creditcard",
      id: DEMO_WALLET.visa.id,
      amount: 25.5,
      idempotency_key: idempotencyKey,
    });
    expect(res.statusCode).toBe(200);
    expect(json<ResultWire>(res)).toMatchObject({
      success: true,
      amount: 25.5,
      amount_charged: 25.5,
      action_code: null,
      transaction: {
        status: "succeeded",
        amount: 25.5,
        brand: "visa",
        last_four: "4242",
        payment_type: "creditcard",
      },
    });
  });

  it("charges once when the same request is retried with its idempotency key", async () => {
    const idempotencyKey = key();
    const body = {
      type: "creditcard",
      id: DEMO_WALLET.mastercard.id,
      amount: 40,
      idempotency_key: idempotencyKey,
    };
    const first = json<ResultWire>(await pay(body));
    const again = await Promise.all([pay(body), pay(body), pay(body)]);
    for (const res of again) {
      expect([200, 409]).toContain(res.statusCode);
      if (res.statusCode === 200) expect(json<ResultWire>(res).transaction?.id).toBe(first.transaction?.id);
    }
    expect(await countPayments(idempotencyKey)).toEqual({ payments: 1, charges: 1 });
    const other = await pay({ ...body, amount: 41 });
    expect(other.statusCode).toBe(409);
    expect(json(other).code).toBe("idempotency_key_reused");
  });

  it("charges once when concurrent requests race on a new key", async () => {
    const idempotencyKey = key();
    const body = { type: "creditcard", id: DEMO_WALLET.amex.id, amount: 12, idempotency_key: idempotencyKey };
    const answers = await Promise.all([pay(body), pay(body), pay(body), pay(body)]);
    expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const res of answers) expect([200, 409]).toContain(res.statusCode);
    expect(await countPayments(idempotencyKey)).toEqual({ payments: 1, charges: 1 });
  });

  it("charges a batch once per key: outcomes per order, and the batch sent again charges nothing more", async () => {
    const harbor = await serviceContext(t.app, DEMO.harbor.companyId);
    const card = (providerRef: string): ChargeSource => ({
      kind: "card",
      walletMethodId: null,
      processorId: DEMO_WALLET.processorId,
      providerRef,
      brand: "",
      lastFour: "",
      saveCard: false,
    });
    const order = (source: ChargeSource, amount = 1_000): PaymentOrder => ({
      customerId: DEMO_CUSTOMERS.member.id,
      amount,
      reference: { type: "test", id: "batch" },
      description: "batch",
      idempotencyKey: key(),
      source,
    });
    const declining = card(await sandboxToken(t.app, "4000000000000002"));
    const orders = [
      order(card(DEMO_WALLET.visa.token)),
      order(declining),
      order(card(DEMO_WALLET.amex.token)),
    ];
    // A key charged before the batch goes the single way and answers its earlier payment.
    const [earlier] = await chargePayments(harbor, [orders[2] as PaymentOrder]);
    const first = await chargePayments(harbor, [...orders, order(card(DEMO_WALLET.visa.token), 0)], 2);
    const again = await chargePayments(harbor, orders, 2);

    const outcome = (answer: (typeof first)[number] | undefined) =>
      answer && "result" in answer
        ? {
            success: answer.result.success,
            code: answer.result.error?.code ?? null,
            id: answer.result.transaction?.id,
          }
        : { error: answer?.error instanceof Error ? answer.error.message : String(answer?.error) };
    expect(
      first
        .slice(0, 3)
        .map(outcome)
        .map(({ id: _id, ...rest }) => rest),
    ).toEqual([
      { success: true, code: null },
      { success: false, code: "card_declined" },
      { success: true, code: null },
    ]);
    expect(outcome(first[2]).id).toBe(outcome(earlier).id);
    expect(outcome(first[3])).toMatchObject({ error: expect.any(String) });
    expect(again.map(outcome)).toEqual(first.slice(0, 3).map(outcome));
    for (const { idempotencyKey } of orders)
      expect(await countPayments(idempotencyKey)).toEqual({ payments: 1, charges: 1 });
  });

  it("answers declines with the catalogue's error, the same on a retry", async () => {
    const body = {
      type: "newcreditcard",
      token: await sandboxToken(t.app, "4000000000009995"),
      billing_details: billingDetails,
      amount: 80,
      idempotency_key: key(),
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await pay(body);
      expect(res.statusCode).toBe(402);
      expect(json(res)).toMatchObject({ code: "insufficient_funds", title: "Payment Failed" });
    }
    const declined = await pay({
      ...body,
      token: await sandboxToken(t.app, "4000000000000002"),
      idempotency_key: key(),
    });
    expect(json(declined)).toMatchObject({
      code: "card_declined",
      error_description: "Your payment was declined. Please contact your bank to resolve this issue.",
    });
  });

  it("keeps a new card when the save flag is set", async () => {
    const guest = await memberOf(t.app, "guest@harbor.example");
    const res = await pay(
      {
        type: "newcreditcard",
        token: await sandboxToken(t.app, "5555555555554444"),
        save: true,
        nickname: "Kept card",
        billing_details: billingDetails,
        amount: 15,
        idempotency_key: key(),
      },
      guest,
    );
    expect(json<ResultWire>(res).success).toBe(true);
    const cards = json<{ nickname: string; last_four: string; default: boolean }[]>(
      await guest("GET", "/api/account/wallet/cards"),
    );
    expect(cards).toEqual([
      expect.objectContaining({ nickname: "Kept card", last_four: "4444", default: true }),
    ]);
  });

  it("keeps a new card waiting for 3-D Secure when the save flag is set", async () => {
    const pastdue = await memberOf(t.app, "pastdue@harbor.example");
    const first = json<ResultWire>(
      await pay(
        {
          type: "newcreditcard",
          token: await sandboxToken(t.app, "4000002760003184"),
          save: true,
          billing_details: billingDetails,
          amount: 5,
          idempotency_key: key(),
        },
        pastdue,
      ),
    );
    expect(first.action_code).toBe("3ds_auth_required");
    const cards = json<{ last_four: string }[]>(await pastdue("GET", "/api/account/wallet/cards"));
    expect(cards.map((card) => card.last_four)).toEqual(["3184"]);
  });

  it("3-D Secure: authenticate, resubmit with the payment intent id, paid once", async () => {
    const idempotencyKey = key();
    const body = {
      type: "newcreditcard",
      token: await sandboxToken(t.app, "4000002760003184"),
      billing_details: billingDetails,
      amount: 99.99,
      idempotency_key: idempotencyKey,
    };
    const first = json<ResultWire>(await pay(body));
    expect(first).toMatchObject({ success: false, action_code: "3ds_auth_required", amount_charged: 0 });
    const intent = first.payment_intent_id ?? "";
    const secret = encodeURIComponent(first.client_secret ?? "");
    expect(json<ResultWire>(await pay(body)).payment_intent_id).toBe(intent);
    const challenge = await request(t.app, HARBOR, {
      method: "GET",
      url: `/sandbox/3ds/${intent}?client_secret=${secret}`,
    });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toContain("$99.99");
    const answered = await request(t.app, HARBOR, {
      method: "POST",
      url: `/sandbox/3ds/${intent}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `client_secret=${secret}&outcome=complete`,
    });
    expect(answered.statusCode).toBe(200);
    const status = await request(t.app, HARBOR, {
      method: "GET",
      url: `/sandbox/v1/payment_intents/${intent}?client_secret=${secret}`,
    });
    expect(json(status).status).toBe("requires_confirmation");
    const resubmit = {
      type: "newcreditcard",
      amount: 99.99,
      payment_intent_id: intent,
      idempotency_key: idempotencyKey,
    };
    const paid = json<ResultWire>(await pay(resubmit));
    expect(paid).toMatchObject({
      success: true,
      amount_charged: 99.99,
      transaction: { status: "succeeded" },
    });
    expect(json<ResultWire>(await pay(resubmit)).transaction?.id).toBe(paid.transaction?.id);
    expect(json<ResultWire>(await pay(body)).success).toBe(true);
    expect(await countPayments(idempotencyKey)).toEqual({ payments: 1, charges: 1 });
  });

  it("3-D Secure: failed or skipped authentication is a 400 payment_authentication_failed", async () => {
    for (const outcome of ["fail", null] as const) {
      const idempotencyKey = key();
      const first = json<ResultWire>(
        await pay({
          type: "newcreditcard",
          token: await sandboxToken(t.app, "4000002760003184"),
          billing_details: billingDetails,
          amount: 10,
          idempotency_key: idempotencyKey,
        }),
      );
      const intent = first.payment_intent_id ?? "";
      if (outcome)
        await request(t.app, HARBOR, {
          method: "POST",
          url: `/sandbox/3ds/${intent}`,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: `client_secret=${encodeURIComponent(first.client_secret ?? "")}&outcome=${outcome}`,
        });
      const resubmit = {
        type: "newcreditcard",
        amount: 10,
        payment_intent_id: intent,
        idempotency_key: idempotencyKey,
      };
      for (let attempt = 0; attempt < 2; attempt++) {
        const res = await pay(resubmit);
        expect(res.statusCode).toBe(400);
        expect(json(res)).toMatchObject({ code: "payment_authentication_failed", title: "Payment Error" });
      }
    }
    const stranger = await pay({
      type: "newcreditcard",
      amount: 10,
      payment_intent_id: "pi_notMine",
      idempotency_key: key(),
    });
    expect(json(stranger).code).toBe("payment_authentication_failed");
  });

  it("pays with a verified bank, refuses a pending one; the house account only when enabled", async () => {
    const bank = await pay({
      type: "bankAccount",
      id: DEMO_WALLET.verifiedBank.id,
      amount: 200,
      idempotency_key: key(),
    });
    expect(json<ResultWire>(bank).transaction).toMatchObject({ payment_type: "ach", status: "succeeded" });
    const pending = await pay({
      type: "bankAccount",
      id: DEMO_WALLET.pendingBank.id,
      amount: 200,
      idempotency_key: key(),
    });
    expect(json(pending).code).toBe("bank_not_verified");
    const house = await pay({ type: "houseAccount", amount: 35, idempotency_key: key() });
    expect(json<ResultWire>(house).transaction).toMatchObject({
      payment_type: "houseAccount",
      brand: "Harbor Club",
    });
    const guest = await memberOf(t.app, "guest@harbor.example");
    expect(json(await pay({ type: "houseAccount", amount: 35, idempotency_key: key() }, guest)).code).toBe(
      "not_setup",
    );
    const theirs = await pay(
      { type: "creditcard", id: DEMO_WALLET.visa.id, amount: 1, idempotency_key: key() },
      guest,
    );
    expect(theirs.statusCode).toBe(404);
  });

  it("refunds a payment once, never past what was paid", async () => {
    const paid = json<ResultWire>(
      await pay({ type: "creditcard", id: DEMO_WALLET.visa.id, amount: 50, idempotency_key: key() }),
    );
    const context = await serviceContext(t.app, DEMO.harbor.companyId);
    const id = paid.transaction?.id ?? "";
    expect(await refundPayment(context, id, 2000)).toMatchObject({ amount: 2000, status: "succeeded" });
    expect(await refundPayment(context, id)).toMatchObject({ amount: 3000, status: "succeeded" });
    await expect(refundPayment(context, id, 1)).rejects.toMatchObject({ code: "invalid_request" });
  });

  it("answers bad input with the field and 401 without a session", async () => {
    const bad = await pay({ type: "creditcard", amount: 10.001, idempotency_key: "short" });
    expect(
      json<{ error_details: { field: string }[] }>(bad)
        .error_details.map((d) => d.field)
        .sort(),
    ).toEqual(["amount", "id", "idempotency_key"]);
    const anonymous = await request(t.app, HARBOR, {
      method: "POST",
      url: "/api/test/orders/x/pay",
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
