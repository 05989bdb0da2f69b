import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TenantScope } from "../../db/tenant-scope.ts";
import { DEMO } from "../../demo/demo-ids.ts";
import { NotFoundError, ValidationError } from "../../lib/errors.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { productForCart } from "./cart-product.ts";
import { commitStock, holdStock, releaseStock, stockAvailability } from "./stock-repository.ts";
import { catalogueProducts, catalogueVariants } from "./tables.ts";

let t: TestApp;
let harbor: TenantScope;
let sierra: TenantScope;
beforeAll(async () => {
  t = await createTestApp();
  harbor = new TenantScope(t.app.platformDb, DEMO.harbor.companyId);
  sierra = new TenantScope(t.app.platformDb, DEMO.sierra.companyId);
});
afterAll(() => t.close());

const newProduct = (values: Partial<typeof catalogueProducts.$inferInsert> = {}) =>
  harbor.insertOne(catalogueProducts, {
    name: "Test tote",
    priceCents: 2500,
    hasInventory: true,
    onHand: 5,
    ...values,
  });

const counts = async (productId: string) => {
  const row = await harbor.getOne(catalogueProducts, eq(catalogueProducts.id, productId));
  return { onHand: row.onHand, held: row.held };
};

/** Many buyers at once, each in its own transaction as a cart would be. */
const race = (buyers: number, hold: (scope: TenantScope) => Promise<boolean>) =>
  Promise.all(Array.from({ length: buyers }, () => harbor.transaction(hold)));

