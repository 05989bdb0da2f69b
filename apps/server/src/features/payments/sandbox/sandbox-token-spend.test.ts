/**
 * A new card's token pays once (the sandbox, as a provider): spends made at one moment share a
 * statement (sandbox-repository.ts), and still only one of two racing with one token is spent.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newBuyers, newCardCheckout, shopProduct } from "../../../test/commerce.ts";
import { createTestApp, json, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Buyers each with one dish in their cart. */
async function buyersWithADish(count: number) {
  const dish = await shopProduct(t.app, { type: "fandb", priceCents: 1_500, onHand: 20 });
  const buyers = await newBuyers(t.app, count);
  for (const buyer of buyers) {
    const added = await buyer.send("POST", "/api/cart/products", {
      items: [{ product_id: dish.id, quantity: 1 }],
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  return buyers;
}

describe("a new card's token", () => {
  it("pays for one of two buyers checking out with it at once, never both", async () => {
    const [first, second] = await buyersWithADish(2);
    const body = await newCardCheckout(t.app);
    const answers = await Promise.all(
      [first, second].map((buyer, index) =>
        buyer?.send("POST", "/api/checkout", {
          ...body,
          idempotency_key: `${body.idempotency_key}-${index}`,
          payment_method: { ...body.payment_method, idempotency_key: `${body.idempotency_key}-${index}` },
        }),
      ),
    );
    const paid = answers.filter((answer) => answer?.statusCode === 200 && json(answer).success === true);
    expect(paid, answers.map((answer) => answer?.body).join("\n")).toHaveLength(1);
  });

  it("is spent for each of many buyers paying at once with tokens of their own", async () => {
    const buyers = await buyersWithADish(6);
    const answers = await Promise.all(
      buyers.map(async (buyer) => buyer.send("POST", "/api/checkout", await newCardCheckout(t.app))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
  });
});
