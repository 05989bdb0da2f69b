import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo-ids.ts";
import { newBuyers, shopProduct, stockOf } from "../../test/commerce.ts";
import { asMember, signIn } from "../../test/customer-session.ts";
import {
  createTestApp,
  HARBOR,
  json,
  request,
  SIERRA,
  serviceContext,
  type TestApp,
} from "../../test/test-app.ts";
import { releaseExpiredHolds } from "./hold-release.ts";
import { commerceSettings } from "./tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface CartWire {
  sub_total: number;
  discount_total: number;
  tax_total: number;
  total: number;
  total_due: number;
  house_credits: number;
  total_items: number;
  coupon: { code: string } | null;
  discount_items: { type: string; discount: number; message: string }[];
  items: {
    products: {
      id: string;
      product_id: string;
      quantity: number;
      price_each: number;
      reserved: boolean;
      reserved_until: string | null;
    }[];
  };
}

const add = (member: ReturnType<typeof asMember>, productId: string, quantity: number, variantId?: string) =>
  member("POST", "/api/cart/products", {
    items: [{ product_id: productId, quantity, ...(variantId ? { variant_id: variantId } : {}) }],
  });

describe("the cart", () => {
  it("needs a signed-in customer", async () => {
    expect((await request(t.app, HARBOR, { method: "GET", url: "/api/cart" })).statusCode).toBe(401);
  });

  it("adds, changes and removes a product line, holding exactly the line's units", async () => {
    const member = asMember(t.app, await signIn(t.app, HARBOR, "guest@harbor.example"));
    const product = await shopProduct(t.app, { onHand: 5, priceCents: 1_999 });
    const added = await add(member, product.id, 2);
    expect(added.statusCode).toBe(200);
    const cart = json<CartWire>(added);
    expect(cart.items.products).toHaveLength(1);
    expect(cart.items.products[0]).toMatchObject({ quantity: 2, price_each: 19.99, reserved: true });
    expect(cart.sub_total).toBe(39.98);
    // Harbor taxes 8.25 %: 3998 × 0.0825 = 329.8 → 3.30
    expect(cart.tax_total).toBe(3.3);
    expect(cart.total).toBe(43.28);
    expect(await stockOf(t.app, product.id)).toEqual({ onHand: 5, held: 2 });

    await add(member, product.id, 1);
    expect(await stockOf(t.app, product.id)).toEqual({ onHand: 5, held: 1 });
    const removed = json<CartWire>(await add(member, product.id, 0));
    expect(removed.items.products).toHaveLength(0);
    expect(await stockOf(t.app, product.id)).toEqual({ onHand: 5, held: 0 });
  });

  it("tells what the buyer's house credits could pay: the usable balances, expired or spent ones not", async () => {
    // The demo member holds HC-1002 ($15) and HC-1003 ($50); HC-1001 is spent. The guest has none.
    const member = asMember(t.app, await signIn(t.app, HARBOR, "member@harbor.example"));
    expect(json<CartWire>(await member("GET", "/api/cart")).house_credits).toBe(65);
    const guest = asMember(t.app, await signIn(t.app, HARBOR, "guest@harbor.example"));
    expect(json<CartWire>(await guest("GET", "/api/cart")).house_credits).toBe(0);
  });

  it("a first add naming one product twice holds the last quantity asked, once", async () => {
    // No open cart: the add makes one, and its second item must find the line its first wrote.
    await t.app.platformDb.execute(
      sql`update commerce_carts set status = 'checked_out' where status = 'open'
          and customer_id in (select id from customers where email = 'newpass@harbor.example')`,
    );
    const member = asMember(t.app, await signIn(t.app, HARBOR, "newpass@harbor.example"));
    const product = await shopProduct(t.app, { onHand: 5 });
    const added = await member("POST", "/api/cart/products", {
      items: [
        { product_id: product.id, quantity: 1 },
        { product_id: product.id, quantity: 3 },
      ],
    });
    expect(added.statusCode).toBe(200);
    expect(json<CartWire>(added).items.products).toMatchObject([{ quantity: 3 }]);
    expect(await stockOf(t.app, product.id)).toEqual({ onHand: 5, held: 3 });
  });

  it("answers a cart the add made with the lines it wrote, as reading the cart answers them", async () => {
    await t.app.platformDb.execute(
      sql`update commerce_carts set status = 'checked_out' where status = 'open'
          and customer_id in (select id from customers where email = 'newpass@harbor.example')`,
    );
    const member = asMember(t.app, await signIn(t.app, HARBOR, "newpass@harbor.example"));
    const [first, second, dropped] = [
      await shopProduct(t.app, { onHand: 5 }),
      await shopProduct(t.app, { onHand: 5 }),
      await shopProduct(t.app, { onHand: 5 }),
    ];
    const added = await member("POST", "/api/cart/products", {
      items: [
        { product_id: second?.id, quantity: 2 },
        { product_id: dropped?.id, quantity: 1 },
        { product_id: first?.id, quantity: 1 },
        { product_id: dropped?.id, quantity: 0 },
      ],
    });
    expect(added.statusCode).toBe(200);
    const answered = json<CartWire>(added);
    // In the order they were asked for, though one transaction wrote them at one instant.
    expect(answered.items.products.map((line) => line.quantity)).toEqual([2, 1]);
    // The same lines, in the same order, with the same totals as the cart read afterwards.
    expect(answered).toEqual(json<CartWire>(await member("GET", "/api/cart")));
  });

  it("two first adds at once make one open cart holding both lines; a later add keeps them", async () => {
    const [buyer] = await newBuyers(t.app, 1);
    if (!buyer) throw new Error("no buyer");
    const [first, second, third] = [
      await shopProduct(t.app, { onHand: 5 }),
      await shopProduct(t.app, { onHand: 5 }),
      await shopProduct(t.app, { onHand: 5 }),
    ];
    const addOne = (productId: string) =>
      buyer.send("POST", "/api/cart/products", { items: [{ product_id: productId, quantity: 1 }] });
    const raced = await Promise.all([addOne(first?.id ?? ""), addOne(second?.id ?? "")]);
    expect(raced.map((res) => res.statusCode)).toEqual([200, 200]);
    const carts = await t.app.platformDb.execute<{ status: string }>(
      sql`select status from commerce_carts where customer_id = ${buyer.customerId}`,
    );
    expect(carts.rows).toEqual([{ status: "open" }]);
    // The cart found (not made) by this add: its answer reads the lines already there.
    const later = json<CartWire>(await addOne(third?.id ?? ""));
    expect(later.items.products.map((line) => line.product_id).sort()).toEqual(
      [first?.id, second?.id, third?.id].sort(),
    );
    for (const product of [first, second, third])
      expect(await stockOf(t.app, product?.id ?? "")).toEqual({ onHand: 5, held: 1 });
  });

  it("refuses more than there is with sold_out (409), holding nothing", async () => {
    const member = asMember(t.app, await signIn(t.app, HARBOR, "guest@harbor.example"));
    const product = await shopProduct(t.app, { onHand: 2 });
    const refused = await add(member, product.id, 3);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ code: "sold_out", title: "Sold Out" });
    expect(await stockOf(t.app, product.id)).toEqual({ onHand: 2, held: 0 });
  });

  it("a burst of adds for fewer units than buyers holds every unit, and only the rest are sold_out", async () => {
    const product = await shopProduct(t.app, { onHand: 3 });
    const emails = ["guest", "pastdue", "newpass", "member", "onhold"].map(
      (name) => `${name}@harbor.example`,
    );
    const buyers = await Promise.all(
      emails.map(async (email) => asMember(t.app, await signIn(t.app, HARBOR, email))),
    );
    const answers = await Promise.all(buyers.map((buyer) => add(buyer, product.id, 1)));
    const codes = answers.map((res) => (res.statusCode === 200 ? "held" : json(res).code)).sort();
    expect(codes).toEqual(["held", "held", "held", "sold_out", "sold_out"]);
    expect(await stockOf(t.app, product.id)).toEqual({ onHand: 3, held: 3 });
    // A unit given back is there for the next buyer at once.
    const winner = buyers[answers.findIndex((res) => res.statusCode === 200)];
    const loser = buyers[answers.findIndex((res) => res.statusCode !== 200)];
    if (!winner || !loser) throw new Error("no winner or loser");
    expect((await add(winner, product.id, 0)).statusCode).toBe(200);
    expect((await add(loser, product.id, 1)).statusCode).toBe(200);
    for (const buyer of buyers) await add(buyer, product.id, 0);
    expect(await stockOf(t.app, product.id)).toEqual({ onHand: 3, held: 0 });
  });

  it("counts the member's own hold: the last units they hold stay theirs, asking more is sold_out", async () => {
    const member = asMember(t.app, await signIn(t.app, HARBOR, "guest@harbor.example"));
    const rival = asMember(t.app, await signIn(t.app, HARBOR, "member@harbor.example"));
    const product = await shopProduct(t.app, { onHand: 2 });
    expect((await add(member, product.id, 2)).statusCode).toBe(200);
    // Nothing is left to hold, yet setting the same quantity again only renews their hold.
    expect((await add(member, product.id, 2)).statusCode).toBe(200);
    expect((await add(member, product.id, 3)).statusCode).toBe(409);
    expect(json(await add(rival, product.id, 1))).toMatchObject({ code: "sold_out" });
    expect(await stockOf(t.app, product.id)).toEqual({ onHand: 2, held: 2 });
  });

  it("keeps quantities within the product's min and max", async () => {
    const member = asMember(t.app, await signIn(t.app, HARBOR, "guest@harbor.example"));
    const product = await shopProduct(t.app, { minQty: 2, maxQty: 4 });
    expect((await add(member, product.id, 1)).statusCode).toBe(400);
    expect((await add(member, product.id, 5)).statusCode).toBe(400);
    expect((await add(member, product.id, 4)).statusCode).toBe(200);
  });

  it("holds per variant", async () => {
    const member = asMember(t.app, await signIn(t.app, HARBOR, "guest@harbor.example"));
    const product = await shopProduct(t.app, { variants: [1, 5] });
    const [small, large] = product.variants;
    expect((await add(member, product.id, 2, small?.id)).statusCode).toBe(409);
    expect((await add(member, product.id, 2, large?.id)).statusCode).toBe(200);
    expect(await stockOf(t.app, product.id, large?.id)).toEqual({ onHand: 5, held: 2 });
  });

  it("another club's product is a 404", async () => {
    const member = asMember(t.app, await signIn(t.app, SIERRA, "socio@sierra.example"), SIERRA);
    const product = await shopProduct(t.app);
    expect((await add(member, product.id, 1)).statusCode).toBe(404);
  });

  it("an expired hold gives its stock back; the line stays, unreserved", async () => {
    const member = asMember(t.app, await signIn(t.app, HARBOR, "newpass@harbor.example"));
    const product = await shopProduct(t.app, { onHand: 3 });
    await add(member, product.id, 3);
    expect(await stockOf(t.app, product.id)).toEqual({ onHand: 3, held: 3 });
    const context = await serviceContext(t.app, DEMO.harbor.companyId);
    expect(await releaseExpiredHolds(context, new Date())).toBe(0);
    expect(await releaseExpiredHolds(context, new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await stockOf(t.app, product.id)).toEqual({ onHand: 3, held: 0 });
    const cart = json<CartWire>(await member("GET", "/api/cart"));
    const line = cart.items.products.find((item) => item.quantity === 3);
    expect(line?.reserved).toBe(false);
    // Someone else may now buy those units.
    const other = asMember(t.app, await signIn(t.app, HARBOR, "guest@harbor.example"));
    expect((await add(other, product.id, 3)).statusCode).toBe(200);
  });

  it("prices with the club's commerce settings as they stand: a change applies from the next add", async () => {
    const member = asMember(t.app, await signIn(t.app, HARBOR, "guest@harbor.example"));
    const product = await shopProduct(t.app, { onHand: 10, priceCents: 10_000 });
    const context = await serviceContext(t.app, DEMO.harbor.companyId);
    const priced = async (quantity: number) => {
      const cart = json<CartWire>(await add(member, product.id, quantity));
      return {
        rate: cart.tax_total / cart.sub_total,
        line: cart.items.products.find((item) => item.price_each === 100),
      };
    };
    const minutesHeld = (until: string | null | undefined) =>
      Math.round((Date.parse(until ?? "") - Date.now()) / 60_000);
    try {
      const before = await priced(1);
      expect(before.rate).toBeCloseTo(0.0825, 3);
      expect(minutesHeld(before.line?.reserved_until)).toBe(15);
      // A change through a service's scope, then one the database announces (another instance's, a script's).
      await context.scope.update(commerceSettings).set({ taxRateBps: 1_000 });
      expect((await priced(2)).rate).toBeCloseTo(0.1, 3);
      await t.app.platformDb.execute(
        sql`update commerce_settings set hold_minutes = 30 where company_id = ${DEMO.harbor.companyId}`,
      );
      await expect
        .poll(async () => minutesHeld((await priced(1)).line?.reserved_until), { timeout: 5_000 })
        .toBe(30);
    } finally {
      await context.scope.update(commerceSettings).set({ taxRateBps: 825, holdMinutes: 15 });
      await add(member, product.id, 0);
    }
  });
});

