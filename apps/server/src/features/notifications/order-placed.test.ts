/**
 * The order-placed notification: checkout's receipt raises it in the order's transaction, so
 * the buyer's bell counts it (and hears it) once the order commits.
 */
import { TOPICS } from "@crest/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import { newBuyers, newCardCheckout, shopProduct } from "../../test/commerce.ts";
import { expectMoneyReconciles } from "../../test/money-reconciliation.ts";
import { createTestApp, HARBOR, json, type TestApp } from "../../test/test-app.ts";
import { hubMessages, openHub } from "../realtime/hub-test-kit.ts";

let t: TestApp;
const sockets: WebSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await expectMoneyReconciles(t.app);
  await t.close();
});

describe("an order placed", () => {
  it("raises an order_placed notification for the buyer, linking to the order", async () => {
    const [buyer] = await newBuyers(t.app, 1);
    if (!buyer) throw new Error("no buyer");
    const product = await shopProduct(t.app, { type: "fandb", onHand: 3, priceCents: 1_250, weightGrams: 0 });
    await buyer.send("POST", "/api/cart/products", { items: [{ product_id: product.id, quantity: 2 }] });
    const res = await buyer.send("POST", "/api/checkout", await newCardCheckout(t.app));
    expect(res.statusCode).toBe(200);
    const orderId = json(res).order_id as string;
    const [note] = json<{ kind: string; title: string; body: string; link: string; read: boolean }[]>(
      await buyer.send("GET", "/api/account/notifications"),
    );
    expect(note).toMatchObject({ kind: "order_placed", title: "Order placed", read: false });
    expect(note?.body).toMatch(/^Your order \d+ for \$\d+\.\d\d was placed/);
    expect(note?.link).toBe(`/account/billing/orders/${orderId}`);
  });

  it("rings the buyer's bell once the order commits (the ring is written with the order's other writes)", async () => {
    const [buyer] = await newBuyers(t.app, 1);
    if (!buyer) throw new Error("no buyer");
    const socket = await openHub(t.app, { cookie: buyer.cookie, host: HARBOR, origin: `http://${HARBOR}` });
    sockets.push(socket);
    const heard = hubMessages(socket);
    const topic = TOPICS.notifications(buyer.customerId);
    socket.send(JSON.stringify({ type: "subscribe", topic }));
    expect(await heard.next()).toEqual({ type: "subscribed", topic });
    const product = await shopProduct(t.app, { type: "fandb", onHand: 3, priceCents: 1_250, weightGrams: 0 });
    await buyer.send("POST", "/api/cart/products", { items: [{ product_id: product.id, quantity: 1 }] });
    expect((await buyer.send("POST", "/api/checkout", await newCardCheckout(t.app))).statusCode).toBe(200);
    expect(await heard.next()).toEqual({ type: "event", topic, data: { changed: true } });
  });
});
