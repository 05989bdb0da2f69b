/**
 * Cancelling one order line and refunding once (issue 21, item 4): a two-line order with a
 * coupon, house credits and tax gives back exactly the cancelled line's share, to the cent —
 * its credits as credits, the rest to the card — and twenty cancels of a line at once, or a
 * cancel asked again, refund it once. The books balance after every case.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS, DEMO_WALLET } from "../demo/demo-ids.ts";
import { AT_TABLE, checkoutKey, shopProduct, stockOf } from "../test/commerce.ts";
import { memberOf, moneySuite, signInStaff } from "../test/customer-session.ts";
import { mailsTo } from "../test/mail.ts";
import { HARBOR, json, request, SIERRA } from "../test/test-app.ts";

const t = moneySuite();

interface CancelWire {
  success: boolean;
  amount: number;
  fee: number;
  order_id: string;
  refunds: { id: string; amount: number; destination: string; status: string }[];
  item: { id: string; status: string; cancelled_quantity: number; refunded_amount: number; tax: number };
}
interface OrderWire {
  id: string;
  number: number;
  status: string;
  total: number;
  charge: number;
  credits_applied: number;
  items: { id: string; title: string; total: number; tax: number }[];
}

/** One number from the database (a test reads the books directly). */
const scalar = async (query: ReturnType<typeof sql>) =>
  Number((await t.app.platformDb.execute<{ n: number }>(query)).rows[0]?.n ?? -1);
const balanceOfCredits = () =>
  scalar(sql`select coalesce(sum(current_value), 0)::int as n from house_credits
             where company_id = ${DEMO.harbor.companyId} and customer_id = ${DEMO_CUSTOMERS.member.id}`);
const couponUses = (code: string) =>
  scalar(
    sql`select uses as n from commerce_coupons where company_id = ${DEMO.harbor.companyId} and code = ${code}`,
  );
/** The order's payment: what it charged and what went back. */
const paymentOf = async (orderId: string) => ({
  amount: await scalar(sql`select amount as n from payments where reference_id = ${orderId}`),
  refunded: await scalar(sql`select refunded_amount as n from payments where reference_id = ${orderId}`),
});

/** A staff request to the orders API. */
async function staff(method: "POST", url: string, payload: Record<string, unknown> = {}) {
  const cookie = await staffCookie;
  return request(t.app, HARBOR, { method, url, payload, headers: { cookie } });
}
let staffCookie: Promise<string>;

/** member@ buys a $48 polo and two $25 caps with SAVE15, their house credits and the Everyday Visa. */
async function placeTwoLineOrder() {
  const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
  const polo = await shopProduct(t.app, { type: "fandb", onHand: 5, priceCents: 4_800, weightGrams: 0 });
  const cap = await shopProduct(t.app, { type: "fandb", onHand: 5, priceCents: 2_500, weightGrams: 0 });
  await member("POST", "/api/cart/products", {
    items: [
      { product_id: polo.id, quantity: 1 },
      { product_id: cap.id, quantity: 2 },
    ],
  });
  expect((await member("POST", "/api/cart/coupon", { code: "SAVE15" })).statusCode).toBe(200);
  const key = checkoutKey();
  const placed = json<{ success: boolean; order_id: string }>(
    await member("POST", "/api/checkout", {
      idempotency_key: key,
      dining: AT_TABLE,
      use_house_credits: true,
      payment_method: { type: "creditcard", id: DEMO_WALLET.visa.id, amount: 0, idempotency_key: key },
    }),
  );
  expect(placed.success).toBe(true);
  const order = json<OrderWire>(await member("GET", `/api/account/orders/${placed.order_id}`));
  // The polo's line: $48.00 less its $7.20 of the coupon; the caps': $50.00 less $7.50.
  const poloLine = order.items.find((item) => item.total === 40.8);
  const capLine = order.items.find((item) => item.total === 42.5);
  return { member, order, polo, cap, poloLine, capLine };
}

