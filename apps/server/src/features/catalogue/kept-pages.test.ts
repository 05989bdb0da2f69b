/**
 * Kept catalogue answers (issue 30): a shop page is served from the club's cache, yet never offers
 * what a cart has just taken, answers 304 to a client that holds it, and a write on one instance
 * reaches another's cache within a second (PostgreSQL only: PGlite is one process).
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo-ids.ts";
import { signIn } from "../../test/customer-session.ts";
import { type Instances, instancesOnOnePostgres } from "../../test/instances-on-postgres.ts";
import { createTestApp, HARBOR, json, request, serviceContext, type TestApp } from "../../test/test-app.ts";
import { holdStock } from "./stock-repository.ts";
import { catalogueProducts } from "./tables.ts";

type WireProduct = { id: string; available: number | null; sold_out: boolean };

let t: TestApp;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, HARBOR, "member@harbor.example");
});
afterAll(() => t.close());

/** A product of Harbor's shop with `onHand` units, written as the services write. */
async function newProduct(app: FastifyInstance, onHand: number) {
  const { scope } = await serviceContext(app, DEMO.harbor.companyId);
  return scope.insertOne(catalogueProducts, {
    name: "Kept tote",
    priceCents: 2500,
    hasInventory: true,
    onHand,
  });
}

/** Takes `quantity` of the product into a cart hold, as adding it to a cart does. */
async function hold(app: FastifyInstance, productId: string, quantity = 1) {
  const { scope } = await serviceContext(app, DEMO.harbor.companyId);
  return scope.transaction((tx) => holdStock(tx, { productId, variantId: null, quantity }));
}

const read = (app: FastifyInstance, cookie: string, url: string, headers: Record<string, string> = {}) =>
  request(app, HARBOR, { method: "GET", url, headers: { cookie, ...headers } });

const productOf = async (app: FastifyInstance, cookie: string, productId: string) =>
  json<WireProduct>(await read(app, cookie, `/api/products/${productId}`));

const inShopPage = async (app: FastifyInstance, cookie: string, productId: string) => {
  const page = json<WireProduct[]>(await read(app, cookie, "/api/products?page_size=100"));
  return page.find((product) => product.id === productId);
};

describe("kept catalogue answers", () => {
  it("a kept page never offers what a cart has just taken, while pages are read during the hold", async () => {
    for (let round = 0; round < 4; round++) {
      const product = await newProduct(t.app, 1);
      expect(await productOf(t.app, member, product.id)).toMatchObject({ available: 1, sold_out: false });
      expect(await inShopPage(t.app, member, product.id)).toMatchObject({ available: 1 });
      // Readers keep asking while the last unit is taken: whatever they load meanwhile must not
      // outlive the hold.
      let holding = true;
      const readers = Array.from({ length: 4 }, async () => {
        while (holding) {
          await productOf(t.app, member, product.id);
          await inShopPage(t.app, member, product.id);
          // An injected request answered from the cache never leaves the microtask queue: let
          // the loop turn, as sockets would, or the hold's statements never get theirs.
          await new Promise((resolve) => setImmediate(resolve));
        }
      });
      expect(await hold(t.app, product.id)).toBe(true);
      holding = false;
      await Promise.all(readers);
      expect(await productOf(t.app, member, product.id)).toMatchObject({ available: 0, sold_out: true });
      expect(await inShopPage(t.app, member, product.id)).toMatchObject({ available: 0, sold_out: true });
    }
  });

  it("answers 304 to a client holding the page, and the new page once stock moves", async () => {
    const product = await newProduct(t.app, 3);
    const first = await read(t.app, member, `/api/products/${product.id}`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    // The browser keeps a member's page for itself and asks again each time.
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const again = await read(t.app, member, `/api/products/${product.id}`, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    await hold(t.app, product.id);
    const moved = await read(t.app, member, `/api/products/${product.id}`, { "if-none-match": etag });
    expect(moved.statusCode).toBe(200);
    expect(json<WireProduct>(moved).available).toBe(2);
    expect(moved.headers.etag).not.toBe(etag);
  });

  it("another club's product stays a 404, kept answers or not", async () => {
    const product = await newProduct(t.app, 2);
    await productOf(t.app, member, product.id);
    const sierraMember = await signIn(t.app, "sierra.localhost", "member@harbor.example");
    const elsewhere = await request(t.app, "sierra.localhost", {
      method: "GET",
      url: `/api/products/${product.id}`,
      headers: { cookie: sierraMember },
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

const adminUrl = process.env.DATABASE_URL;

describe.runIf(Boolean(adminUrl))("kept catalogue answers on two instances of one PostgreSQL", () => {
  let two: Instances | undefined;
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    two = await instancesOnOnePostgres(adminUrl as string, 2);
    apps = two.apps;
  }, 120_000);
  afterAll(() => two?.close());

  it("a hold on instance A reaches instance B's kept page within a second", async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const onB = await signIn(b, HARBOR, "member@harbor.example");
    const product = await newProduct(a, 1);
    // B keeps the page with the unit still there.
    const seen = async () => productOf(b, onB, product.id);
    const started = Date.now();
    while ((await seen()).available !== 1) expect(Date.now() - started).toBeLessThan(1_000);
    expect(await seen()).toMatchObject({ available: 1 });
    expect(await hold(a, product.id)).toBe(true);
    const held = Date.now();
    while (!(await seen()).sold_out) {
      expect(Date.now() - held).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
});
