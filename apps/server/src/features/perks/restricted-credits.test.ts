/**
 * Restricted house credits at checkout (issue 27; spec-2 §5 house-credit payment): a credit
 * restricted to dining pays a dinner order's dining lines and not its shop line, the card pays
 * the rest; two checkouts at once spend it once; a cancelled line gives back the credit that
 * paid it, and the books balance (moneySuite checks them after the file).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO, DEMO_CATALOGUE } from "../../demo/demo-ids.ts";
import {
  checkoutKey,
  newBuyers,
  newCardCheckout,
  paymentsOfOrder,
  shopProduct,
} from "../../test/commerce.ts";
import { moneySuite, signInStaff } from "../../test/customer-session.ts";
import { expectMoneyReconciles } from "../../test/money-reconciliation.ts";
import { HARBOR, json, request, serviceContext } from "../../test/test-app.ts";
import { catalogueProductCategories } from "../catalogue/tables.ts";
import { issueCredit } from "../house-credits/index.ts";
import { houseCredits } from "../house-credits/tables.ts";
import { commerceOrderItems, commerceOrders } from "../orders/tables.ts";

const t = moneySuite();

type Buyer = Awaited<ReturnType<typeof newBuyers>>[number];
interface OutcomeWire {
  success: boolean;
  amount: number;
  order_id: string | null;
}

const harborScope = async () => (await serviceContext(t.app, DEMO.harbor.companyId)).scope;
const balanceOf = async (creditId: string) =>
  (await (await harborScope()).getOne(houseCredits, eq(houseCredits.id, creditId))).currentValue;

/** A house credit of `amount` (minor units) for the buyer that pays only for the dinner category. */
async function diningCredit(customerId: string, amount: number): Promise<string> {
  const scope = await harborScope();
  const credit = await issueCredit(scope, {
    customerId,
    amount,
    serial: `HC-DIN-${randomUUID().slice(0, 6)}`,
    referenceType: "goodwill",
    referenceId: "restricted-credits.test",
  });
  await scope
    .update(houseCredits)
    .set({ referenceType: "category", referenceId: DEMO_CATALOGUE.harbor.dinner })
    .where(eq(houseCredits.id, credit.id));
  return credit.id;
}

/** A $40 dish of the dinner category. */
async function dinner() {
  const dish = await shopProduct(t.app, { type: "fandb", weightGrams: 0, onHand: 20, priceCents: 4_000 });
  await (await harborScope())
    .insert(catalogueProductCategories)
    .values({ productId: dish.id, categoryId: DEMO_CATALOGUE.harbor.dinner });
  return dish;
}

/** The buyer's cart: the products given, one each, collected at the club when one is a shop item. */
async function fill(buyer: Buyer, productIds: string[], pickup = false) {
  const added = await buyer.send("POST", "/api/cart/products", {
    items: productIds.map((id) => ({ product_id: id, quantity: 1 })),
  });
  expect(added.statusCode, added.body).toBe(200);
  if (!pickup) return;
  const [local] = json<{ id: string }[]>(await buyer.send("GET", "/api/checkout/shipping/local"));
  const picked = await buyer.send("PUT", "/api/cart/shipping", { id: local?.id, type: "pickup" });
  expect(picked.statusCode, picked.body).toBe(200);
}

const pay = async (buyer: Buyer, key = checkoutKey()) =>
  buyer.send("POST", "/api/checkout", {
    ...(await newCardCheckout(t.app, undefined, key)),
    use_house_credits: true,
  });

