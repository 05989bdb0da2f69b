/**
 * An order and its items are written by one statement when the order's id is made in code and it
 * has a few items (repository.ts), else by two: both answer the rows as the database holds them.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { scopeAt } from "../../test/event-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertOrder, type NewOrderItem } from "./repository.ts";
import { commerceOrderItems, commerceOrders } from "./tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const item = (index: number): NewOrderItem => ({
  type: "product",
  kind: "products",
  ref: { productId: randomUUID(), n: index },
  lineData: index % 2 ? null : { note: "gift wrap" },
  title: `Item ${index}`,
  quantity: index + 1,
  priceEach: 1_000,
  subTotal: 1_000 * (index + 1),
  discount: index,
  total: 1_000 * (index + 1) - index,
  ...(index === 0 ? { description: "The first", credits: 5 } : {}),
});

async function written(items: NewOrderItem[]) {
  const scope = scopeAt(t.app);
  const answered = await insertOrder(
    scope,
    {
      id: randomUUID(),
      customerId: DEMO_CUSTOMERS.member.id,
      idempotencyKey: `insert-order:${randomUUID()}`,
      subTotal: 3_000,
      discountTotal: 1,
      taxTotal: 0,
      shippingTotal: 0,
      total: 2_999,
      charge: 2_999,
      discounts: [{ type: "coupon", label: "TEN", amount: 1, lineShares: [] }] as never,
      paidAt: new Date("2026-11-28T10:00:00.123Z"),
    },
    items,
  );
  const [order] = await scope.select().from(commerceOrders).where(eq(commerceOrders.id, answered.order.id));
  const stored = await scope
    .select()
    .from(commerceOrderItems)
    .where(eq(commerceOrderItems.orderId, answered.order.id))
    .orderBy(commerceOrderItems.position);
  return { answered, order, stored };
}

describe("insertOrder", () => {
  it("answers the order and its items as stored, in one statement for a few items", async () => {
    const { answered, order, stored } = await written([item(0), item(1), item(2)]);
    expect(answered.order).toEqual(order);
    expect(answered.items).toEqual(stored);
    expect(stored.map((row) => row.title)).toEqual(["Item 0", "Item 1", "Item 2"]);
    // Defaults taken as the table gives them, values as given, a Date a Date.
    expect(stored[1]).toMatchObject({ description: "", credits: 0, lineData: null, status: "active" });
    expect(stored[0]).toMatchObject({
      description: "The first",
      credits: 5,
      lineData: { note: "gift wrap" },
    });
    expect(answered.items[0]?.createdAt).toBeInstanceOf(Date);
  });

  it("answers the same for more items than one statement takes", async () => {
    const { answered, order, stored } = await written(Array.from({ length: 9 }, (_, index) => item(index)));
    expect(answered.order).toEqual(order);
    expect(answered.items).toEqual(stored);
    expect(stored).toHaveLength(9);
  });

  it("writes no order when one of its items cannot be written: the statement fails whole", async () => {
    const scope = scopeAt(t.app);
    const id = randomUUID();
    await expect(
      insertOrder(
        scope,
        {
          id,
          customerId: DEMO_CUSTOMERS.member.id,
          idempotencyKey: `insert-order:${randomUUID()}`,
          subTotal: 0,
          discountTotal: 0,
          taxTotal: 0,
          shippingTotal: 0,
          total: 0,
          charge: 0,
        },
        [item(0), { ...item(1), title: null as never }],
      ),
    ).rejects.toThrow();
    expect(await scope.select().from(commerceOrders).where(eq(commerceOrders.id, id))).toEqual([]);
  });
});
