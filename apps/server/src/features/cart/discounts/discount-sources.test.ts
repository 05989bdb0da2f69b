/**
 * Discount sources (issue 21, item 6): coupons through the one interface, line shares by
 * largest remainder on the cart and the order, consumed once at checkout, restored when the
 * last line they discounted is cancelled; and a second source (perks' vouchers) plugged in
 * through its manifest.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TenantScope } from "../../../db/tenant-scope.ts";
import { DEMO } from "../../../demo/demo-ids.ts";
import { newBuyers, newCardCheckout, shopProduct } from "../../../test/commerce.ts";
import { moneySuite } from "../../../test/customer-session.ts";
import { json, serviceContext } from "../../../test/test-app.ts";
import { commerceOrderItems, commerceOrders } from "../../orders/tables.ts";
import { perkDefinitions, perkPasses } from "../../perks/tables.ts";
import { commerceCoupons } from "../tables.ts";
import { consumeDiscounts, restoreDiscounts } from "./cart-discounts.ts";

const t = moneySuite();

const harbor = () => new TenantScope(t.app.platformDb, DEMO.harbor.companyId);
type Buyer = Awaited<ReturnType<typeof newBuyers>>[number];
const oneBuyer = async () => (await newBuyers(t.app, 1))[0] as Buyer;
/** Dining items: no delivery to choose. */
const dish = (priceCents: number) =>
  shopProduct(t.app, { type: "fandb", weightGrams: 0, onHand: 10, priceCents, name: `Dish ${priceCents}` });
const coupon = (values: Partial<typeof commerceCoupons.$inferInsert> = {}) =>
  harbor().insertOne(commerceCoupons, {
    code: `T${randomUUID().slice(0, 8).toUpperCase()}`,
    kind: "percent",
    value: 1500,
    message: "15% off",
    ...values,
  });
const usesOf = async (couponId: string) =>
  (await harbor().getOne(commerceCoupons, eq(commerceCoupons.id, couponId))).uses;

interface CartWire {
  discount_total: number;
  discount_items: { type: string; discount: number; value: number; message: string }[];
  items: { products: { product_id: string; discount: number }[] };
}

async function fill(buyer: Buyer, products: { id: string }[]) {
  for (const product of products)
    expect(
      (await buyer.send("POST", "/api/cart/products", { items: [{ product_id: product.id, quantity: 1 }] }))
        .statusCode,
    ).toBe(200);
}

async function pay(buyer: Buyer) {
  const paid = await buyer.send("POST", "/api/checkout", await newCardCheckout(t.app));
  expect(paid.statusCode, paid.body).toBe(200);
  const orderId = json<{ order_id: string }>(paid).order_id;
  const order = await harbor().getOne(commerceOrders, eq(commerceOrders.id, orderId));
  const items = await harbor()
    .select()
    .from(commerceOrderItems)
    .where(eq(commerceOrderItems.orderId, orderId));
  return { order, items };
}