let staffCookie: string | undefined;
async function cancelLine(orderId: string, itemId: string) {
  staffCookie ??= await signInStaff(t.app, HARBOR);
  const cancelled = await request(t.app, HARBOR, {
    method: "POST",
    url: `/admin/api/orders/${orderId}/items/${itemId}/cancel`,
    headers: { cookie: staffCookie },
    payload: {},
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  return json<{ refunds: { amount: number; destination: string }[] }>(cancelled);
}

describe("house credits restricted to dining", () => {
  // A $40 dinner and a $20 shirt at 8.25 % tax: the dinner line owes $43.30, the shirt $21.65.
  let buyer: Buyer;
  let creditId: string;
  let orderId: string;

  it("pay a dinner order's dining line and not its shop line; the card pays the rest", async () => {
    [buyer] = (await newBuyers(t.app, 1)) as [Buyer];
    creditId = await diningCredit(buyer.customerId, 10_000);
    const shirt = await shopProduct(t.app, { onHand: 20, priceCents: 2_000 });
    const dish = await dinner();
    await fill(buyer, [dish.id, shirt.id], true);
    // The checkout page shows what the credits can pay of this cart: the dinner line only.
    const cart = json<{ house_credits: number; total_due: number }>(await buyer.send("GET", "/api/cart"));
    expect(cart).toMatchObject({ house_credits: 43.3, total_due: 64.95 });

    const paid = await pay(buyer);
    expect(paid.statusCode, paid.body).toBe(200);
    const outcome = json<OutcomeWire>(paid);
    expect(outcome.amount).toBe(21.65);
    orderId = outcome.order_id ?? "";
    expect(await balanceOf(creditId)).toBe(10_000 - 4_330);
    const [charge] = await paymentsOfOrder(t.app, orderId);
    expect(charge?.amount).toBe(2_165);
    const scope = await harborScope();
    expect((await scope.getOne(commerceOrders, eq(commerceOrders.id, orderId))).creditsApplied).toBe(4_330);
    const items = await scope
      .select()
      .from(commerceOrderItems)
      .where(eq(commerceOrderItems.orderId, orderId));
    const creditsOf = new Map(items.map((item) => [item.productId, item.credits]));
    expect([creditsOf.get(dish.id), creditsOf.get(shirt.id)]).toEqual([4_330, 0]);
  });

  it("a cancelled line gives back what paid it: the shirt to the card, the dinner to the credit", async () => {
    const scope = await harborScope();
    const items = await scope
      .select()
      .from(commerceOrderItems)
      .where(eq(commerceOrderItems.orderId, orderId));
    const shirtLine = items.find((item) => item.credits === 0);
    const dinnerLine = items.find((item) => item.credits > 0);
    const shirtBack = await cancelLine(orderId, shirtLine?.id ?? "");
    expect(shirtBack.refunds).toEqual([expect.objectContaining({ amount: 21.65, destination: "original" })]);
    expect(await balanceOf(creditId)).toBe(10_000 - 4_330);
    const dinnerBack = await cancelLine(orderId, dinnerLine?.id ?? "");
    expect(dinnerBack.refunds).toEqual([expect.objectContaining({ amount: 43.3, destination: "credit" })]);
    expect(await balanceOf(creditId)).toBe(10_000);
    await expectMoneyReconciles(t.app);
  });

  it("are not spent on an order with nothing they apply to", async () => {
    const [other] = (await newBuyers(t.app, 1)) as [Buyer];
    const credit = await diningCredit(other.customerId, 5_000);
    const shirt = await shopProduct(t.app, { onHand: 20, priceCents: 2_000 });
    await fill(other, [shirt.id], true);
    expect(json<{ house_credits: number }>(await other.send("GET", "/api/cart")).house_credits).toBe(0);
    const paid = await pay(other);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(json<OutcomeWire>(paid).amount).toBe(21.65);
    expect(await balanceOf(credit)).toBe(5_000);
  });

  it("two checkouts of the cart at once spend the credit once; the loser's charge goes back", async () => {
    const [racer] = (await newBuyers(t.app, 1)) as [Buyer];
    const credit = await diningCredit(racer.customerId, 3_000);
    await fill(racer, [(await dinner()).id]);
    const keys = [checkoutKey(), checkoutKey()];
    const answers = await Promise.all(keys.map((key) => pay(racer, key)));
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(json<OutcomeWire>(won[0] as (typeof answers)[number]).amount).toBe(13.3);
    expect(await balanceOf(credit)).toBe(0);
    const scope = await harborScope();
    const orders = await scope
      .select()
      .from(commerceOrders)
      .where(eq(commerceOrders.customerId, racer.customerId));
    expect(orders.map((order) => order.creditsApplied)).toEqual([3_000]);
    await expectMoneyReconciles(t.app);
  });
});