describe("cancelling an order line", () => {
  it("gives back exactly the line's share of a two-line order with a coupon, credits and tax", async () => {
    staffCookie = signInStaff(t.app, HARBOR);
    const creditsBefore = await balanceOfCredits();
    const { member, order, cap, poloLine, capLine } = await placeTwoLineOrder();
    // $98.00 − 15 % ($14.70) + 8.25 % tax ($6.87) = $90.17; $65.00 of credits, $25.17 on the card.
    expect([order.total, order.credits_applied, order.charge]).toEqual([90.17, 65, 25.17]);
    // The tax split by what each line accrued: $3.36 and $3.51.
    expect([poloLine?.tax, capLine?.tax]).toEqual([3.36, 3.51]);

    const res = await staff("POST", `/admin/api/orders/${order.id}/items/${capLine?.id}/cancel`, {
      reason: "Out of caps",
    });
    expect(res.statusCode).toBe(200);
    const cancelled = json<CancelWire>(res);
    // The caps' line: $42.50 + $3.51 = $46.01; its credits ($33.17) back as credit, $12.84 to the card.
    expect(cancelled).toMatchObject({ success: true, amount: 46.01, fee: 0, order_id: order.id });
    expect(cancelled.refunds.map((refund) => [refund.destination, refund.amount, refund.status])).toEqual([
      ["original", 12.84, "succeeded"],
      ["credit", 33.17, "succeeded"],
    ]);
    expect(cancelled.item).toMatchObject({
      status: "cancelled",
      cancelled_quantity: 2,
      refunded_amount: 46.01,
    });
    expect(await paymentOf(order.id)).toEqual({ amount: 2_517, refunded: 1_284 });
    expect(await balanceOfCredits()).toBe(creditsBefore - 6_500 + 3_317);
    expect(await stockOf(t.app, cap.id)).toEqual({ onHand: 5, held: 0 });
    const after = json<OrderWire>(await member("GET", `/api/account/orders/${order.id}`));
    expect(after.status).toBe("partially_refunded");
    // Both refunds are in the member's transactions, linked to what they give back from.
    const rows = json<
      {
        type: string;
        payment_type: string;
        amount: number;
        order_id: string | null;
        linked_transaction_id: string | null;
      }[]
    >(await member("GET", "/api/account/transactions?type=refund")).filter(
      (row) => row.order_id === order.id,
    );
    expect(rows.map((row) => [row.payment_type, row.amount]).sort()).toEqual([
      ["creditcard", 12.84],
      ["giftcard", 33.17],
    ]);
    expect(rows.every((row) => row.linked_transaction_id !== null)).toBe(true);
    expect((await mailsTo(t.app, DEMO_CUSTOMERS.member.email)).map((mail) => mail.subject)).toContain(
      `Harbor Club: order #${order.number} cancelled in part`,
    );

    // Asked again: the same answer, nothing more given back.
    const again = json<CancelWire>(
      await staff("POST", `/admin/api/orders/${order.id}/items/${capLine?.id}/cancel`),
    );
    expect(again.amount).toBe(46.01);
    expect(again.refunds.map((refund) => refund.id)).toEqual(cancelled.refunds.map((refund) => refund.id));
    expect((await paymentOf(order.id)).refunded).toBe(1_284);
  });

  it("twenty cancels of one line at once refund it once; the last line takes the order with it", async () => {
    const usesBefore = await couponUses("SAVE15");
    const { order, poloLine, capLine } = await placeTwoLineOrder();
    await staff("POST", `/admin/api/orders/${order.id}/items/${capLine?.id}/cancel`);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        staff("POST", `/admin/api/orders/${order.id}/items/${poloLine?.id}/cancel`),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const results = answers.map((res) => json<CancelWire>(res));
    // $48.00 − $7.20 + $3.36 = $44.16: one set of refunds, answered to all twenty.
    expect(new Set(results.map((result) => result.refunds.map((refund) => refund.id).join()))).toHaveProperty(
      "size",
      1,
    );
    expect(results[0]?.amount).toBe(44.16);
    const payment = await paymentOf(order.id);
    expect(payment.refunded).toBe(payment.amount);
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    expect(json<OrderWire>(await member("GET", `/api/account/orders/${order.id}`)).status).toBe("cancelled");
    // Every discounted line cancelled: the coupon's use goes back.
    expect(await couponUses("SAVE15")).toBe(usesBefore);
  });

  it("is staff's: a member cannot call it, another club's staff finds nothing, a closed order cannot be completed", async () => {
    const { member, order, poloLine } = await placeTwoLineOrder();
    const asMemberRes = await member(
      "POST",
      `/admin/api/orders/${order.id}/items/${poloLine?.id}/cancel`,
      {},
    );
    expect(asMemberRes.statusCode).toBe(401);
    const sierraStaff = await signInStaff(t.app, SIERRA, "gerente@sierra.example");
    const elsewhere = await request(t.app, SIERRA, {
      method: "POST",
      url: `/admin/api/orders/${order.id}/items/${poloLine?.id}/cancel`,
      payload: {},
      headers: { cookie: sierraStaff },
    });
    expect(elsewhere.statusCode).toBe(404);
    const completed = await staff("POST", `/admin/api/orders/${order.id}/complete`, { how: "picked_up" });
    expect(json<OrderWire>(completed).status).toBe("completed");
    // Completed (picked up): products can no longer be cancelled.
    const late = await staff("POST", `/admin/api/orders/${order.id}/items/${poloLine?.id}/cancel`);
    expect([late.statusCode, json(late).code]).toEqual([400, "cancel_error"]);
  });
});
