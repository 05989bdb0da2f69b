/**
 * The cart-item contract suite: one set of tests that every cart-item provider passes through
 * the cart's HTTP routes and checkout (products, the test capacity provider; tickets and
 * bookings next). A provider's test file calls `cartItemContract(fixture)` with a fixture that
 * makes its items and reads their capacity; the suite builds its own app (with the fixture's
 * extra features) on PGlite, or on PostgreSQL when DATABASE_URL is set.
 */
import type { CancellationPolicy } from "@crest/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TenantScope } from "../db/tenant-scope.ts";
import { DEMO } from "../demo/demo-ids.ts";
import {
  cancellationOf,
  cancelOrdered,
  type OrderedItem,
  releaseExpiredHolds,
} from "../features/cart/index.ts";
import { orderedItem } from "../features/orders/index.ts";
import { commerceOrderItems } from "../features/orders/tables.ts";
import type { FeatureManifest } from "../platform/feature.ts";
import { AT_TABLE, checkoutKey, newBuyers, newCardCheckout, paymentsOfOrder } from "./commerce.ts";
import { expectMoneyReconciles } from "./money-reconciliation.ts";
import { createTestApp, HARBOR, json, SIERRA, serviceContext, type TestApp } from "./test-app.ts";

export interface ContractItem {
  id: string;
}

export interface CartItemFixture {
  name: string;
  /** The provider's kind: `POST /api/cart/{kind}`. */
  kind: string;
  /** Where the cart lists its lines. */
  group: "products" | "tickets" | "reservations" | "appointments";
  extraFeatures?: FeatureManifest[];
  /** An item with `places` units to hold (a product's stock, a slot's places), at the club. */
  create(
    app: FastifyInstance,
    options: { places: number; priceCents: number; perMemberMax?: number; host?: string },
  ): Promise<ContractItem>;
  /** An entry of the POST body adding `quantity` of the item. */
  bodyItem(item: ContractItem, quantity: number): Record<string, unknown>;
  /** Units held in carts, and units left to hold. */
  capacity(app: FastifyInstance, item: ContractItem): Promise<{ held: number; left: number }>;
  /** The provider's refusal when nothing is left, and its title in English and in Spanish. */
  full: { code: string; en: string; es: string };
  /** Whether the provider caps what one member may hold and own. */
  perMemberMax: boolean;
  /** Things paying creates per unit (a place, a ticket); 0 for a product. */
  createdPerUnit: number;
  /** The policy right after paying, for one unit, by staff and by the member. */
  policy: { staff: Omit<CancellationPolicy, "cutoff">; member: Omit<CancellationPolicy, "cutoff"> };
}

interface CartWire {
  total_due: number;
  items: Record<string, { id: string; kind: string; quantity: number; reserved: boolean }[]>;
}

interface OrderWire {
  id: string;
  charge: number;
  items: {
    id: string;
    quantity: number;
    fulfilment: { created: { type: string; label: string }[] } | null;
  }[];
}

type Buyer = Awaited<ReturnType<typeof newBuyers>>[number];

/** Every field of a valid entry holding `text` where it holds a string. */
const withText = (entry: Record<string, unknown>, text: string) =>
  Object.fromEntries(
    Object.entries(entry).map(([key, value]) => [key, typeof value === "string" ? `${value}${text}` : value]),
  );

/** The bad-input sweep's bodies (test/bad-input-sweep.test.ts), aimed at one kind's entries. */
const badBodies = (entry: Record<string, unknown>): [string, string, string][] => [
  [
    "JSON nested 10,000 levels",
    `{"items":[${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}]}`,
    "application/json",
  ],
  ["NUL bytes", JSON.stringify({ items: [withText(entry, "\u0000")] }), "application/json"],
  ["lone surrogates", JSON.stringify({ items: [withText(entry, "\ud800")] }), "application/json"],
  ["a negative quantity", JSON.stringify({ items: [{ ...entry, quantity: -1 }] }), "application/json"],
  ["a quantity of 10^9", JSON.stringify({ items: [{ ...entry, quantity: 1e9 }] }), "application/json"],
  ["no items", JSON.stringify({ items: [] }), "application/json"],
  [
    "wrong types",
    JSON.stringify({ items: [{ ...entry, quantity: "two" }], extra: { a: 1 } }),
    "application/json",
  ],
  ["an entry that is a string", JSON.stringify({ items: ["x"] }), "application/json"],
  ["a JSON array", "[1, 2, 3]", "application/json"],
  ["JSON null", "null", "application/json"],
  ["malformed JSON", '{"items": [', "application/json"],
  ["a form post", "items=1", "application/x-www-form-urlencoded"],
];