describe("stock holds (the contract with commerce)", () => {
  it("concurrent holds for the last units never oversell, and hold every unit there is", async () => {
    const product = await newProduct({ onHand: 5 });
    const outcomes = await race(25, (scope) =>
      holdStock(scope, { productId: product.id, variantId: null, quantity: 1 }),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(5);
    expect(await counts(product.id)).toEqual({ onHand: 5, held: 5 });
    expect(await holdStock(harbor, { productId: product.id, quantity: 1 })).toBe(false);
  });

  it("holds per variant, and a smaller quantity still fits what a larger one could not", async () => {
    const product = await newProduct({ onHand: 0 });
    const [navy, grey] = await harbor
      .insert(catalogueVariants)
      .values([
        { productId: product.id, attributes: [{ name: "Colour", value: "Navy" }], onHand: 3 },
        { productId: product.id, attributes: [{ name: "Colour", value: "Grey" }], onHand: 10 },
      ])
      .returning();
    if (!navy || !grey) throw new Error("no variants");
    const outcomes = await race(10, (scope) =>
      holdStock(scope, { productId: product.id, variantId: navy.id, quantity: 2 }),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await holdStock(harbor, { productId: product.id, variantId: navy.id, quantity: 1 })).toBe(true);
    const [row] = await harbor.findMany(catalogueVariants, eq(catalogueVariants.id, navy.id));
    expect(row).toMatchObject({ onHand: 3, held: 3 });
    const [other] = await harbor.findMany(catalogueVariants, eq(catalogueVariants.id, grey.id));
    expect(other).toMatchObject({ onHand: 10, held: 0 });
    // A sale of the variant's held units takes them from its row, never the product's or the other's.
    await commitStock(harbor, { productId: product.id, variantId: navy.id, quantity: 2 });
    const [sold] = await harbor.findMany(catalogueVariants, eq(catalogueVariants.id, navy.id));
    expect(sold).toMatchObject({ onHand: 1, held: 1 });
    expect(await counts(product.id)).toEqual({ onHand: 0, held: 0 });
    const [untouched] = await harbor.findMany(catalogueVariants, eq(catalogueVariants.id, grey.id));
    expect(untouched).toMatchObject({ onHand: 10, held: 0 });
    // Sierra's scope moves nothing of Harbor's variant.
    await commitStock(sierra, { productId: product.id, variantId: navy.id, quantity: 1 });
    const [after] = await harbor.findMany(catalogueVariants, eq(catalogueVariants.id, navy.id));
    expect(after).toMatchObject({ onHand: 1, held: 1 });
  });

  it("releases never below zero, and a sale takes units out of the store", async () => {
    const product = await newProduct({ onHand: 4 });
    const line = { productId: product.id, variantId: null, quantity: 2 };
    expect(await holdStock(harbor, line)).toBe(true);
    await commitStock(harbor, line);
    expect(await counts(product.id)).toEqual({ onHand: 2, held: 0 });
    expect(await holdStock(harbor, { ...line, quantity: 1 })).toBe(true);
    await releaseStock(harbor, line);
    expect(await counts(product.id)).toEqual({ onHand: 2, held: 0 });
  });

  it("a product without inventory, or allowing backorders, is always held and counts stay", async () => {
    for (const values of [{ hasInventory: false }, { allowBackorders: true }]) {
      const product = await newProduct({ onHand: 1, ...values });
      const outcomes = await race(5, (scope) => holdStock(scope, { productId: product.id, quantity: 3 }));
      expect(outcomes.every(Boolean)).toBe(true);
      expect(await counts(product.id)).toEqual({ onHand: 1, held: 0 });
    }
  });

  it("another club's product, or a variant of another product, is not found", async () => {
    const product = await newProduct();
    const other = await newProduct();
    const [variant] = await harbor
      .insert(catalogueVariants)
      .values({ productId: other.id, attributes: [{ name: "Size", value: "M" }], onHand: 5 })
      .returning();
    if (!variant) throw new Error("no variant");
    await expect(holdStock(sierra, { productId: product.id, quantity: 1 })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(productForCart(sierra, { productId: product.id })).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      holdStock(harbor, { productId: product.id, variantId: variant.id, quantity: 1 }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      productForCart(harbor, { productId: product.id, variantId: variant.id }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it("answers a cart line with the variant's label, price and weight; a product with variants needs one", async () => {
    const product = await newProduct({ name: "Club hoodie", priceCents: 6000, weightGrams: 700 });
    const [variant] = await harbor
      .insert(catalogueVariants)
      .values({
        productId: product.id,
        attributes: [
          { name: "Colour", value: "Navy" },
          { name: "Size", value: "L" },
        ],
        priceCents: 6500,
        onHand: 2,
      })
      .returning();
    if (!variant) throw new Error("no variant");
    expect(await productForCart(harbor, { productId: product.id, variantId: variant.id })).toMatchObject({
      productId: product.id,
      variantId: variant.id,
      title: "Club hoodie - Navy / L",
      priceCents: 6500,
      weightGrams: 700,
      type: "physical",
      hasInventory: true,
      allowBackorders: false,
      minQty: 1,
      maxQty: null,
    });
    await expect(productForCart(harbor, { productId: product.id })).rejects.toBeInstanceOf(ValidationError);
  });
});

describe("the sold-out read before a cart's transaction", () => {
  const ask = async (
    productId: string,
    quantity: number,
    variantId: string | null = null,
    asked = quantity,
  ) => (await stockAvailability(harbor, { productId, variantId, quantity, asked })).soldOut;

  it("names the item exactly when the hold would fail now, and never while units are left", async () => {
    const product = await newProduct({ name: "Drop tee", onHand: 2 });
    expect(await ask(product.id, 2)).toBeNull();
    expect(await holdStock(harbor, { productId: product.id, quantity: 1 })).toBe(true);
    // One left: one more may be held, two may not (and the hold itself agrees).
    expect(await ask(product.id, 1)).toBeNull();
    expect(await ask(product.id, 2)).toBe("Drop tee");
    expect(await holdStock(harbor, { productId: product.id, quantity: 2 })).toBe(false);
    expect(await holdStock(harbor, { productId: product.id, quantity: 1 })).toBe(true);
    expect(await ask(product.id, 1)).toBe("Drop tee");
    // Units given back are on offer again at once.
    await releaseStock(harbor, { productId: product.id, quantity: 1 });
    expect(await ask(product.id, 1)).toBeNull();
    // What is left is told too: the cart lets that many units' adds run at once.
    expect(await stockAvailability(harbor, { productId: product.id, quantity: 1, asked: 1 })).toEqual({
      soldOut: null,
      left: 1,
    });
  });

  it("leaves to the transaction what it would refuse for another reason, or hold regardless", async () => {
    const sold = { onHand: 0 };
    const inactive = await newProduct({ ...sold, active: false });
    const limited = await newProduct({ ...sold, minQty: 2, maxQty: 3 });
    const backorders = await newProduct({ ...sold, allowBackorders: true });
    const uncounted = await newProduct({ ...sold, hasInventory: false });
    expect(await ask(inactive.id, 1)).toBeNull();
    expect(await ask(limited.id, 1)).toBeNull();
    expect(await ask(limited.id, 4)).toBeNull();
    expect(await ask(limited.id, 2)).toBe("Test tote");
    expect(await ask(backorders.id, 1)).toBeNull();
    expect(await ask(uncounted.id, 1)).toBeNull();
    // Another club's product is not Sierra's to refuse: the transaction answers it (404).
    expect(await stockAvailability(sierra, { productId: limited.id, quantity: 2, asked: 2 })).toEqual({
      soldOut: null,
      left: null,
    });
  });

  it("reads a variant's own stock, and needs the variant to be the product's", async () => {
    const product = await newProduct({ name: "Cap", onHand: 0 });
    const other = await newProduct({ onHand: 0 });
    const [navy, grey] = await harbor
      .insert(catalogueVariants)
      .values([
        { productId: product.id, attributes: [{ name: "Colour", value: "Navy" }], onHand: 0 },
        { productId: product.id, attributes: [{ name: "Colour", value: "Grey" }], onHand: 4 },
      ])
      .returning();
    if (!navy || !grey) throw new Error("no variants");
    expect(await ask(product.id, 1, navy.id)).toBe("Cap - Navy");
    expect(await ask(product.id, 4, grey.id)).toBeNull();
    expect(await ask(product.id, 5, grey.id)).toBe("Cap - Grey");
    // Without a variant the product says variant_required; with another's, not found.
    expect(await ask(product.id, 1)).toBeNull();
    expect(await ask(other.id, 1, navy.id)).toBeNull();
  });
});
