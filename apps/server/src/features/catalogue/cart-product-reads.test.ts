/**
 * What cart lines say of a product is kept (issue 30's drop: every add and checkout describes its
 * lines): kept while only the stock counters move, as a drop's holds and sales do; read again as
 * soon as the product itself changes, whether through a service's scope or behind the server's back.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo-ids.ts";
import { asMember, signIn } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, serviceContext, type TestApp } from "../../test/test-app.ts";
import { CART_PRODUCT_READS } from "./cached-reads.ts";
import { productForCart } from "./cart-product.ts";
import { holdStock } from "./stock-repository.ts";
import { catalogueProducts } from "./tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const harbor = DEMO.harbor.companyId;
const keptFacts = (productId: string) =>
  t.app.platformServices.clubReads.of(CART_PRODUCT_READS).kept(harbor, productId);
/** A statement that commits after whatever the database announced before it has been delivered. */
const announcementsDelivered = async () => {
  await t.app.platformDb.execute(sql`select 1`);
  await new Promise((resolve) => setTimeout(resolve, 200));
};

describe("a cart line's product", () => {
  it("is kept while only its stock moves, and read again when the product changes", async () => {
    const { scope } = await serviceContext(t.app, harbor);
    const product = await scope.insertOne(catalogueProducts, {
      name: "Drop hoodie",
      priceCents: 4_000,
      hasInventory: true,
      onHand: 5,
    });
    const member = asMember(t.app, await signIn(t.app, HARBOR, "member@harbor.example"));
    const priceInCart = async () => {
      const cart = json<{ items: { products: { title: string; price_each: number }[] } }>(
        await member("GET", "/api/cart"),
      );
      return cart.items.products.find((line) => line.title.startsWith("Drop hoodie"))?.price_each;
    };
    const added = await member("POST", "/api/cart/products", {
      items: [{ product_id: product.id, quantity: 1 }],
    });
    expect(added.statusCode).toBe(200);
    expect(keptFacts(product.id)).toBeDefined();

    // Holds, through a service's scope and behind its back: the stock moved, the product did not.
    await scope.transaction((tx) => holdStock(tx, { productId: product.id, variantId: null, quantity: 1 }));
    await t.app.platformDb.execute(
      sql`update catalogue_products set held = held - 1 where id = ${product.id}`,
    );
    await announcementsDelivered();
    expect(keptFacts(product.id)).toBeDefined();

    // A price change through a service's scope is seen at once.
    await scope
      .update(catalogueProducts)
      .set({ priceCents: 4_500 })
      .where(eq(catalogueProducts.id, product.id));
    expect(keptFacts(product.id)).toBeUndefined();
    expect(await priceInCart()).toBe(45);

    // One the database announces (another instance's, a script's) is seen once announced.
    await t.app.platformDb.execute(
      sql`update catalogue_products set price_cents = 5000 where id = ${product.id}`,
    );
    await expect.poll(priceInCart, { timeout: 5_000 }).toBe(50);
    await member("POST", "/api/cart/products", { items: [{ product_id: product.id, quantity: 0 }] });
  });

  it("is never kept as a transaction that changed it read it, uncommitted", async () => {
    const { scope } = await serviceContext(t.app, harbor);
    const product = await scope.insertOne(catalogueProducts, { name: "Before", priceCents: 1_000 });
    await expect(
      scope.transaction(async (tx) => {
        await tx
          .update(catalogueProducts)
          .set({ name: "Uncommitted" })
          .where(eq(catalogueProducts.id, product.id));
        // A held counter first, as a cart would: the transaction has still changed the product.
        await holdStock(tx, { productId: product.id, variantId: null, quantity: 1 });
        expect((await productForCart(tx, { productId: product.id })).title).toBe("Uncommitted");
        expect(keptFacts(product.id)).toBeUndefined();
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect((await productForCart(scope, { productId: product.id })).title).toBe("Before");
    // Read in a transaction that changed nothing of it, it is kept.
    await scope.update(catalogueProducts).set({ name: "After" }).where(eq(catalogueProducts.id, product.id));
    // On PostgreSQL the database announces that update too, a moment later: once it has, nothing
    // drops what the read below keeps (it did once in CI, when the announcement came after the read).
    await announcementsDelivered();
    await scope.transaction((tx) => productForCart(tx, { productId: product.id }));
    expect(keptFacts(product.id)).toBeDefined();
  });
});