export function cartItemContract(fixture: CartItemFixture): void {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(fixture.extraFeatures ? { extraFeatures: fixture.extraFeatures } : {});
  });
  afterAll(async () => {
    await expectMoneyReconciles(t.app);
    await t.close();
  });

  const path = `/api/cart/${fixture.kind}`;
  const add = (buyer: Buyer, item: ContractItem, quantity: number) =>
    buyer.send("POST", path, { items: [fixture.bodyItem(item, quantity)] });
  const create = (places: number, priceCents = 1_500, more: { perMemberMax?: number; host?: string } = {}) =>
    fixture.create(t.app, { places, priceCents, ...more });
  const capacity = (item: ContractItem) => fixture.capacity(t.app, item);
  const oneBuyer = async (host = HARBOR) => (await newBuyers(t.app, 1, host))[0] as Buyer;
  const harborContext = () => serviceContext(t.app, DEMO.harbor.companyId);

  /** Pays for the buyer's cart (with a card when something is due) and answers the order. */
  async function checkout(buyer: Buyer): Promise<OrderWire> {
    const cart = json<CartWire>(await buyer.send("GET", "/api/cart"));
    const body =
      cart.total_due > 0
        ? await newCardCheckout(t.app)
        : { idempotency_key: checkoutKey(), dining: AT_TABLE };
    const paid = await buyer.send("POST", "/api/checkout", body);
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = json<{ order_id: string }>(paid).order_id;
    return json<OrderWire>(await buyer.send("GET", `/api/account/orders/${orderId}`));
  }

  /** The order item as the cancel-one-line flow reads it. */
  async function ordered(orderItemId: string): Promise<OrderedItem> {
    const item = await orderedItem((await harborContext()).scope, orderItemId);
    if (item.kind === null) throw new Error("the order item names no provider");
    return { ...item, kind: item.kind };
  }

  describe(`the cart-item contract: ${fixture.name}`, () => {
    it("adds a line holding its units, lists it under its kind, and releases them when it is removed", async () => {
      const buyer = await oneBuyer();
      const item = await create(5);
      const added = await add(buyer, item, 2);
      expect(added.statusCode, added.body).toBe(200);
      const line = json<CartWire>(added).items[fixture.group]?.[0];
      expect(line).toMatchObject({ kind: fixture.kind, quantity: 2, reserved: true });
      expect(await capacity(item)).toEqual({ held: 2, left: 3 });
      const listed = json<{ id: string }[]>(await buyer.send("GET", `/api/cart/items/${fixture.kind}`));
      expect(listed.map((entry) => entry.id)).toEqual([line?.id]);

      expect((await add(buyer, item, 1)).statusCode).toBe(200);
      expect(await capacity(item)).toEqual({ held: 1, left: 4 });
      const removed = json<CartWire>(await add(buyer, item, 0));
      expect(removed.items[fixture.group]).toEqual([]);
      expect(await capacity(item)).toEqual({ held: 0, left: 5 });
    });

    it("an expired hold gives its units back and the line stays, unreserved; checkout holds it again", async () => {
      const buyer = await oneBuyer();
      const item = await create(5);
      await add(buyer, item, 2);
      const context = await harborContext();
      await releaseExpiredHolds(context, new Date(Date.now() + 16 * 60_000));
      expect(await capacity(item)).toEqual({ held: 0, left: 5 });
      const cart = json<CartWire>(await buyer.send("GET", "/api/cart"));
      expect(cart.items[fixture.group]?.[0]).toMatchObject({ quantity: 2, reserved: false });
      await checkout(buyer);
      expect(await capacity(item)).toEqual({ held: 0, left: 3 });
    });

    it("checkout fulfils the line: its units are sold, and the order item keeps the line and what was created", async () => {
      const buyer = await oneBuyer();
      const item = await create(5);
      await add(buyer, item, 2);
      const order = await checkout(buyer);
      expect(await capacity(item)).toEqual({ held: 0, left: 3 });
      const [orderItem] = order.items;
      if (!orderItem) throw new Error("no order item");
      if (fixture.createdPerUnit === 0) expect(orderItem.fulfilment).toBeNull();
      else {
        expect(orderItem.fulfilment?.created).toHaveLength(2 * fixture.createdPerUnit);
        for (const thing of orderItem.fulfilment?.created ?? []) expect(thing.label).toBeTruthy();
      }
      const scope = new TenantScope(t.app.platformDb, DEMO.harbor.companyId);
      const stored = await scope.getOne(commerceOrderItems, eq(commerceOrderItems.id, orderItem.id));
      expect(stored.kind).toBe(fixture.kind);
      expect(stored.ref).toBeTruthy();
      expect(stored.lineData).toBeTruthy();
    });

    it("a line that costs nothing checks out as a zero-amount order: no payment method, no charge", async () => {
      const buyer = await oneBuyer();
      const item = await create(3, 0);
      await add(buyer, item, 1);
      const order = await checkout(buyer);
      expect(order.charge).toBe(0);
      expect(await paymentsOfOrder(t.app, order.id)).toEqual([]);
      expect(await capacity(item)).toEqual({ held: 0, left: 2 });
      expect(order.items[0]?.fulfilment?.created ?? []).toHaveLength(fixture.createdPerUnit);
    });

    it(`20 buyers racing for 5 places hold exactly 5; the others are refused with ${fixture.full.code}`, async () => {
      const item = await create(5);
      const buyers = await newBuyers(t.app, 20);
      const answers = await Promise.all(buyers.map((buyer) => add(buyer, item, 1)));
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(5);
      for (const refused of answers.filter((res) => res.statusCode !== 200)) {
        expect(refused.statusCode).toBe(409);
        expect(json(refused)).toMatchObject({ code: fixture.full.code, title: fixture.full.en });
      }
      expect(await capacity(item)).toEqual({ held: 5, left: 0 });
    });

    it("the refusal reaches the member in the catalogue's words, in the club's language", async () => {
      const item = await create(1, 1_500, { host: SIERRA });
      const [first, second] = await newBuyers(t.app, 2, SIERRA);
      if (!first || !second) throw new Error("no buyers");
      expect((await add(first, item, 1)).statusCode).toBe(200);
      const refused = await add(second, item, 1);
      expect(json(refused)).toMatchObject({ code: fixture.full.code, title: fixture.full.es });
    });

    it.skipIf(!fixture.perMemberMax)(
      "a member past the per-member maximum is refused with ticket_max_reached",
      async () => {
        const buyer = await oneBuyer();
        const item = await create(10, 1_500, { perMemberMax: 2 });
        const tooMany = await add(buyer, item, 3);
        expect(tooMany.statusCode).toBe(400);
        expect(json(tooMany)).toMatchObject({
          code: "ticket_max_reached",
          title: "Maximum Tickets Purchased",
        });
        expect(await capacity(item)).toEqual({ held: 0, left: 10 });
        expect((await add(buyer, item, 2)).statusCode).toBe(200);
        await checkout(buyer);
        // What they own counts: one more is past the maximum, in a new cart too.
        expect(json(await add(buyer, item, 1))).toMatchObject({ code: "ticket_max_reached" });
        expect(await capacity(item)).toEqual({ held: 0, left: 8 });
      },
    );

    it("an ordered line has its provider's cancellation policy, and a cancel frees its capacity", async () => {
      const buyer = await oneBuyer();
      const item = await create(5);
      await add(buyer, item, 2);
      const order = await checkout(buyer);
      const ordered_ = await ordered(order.items[0]?.id ?? "");
      const context = await harborContext();
      const now = new Date();
      expect(await cancellationOf(context, ordered_, { units: 1, by: "staff", now })).toMatchObject(
        fixture.policy.staff,
      );
      expect(await cancellationOf(context, ordered_, { units: 1, by: "member", now })).toMatchObject(
        fixture.policy.member,
      );
      expect(await capacity(item)).toEqual({ held: 0, left: 3 });
      await cancelOrdered(context, ordered_, 1);
      expect(await capacity(item)).toEqual({ held: 0, left: 4 });
    });

    it("another club's item is a 404", async () => {
      const item = await create(5, 1_500, { host: SIERRA });
      const res = await add(await oneBuyer(), item, 1);
      expect(res.statusCode).toBe(404);
    });

    it("a body that is not the kind's is a 400 naming the field", async () => {
      const buyer = await oneBuyer();
      const res = await buyer.send("POST", path, { items: [{ quantity: 1, nonsense: true }] });
      expect(res.statusCode).toBe(400);
      const fields = json<{ error_details: { field?: string }[] }>(res).error_details.map((d) => d.field);
      expect(fields.some((field) => field?.startsWith("items.0"))).toBe(true);
    });

    it("bad input of every sort is a 400 with field details, never a 500 (the bad-input sweep, for this kind)", async () => {
      const buyer = await oneBuyer();
      const item = await create(5);
      const entry = fixture.bodyItem(item, 1);
      const failures: string[] = [];
      for (const [name, payload, contentType] of badBodies(entry)) {
        const res = await t.app.inject({
          method: "POST",
          url: path,
          headers: { host: HARBOR, cookie: buyer.cookie, "content-type": contentType },
          payload,
        });
        const answer = json<{ code?: string; error_details?: unknown }>(res);
        if (res.statusCode >= 500) failures.push(`${name}: ${res.statusCode}`);
        else if (res.statusCode < 400) failures.push(`${name}: accepted (${res.statusCode})`);
        else if (res.statusCode === 400 && !Array.isArray(answer.error_details))
          failures.push(`${name}: 400 without error_details`);
      }
      expect(failures).toEqual([]);
      expect(await capacity(item)).toEqual({ held: 0, left: 5 });
    });
  });
}