describe("discount sources", () => {
  it("splits a coupon over the lines by largest remainder: the shares sum to it, on the cart and on the order", async () => {
    const buyer = await oneBuyer();
    const products = [await dish(1_999), await dish(1_999), await dish(3)];
    await fill(buyer, products);
    const { code } = await coupon();
    const cart = json<CartWire>(await buyer.send("POST", "/api/cart/coupon", { code }));
    // 15 % of 40.01 = 6.0015 → 6.00; exact shares 2.99775, 2.99775, 0.0045: the two dishes
    // carry 3.00 each, the 3-cent line nothing (the last line took the remainder before: 0.02).
    expect(cart.discount_total).toBe(6);
    expect(cart.items.products.map((line) => line.discount)).toEqual([3, 3, 0]);
    expect(cart.discount_items).toEqual([{ type: "coupon", discount: 6, value: 15, message: "15% off" }]);
    const { order, items } = await pay(buyer);
    expect(items.map((item) => item.discount)).toEqual([300, 300, 0]);
    expect(order.discounts).toEqual([
      expect.objectContaining({
        type: "coupon",
        amount: 600,
        lines: [
          { orderItemId: items[0]?.id, amount: 300 },
          { orderItemId: items[1]?.id, amount: 300 },
        ],
      }),
    ]);
  });

  it("counts a coupon's use once, at checkout; used up, it stays on the cart and gives nothing", async () => {
    const [first, second] = await newBuyers(t.app, 2);
    if (!first || !second) throw new Error("no buyers");
    const product = await dish(2_000);
    const once = await coupon({ maxUses: 1 });
    for (const buyer of [first, second]) {
      await fill(buyer, [product]);
      expect((await buyer.send("POST", "/api/cart/coupon", { code: once.code })).statusCode).toBe(200);
    }
    const { order } = await pay(first);
    expect(order.couponCode).toBe(once.code);
    expect(order.discountTotal).toBe(300);
    expect(await usesOf(once.id)).toBe(1);
    const cart = json<CartWire & { coupon: { code: string } | null }>(await second.send("GET", "/api/cart"));
    expect(cart.coupon).toEqual({ code: once.code });
    expect(cart.discount_items).toEqual([]);
    const { order: full } = await pay(second);
    expect(full.discountTotal).toBe(0);
    expect(full.couponCode).toBeNull();
    expect(await usesOf(once.id)).toBe(1);
  });

  it("a coupon used up between the cart's pricing and the order's transaction refuses the order with invalid_coupon", async () => {
    const once = await coupon({ maxUses: 1, uses: 1 });
    const context = await serviceContext(t.app, DEMO.harbor.companyId);
    const priced = {
      type: "coupon" as const,
      sourceId: once.id,
      label: once.code,
      message: "",
      terms: { kind: "percent" as const, value: 1500 },
      lineIds: null,
      amount: 300,
      lineShares: [],
    };
    await expect(consumeDiscounts(context, [priced], randomUUID())).rejects.toMatchObject({
      code: "invalid_coupon",
    });
    // One that takes nothing is not consumed at all.
    await consumeDiscounts(context, [{ ...priced, amount: 0 }], randomUUID());
    expect(await usesOf(once.id)).toBe(1);
  });

  it("gives a coupon's use back when the last line it discounted is cancelled, and only then", async () => {
    const buyer = await oneBuyer();
    await fill(buyer, [await dish(2_000), await dish(3_000)]);
    const used = await coupon();
    await buyer.send("POST", "/api/cart/coupon", { code: used.code });
    const { order, items } = await pay(buyer);
    const [a, b] = items.map((item) => item.id);
    if (!a || !b) throw new Error("no items");
    expect(await usesOf(used.id)).toBe(1);
    const context = await serviceContext(t.app, DEMO.harbor.companyId);
    expect(await restoreDiscounts(context, order.discounts, { cancelled: [a], active: [b] })).toEqual([]);
    expect(await usesOf(used.id)).toBe(1);
    expect(await restoreDiscounts(context, order.discounts, { cancelled: [b], active: [] })).toHaveLength(1);
    expect(await usesOf(used.id)).toBe(0);
    // A later cancellation of something it never discounted gives nothing back again.
    expect(await restoreDiscounts(context, order.discounts, { cancelled: ["another"], active: [] })).toEqual(
      [],
    );
    expect(await usesOf(used.id)).toBe(0);
  });

  it("takes a second source through its manifest: a voucher on one line, after the coupon, used and restored with it", async () => {
    const buyer = await oneBuyer();
    const [steak, wine] = [await dish(4_000), await dish(1_000)];
    await fill(buyer, [steak, wine]);
    const definition = await harbor().insertOne(perkDefinitions, {
      kind: "voucher",
      name: "Voucher",
      referenceType: "product",
      referenceId: wine.id,
      value: 500,
    });
    const voucher = await harbor().insertOne(perkPasses, {
      definitionId: definition.id,
      serial: `VC-${randomUUID().slice(0, 8).toUpperCase()}`,
      customerId: buyer.customerId,
      ownerId: buyer.customerId,
    });
    const redeemed = await buyer.send("POST", `/api/account/perks/vouchers/${voucher.id}/redeem`);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const { code } = await coupon({ value: 1000, message: "10% off" });
    const cart = json<CartWire>(await buyer.send("POST", "/api/cart/coupon", { code }));
    // Registry order: the coupon's 10 % of 50.00 first (4.00 : 1.00), then the voucher's 5.00
    // off what is left of the wine (9.00).
    expect(cart.discount_items).toEqual([
      { type: "coupon", discount: 5, value: 10, message: "10% off" },
      { type: "voucher", discount: 5, value: 5, message: "Voucher" },
    ]);
    expect(cart.items.products.map((line) => line.discount)).toEqual([4, 6]);
    const { order, items } = await pay(buyer);
    const wineItem = items.find((item) => item.productId === wine.id);
    const steakItem = items.find((item) => item.productId === steak.id);
    if (!wineItem || !steakItem) throw new Error("no items");
    const passNow = () => harbor().getOne(perkPasses, eq(perkPasses.id, voucher.id));
    expect(await passNow()).toMatchObject({ status: "redeemed", orderId: order.id });
    const context = await serviceContext(t.app, DEMO.harbor.companyId);
    const freed = await restoreDiscounts(context, order.discounts, {
      cancelled: [wineItem.id],
      active: [steakItem.id],
    });
    expect(freed.map((discount) => discount.type)).toEqual(["voucher"]);
    expect(await passNow()).toMatchObject({ status: "active", orderId: null });
  });
});