describe("coupons", () => {
  it("applies a percentage coupon in any case, and removes it", async () => {
    const member = asMember(t.app, await signIn(t.app, HARBOR, "pastdue@harbor.example"));
    const product = await shopProduct(t.app, { priceCents: 1_999 });
    await add(member, product.id, 1);
    const applied = json<CartWire>(await member("POST", "/api/cart/coupon", { code: "save15" }));
    expect(applied.coupon).toEqual({ code: "SAVE15" });
    // 15 % of 19.99 = 2.9985 → 3.00; tax on 16.99 × 8.25 % = 1.40
    expect(applied.discount_total).toBe(3);
    expect(applied.tax_total).toBe(1.4);
    expect(applied.discount_items).toEqual([
      expect.objectContaining({ type: "coupon", discount: 3, message: "15% off your order" }),
    ]);
    const removed = json<CartWire>(await member("DELETE", "/api/cart/coupon"));
    expect(removed.coupon).toBeNull();
    expect(removed.discount_total).toBe(0);
  });

  it("refuses an unknown coupon and one below its minimum with invalid_coupon", async () => {
    const member = asMember(t.app, await signIn(t.app, HARBOR, "pastdue@harbor.example"));
    const unknown = await member("POST", "/api/cart/coupon", { code: "NOPE" });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toMatchObject({ code: "invalid_coupon", title: "Invalid Coupon" });
    // TAKE10 needs a $50 subtotal.
    const cart = json<CartWire>(await member("GET", "/api/cart"));
    expect(cart.sub_total).toBeLessThan(50);
    expect(json(await member("POST", "/api/cart/coupon", { code: "TAKE10" }))).toMatchObject({
      code: "invalid_coupon",
    });
  });
});
