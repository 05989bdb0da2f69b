/**
 * Categories for staff (issue 32 item 3): create, rename, move, order and hide categories of the
 * shop and the dining menu; a hidden one leaves the public tree with the categories below it at
 * once; parents must be the club's, of the same type, without cycles; levels and another club.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, signInStaff } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signInStaff(t.app, HARBOR);
});
afterAll(() => t.close());

interface CategoryWire {
  id: string;
  name: string;
  order: number;
  hidden: boolean;
  parent_id: string | null;
  product_count: number;
}
interface TreeWire {
  id: string;
  name: string;
  child_categories: TreeWire[];
}

const admin = (
  method: "GET" | "POST" | "PATCH",
  url: string,
  payload?: Record<string, unknown>,
  cookie = manager,
) => request(t.app, HARBOR, { method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
async function create(payload: Record<string, unknown>): Promise<CategoryWire> {
  const created = await admin("POST", "/admin/api/categories", payload);
  expect(created.statusCode, created.body).toBe(201);
  return json<CategoryWire>(created);
}
const menuTree = async () =>
  json<TreeWire[]>(
    await request(t.app, HARBOR, { method: "GET", url: "/api/public/categories/components/fandb" }),
  );
const names = (tree: TreeWire[]): string[] =>
  tree.flatMap((node) => [node.name, ...names(node.child_categories)]);

describe("staff categories", () => {
  it("create, rename and order categories of the dining menu; hiding one takes it and those below it off the menu at once", async () => {
    const before = names(await menuTree());
    const drinks = await create({ name: "Drinks", type: "fandb" });
    const wine = await create({ name: "Wine", type: "fandb", parent_id: drinks.id });
    const beer = await create({ name: "Beer", type: "fandb", parent_id: drinks.id });
    expect([wine.order, beer.order]).toEqual([0, 1]);
    expect(names(await menuTree())).toEqual(expect.arrayContaining(["Drinks", "Wine", "Beer"]));

    expect(
      json(await admin("PATCH", `/admin/api/categories/${wine.id}`, { name: "Wines", order: 5 })),
    ).toMatchObject({
      name: "Wines",
      order: 5,
    });
    const drinksNode = (await menuTree()).find((node) => node.id === drinks.id);
    expect(drinksNode?.child_categories.map((child) => child.name)).toEqual(["Beer", "Wines"]);

    expect(json(await admin("PATCH", `/admin/api/categories/${drinks.id}`, { hidden: true }))).toMatchObject({
      hidden: true,
    });
    expect(names(await menuTree())).toEqual(before);
    const listed = json<CategoryWire[]>(await admin("GET", "/admin/api/categories?type=fandb&page_size=100"));
    expect(listed.filter((row) => [drinks.id, wine.id, beer.id].includes(row.id))).toHaveLength(3);
    await admin("PATCH", `/admin/api/categories/${drinks.id}`, { hidden: false });
    expect(names(await menuTree())).toEqual(expect.arrayContaining(["Drinks", "Wines", "Beer"]));
  });

  it("a category finds the products below it in the staff list; members are not told of a hidden one", async () => {
    const tag = `Cq${Date.now().toString(36)}`;
    const top = await create({ name: `${tag} Outerwear` });
    const below = await create({ name: `${tag} Jackets`, parent_id: top.id });
    const created = await admin("POST", "/admin/api/products", {
      name: `${tag} shell jacket`,
      price: 80,
      category_ids: [below.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = json<{ id: string }>(created);
    const listed = await admin("GET", `/admin/api/products?search=${tag}&category=${top.id}`);
    expect(json<{ id: string }[]>(listed).map((row) => row.id)).toEqual([product.id]);

    const headers = { cookie: await signIn(t.app, HARBOR, "member@harbor.example") };
    const shown = async () =>
      json<{ categories: { name: string }[] }>(
        await request(t.app, HARBOR, { method: "GET", url: `/api/products/${product.id}`, headers }),
      ).categories.map((category) => category.name);
    const inShop = async () =>
      json<{ id: string; categories: { name: string }[] }[]>(
        await request(t.app, HARBOR, { method: "GET", url: "/api/products?page_size=100", headers }),
      )
        .find((row) => row.id === product.id)
        ?.categories.map((category) => category.name);
    expect(await shown()).toEqual([`${tag} Jackets`]);
    expect(await inShop()).toEqual([`${tag} Jackets`]);
    await admin("PATCH", `/admin/api/categories/${top.id}`, { hidden: true });
    // Kept pages are dropped when the write is announced (on PostgreSQL, a moment after it).
    await expect.poll(shown).toEqual([]);
    await expect.poll(inShop).toEqual([]);
  });

  it("refuse a parent that makes a cycle, of another type or of another club, with a 400 on parent_id", async () => {
    const top = await create({ name: "Apparel" });
    const below = await create({ name: "Hats", parent_id: top.id });
    const menu = await create({ name: "Snacks", type: "fandb" });
    for (const [id, parent] of [
      [top.id, below.id],
      [top.id, top.id],
      [below.id, menu.id],
    ] as const) {
      const refused = await admin("PATCH", `/admin/api/categories/${id}`, { parent_id: parent });
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({ error_details: [{ field: "parent_id" }] });
    }
    const sierra = await signInStaff(t.app, SIERRA, "gerente@sierra.example");
    const sierraCategory = await request(t.app, SIERRA, {
      method: "POST",
      url: "/admin/api/categories",
      headers: { cookie: sierra },
      payload: { name: "Sierra shelf" },
    });
    expect(sierraCategory.statusCode).toBe(201);
    const foreignParent = await admin("POST", "/admin/api/categories", {
      name: "Smuggled",
      parent_id: json<CategoryWire>(sierraCategory).id,
    });
    expect(foreignParent.statusCode).toBe(400);
    const foreignEdit = await request(t.app, SIERRA, {
      method: "PATCH",
      url: `/admin/api/categories/${top.id}`,
      headers: { cookie: sierra },
      payload: { name: "Mine" },
    });
    expect(foreignEdit.statusCode).toBe(404);
    expect((await admin("POST", "/admin/api/categories", { name: "" })).statusCode).toBe(400);
  });

  it("let a viewer list categories and refuse their writes with 403", async () => {
    const viewer = await signInStaff(t.app, HARBOR, "viewer@harbor.example");
    const category = await create({ name: "Gifts" });
    expect((await admin("GET", "/admin/api/categories", undefined, viewer)).statusCode).toBe(200);
    expect((await admin("POST", "/admin/api/categories", { name: "Viewer's" }, viewer)).statusCode).toBe(403);
    expect(
      (await admin("PATCH", `/admin/api/categories/${category.id}`, { hidden: true }, viewer)).statusCode,
    ).toBe(403);
  });
});
