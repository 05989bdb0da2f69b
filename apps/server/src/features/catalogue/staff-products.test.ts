/**
 * Staff run the catalogue (issue 32 item 1): the product list (search, filters, sort, pages),
 * creating and editing products and variants, stock that never goes below what carts hold, the
 * shop showing an edit at once, levels, bad input and another club's product.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TenantScope } from "../../db/tenant-scope.ts";
import { DEMO } from "../../demo/demo-ids.ts";
import { newBuyers, shopProduct, stockOf } from "../../test/commerce.ts";
import { signIn, signInStaff } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";
import { catalogueCategories } from "./tables.ts";

let t: TestApp;
let manager: string;
let viewer: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signInStaff(t.app, HARBOR);
  viewer = await signInStaff(t.app, HARBOR, "viewer@harbor.example");
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const staffCall =
  (cookie: () => string, host = HARBOR) =>
  (method: Method, url: string, payload?: Record<string, unknown>) =>
    request(t.app, host, { method, url, headers: { cookie: cookie() }, ...(payload ? { payload } : {}) });
const admin = staffCall(() => manager);
const asViewer = staffCall(() => viewer);

interface VariantWire {
  id: string;
  label: string;
  price: number | null;
  on_hand: number;
  held: number;
}
interface ProductWire {
  id: string;
  name: string;
  status: string;
  price: number;
  on_hand: number;
  categories: { id: string; name: string }[];
  variants: VariantWire[];
}

const categoryAt = (companyId: string) =>
  new TenantScope(t.app.platformDb, companyId).insertOne(catalogueCategories, { name: "Test shelf" });

async function create(payload: Record<string, unknown>): Promise<ProductWire> {
  const created = await admin("POST", "/admin/api/products", payload);
  expect(created.statusCode, created.body).toBe(201);
  return json<ProductWire>(created);
}

describe("staff products", () => {
  it("create a hidden product with two variants, show it in the shop, and the shop sees an edit at once", async () => {
    const product = await create({
      name: "Regatta cap",
      description: "Embroidered burgee",
      price: 24.5,
      status: "hidden",
      has_inventory: true,
    });
    expect(product).toMatchObject({ name: "Regatta cap", status: "hidden", price: 24.5, variants: [] });
    const navy = await admin("POST", `/admin/api/products/${product.id}/variants`, {
      options: [{ name: "Colour", value: "Navy" }],
      on_hand: 4,
    });
    expect(navy.statusCode, navy.body).toBe(201);
    const white = await admin("POST", `/admin/api/products/${product.id}/variants`, {
      options: [{ name: "Colour", value: "White" }],
      price: 26,
      on_hand: 2,
    });
    expect(json(white)).toMatchObject({ label: "White", price: 26, on_hand: 2, held: 0, position: 1 });

    const member = await signIn(t.app, HARBOR, "member@harbor.example");
    const shop = (url: string) => request(t.app, HARBOR, { method: "GET", url, headers: { cookie: member } });
    expect((await shop(`/api/products/${product.id}`)).statusCode).toBe(404);

    const shown = await admin("PATCH", `/admin/api/products/${product.id}`, { status: "active" });
    expect(json(shown)).toMatchObject({ status: "active" });
    expect(json(await shop(`/api/products/${product.id}`))).toMatchObject({
      name: "Regatta cap",
      price: 24.5,
      variants: [
        { label: "Navy", price: 24.5, available: 4 },
        { label: "White", price: 26, available: 2 },
      ],
    });
    // The shop's answers are kept; an edit through the staff API empties them at once.
    const before = await shop("/api/products?page_size=100");
    expect(json<{ id: string }[]>(before).some((item) => item.id === product.id)).toBe(true);
    await admin("PATCH", `/admin/api/products/${product.id}`, { name: "Regatta cap (new)", price: 22 });
    expect(json(await shop(`/api/products/${product.id}`))).toMatchObject({ name: "Regatta cap (new)" });
    const after = json<{ id: string; name: string }[]>(await shop("/api/products?page_size=100"));
    expect(after.find((item) => item.id === product.id)?.name).toBe("Regatta cap (new)");

    const navyId = json<{ id: string }>(navy).id;
    const edited = await admin("PATCH", `/admin/api/products/${product.id}/variants/${navyId}`, {
      options: [
        { name: "Colour", value: "Navy" },
        { name: "Size", value: "L" },
      ],
      price: 30,
    });
    expect(json(edited)).toMatchObject({ label: "Navy / L", price: 30, on_hand: 4 });
    const removed = await admin("DELETE", `/admin/api/products/${product.id}/variants/${navyId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json<ProductWire>(removed).variants.map((variant) => variant.label)).toEqual(["White"]);
    expect(json<{ variants: unknown[] }>(await shop(`/api/products/${product.id}`)).variants).toHaveLength(1);
  });

  it("never set stock below what members hold in carts: a 409 stock_below_held, for a product and a variant", async () => {
    const plain = await shopProduct(t.app, { onHand: 5 });
    const sized = await shopProduct(t.app, { variants: [3] });
    const variant = sized.variants[0];
    if (!variant) throw new Error("no variant");
    const [buyer] = await newBuyers(t.app, 1);
    if (!buyer) throw new Error("no buyer");
    const added = await buyer.send("POST", "/api/cart/products", {
      items: [
        { product_id: plain.id, quantity: 3 },
        { product_id: sized.id, variant_id: variant.id, quantity: 2 },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(await stockOf(t.app, plain.id)).toEqual({ onHand: 5, held: 3 });

    const low = await admin("PATCH", `/admin/api/products/${plain.id}`, { on_hand: 2, name: "Not renamed" });
    expect(low.statusCode).toBe(409);
    expect(json(low)).toMatchObject({ code: "stock_below_held", error_details: [{ field: "on_hand" }] });
    expect(json(await admin("GET", `/admin/api/products/${plain.id}`))).toMatchObject({ on_hand: 5 });
    const enough = await admin("PATCH", `/admin/api/products/${plain.id}`, { on_hand: 3 });
    expect(json(enough)).toMatchObject({ on_hand: 3, held: 3 });

    const variantUrl = `/admin/api/products/${sized.id}/variants/${variant.id}`;
    expect(json(await admin("PATCH", variantUrl, { on_hand: 1 }))).toMatchObject({
      code: "stock_below_held",
    });
    expect(json(await admin("PATCH", variantUrl, { on_hand: 8 }))).toMatchObject({ on_hand: 8, held: 2 });
    const held = await admin("DELETE", variantUrl);
    expect(held.statusCode).toBe(409);
    expect(json(held)).toMatchObject({ code: "stock_below_held" });
    expect(await stockOf(t.app, sized.id, variant.id)).toEqual({ onHand: 8, held: 2 });
  });

  it("list products with search, status, category, type, sort and pages", async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const category = await categoryAt(DEMO.harbor.companyId);
    await create({ name: `${tag} anchor mug`, price: 12, category_ids: [category.id] });
    await create({ name: `${tag} burgee`, price: 30, status: "hidden" });
    await create({ name: `${tag} chart 50%_off`, price: 5, type: "fandb" });
    const names = async (query: string, search = tag) => {
      const answer = await admin("GET", `/admin/api/products?search=${encodeURIComponent(search)}&${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return json<ProductWire[]>(answer).map((product) => product.name.slice(tag.length + 1));
    };
    expect(await names("sort=name")).toEqual(["anchor mug", "burgee", "chart 50%_off"]);
    expect(await names("sort=price")).toEqual(["chart 50%_off", "anchor mug", "burgee"]);
    expect(await names("sort=-price")).toEqual(["burgee", "anchor mug", "chart 50%_off"]);
    expect(await names("status=hidden")).toEqual(["burgee"]);
    expect(await names(`category=${category.id}`)).toEqual(["anchor mug"]);
    expect(await names("type=fandb")).toEqual(["chart 50%_off"]);
    expect(await names("sort=name&page_size=2&page_number=2")).toEqual(["chart 50%_off"]);
    const paged = await admin("GET", `/admin/api/products?search=${tag}&page_size=2`);
    expect(JSON.parse(String(paged.headers.pagination))).toMatchObject({
      total_count: 3,
      has_next_page: true,
    });
    // % and _ match themselves: "0%_" is in one name only, and "%" alone in none but that one.
    expect(await names("sort=name", `${tag} chart 50%_`)).toEqual(["chart 50%_off"]);
    expect(await names("sort=name", `${tag} %`)).toEqual([]);
  });

  it("refuse bad input with field details, and another club's categories", async () => {
    const bad = await admin("POST", "/admin/api/products", { name: "", price: -1, max_qty: 0 });
    expect(bad.statusCode).toBe(400);
    const fields = json<{ error_details: { field: string }[] }>(bad).error_details.map(
      (detail) => detail.field,
    );
    expect(fields).toEqual(expect.arrayContaining(["name", "price", "max_qty"]));
    const sierraCategory = await categoryAt(DEMO.sierra.companyId);
    const foreign = await admin("POST", "/admin/api/products", {
      name: "Smuggled",
      price: 1,
      category_ids: [sierraCategory.id],
    });
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign)).toMatchObject({ error_details: [{ field: "category_ids.0" }] });
    const minAboveMax = await admin("POST", "/admin/api/products", {
      name: "Pair",
      price: 1,
      min_qty: 3,
      max_qty: 2,
    });
    expect(json(minAboveMax)).toMatchObject({
      code: "invalid_request",
      error_details: [{ field: "max_qty" }],
    });
    const twice = await admin(
      "POST",
      `/admin/api/products/${(await create({ name: "Twice", price: 1 })).id}/variants`,
      {
        options: [
          { name: "Size", value: "M" },
          { name: "size", value: "L" },
        ],
      },
    );
    expect(twice.statusCode).toBe(400);
  });

  it("answer another club's product and variant with 404, and refuse a viewer's writes with 403", async () => {
    const product = await shopProduct(t.app, { variants: [1] });
    const variant = product.variants[0];
    if (!variant) throw new Error("no variant");
    const sierraStaff = await signInStaff(t.app, SIERRA, "gerente@sierra.example");
    const sierra = staffCall(() => sierraStaff, SIERRA);
    expect((await sierra("GET", `/admin/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await sierra("PATCH", `/admin/api/products/${product.id}`, { name: "Mine" })).statusCode).toBe(
      404,
    );
    const variantUrl = `/admin/api/products/${product.id}/variants/${variant.id}`;
    expect((await sierra("PATCH", variantUrl, { on_hand: 9 })).statusCode).toBe(404);
    expect((await sierra("DELETE", variantUrl)).statusCode).toBe(404);
    const sierraList = json<{ id: string }[]>(await sierra("GET", "/admin/api/products?page_size=100"));
    expect(sierraList.some((item) => item.id === product.id)).toBe(false);

    expect((await asViewer("GET", `/admin/api/products/${product.id}`)).statusCode).toBe(200);
    expect((await asViewer("GET", "/admin/api/products")).statusCode).toBe(200);
    for (const [method, url, body] of [
      ["POST", "/admin/api/products", { name: "Viewer's", price: 1 }],
      ["PATCH", `/admin/api/products/${product.id}`, { name: "Viewer's" }],
      ["POST", `/admin/api/products/${product.id}/variants`, { options: [{ name: "Size", value: "XL" }] }],
      ["PATCH", variantUrl, { on_hand: 9 }],
      ["DELETE", variantUrl, undefined],
    ] as const) {
      const refused = await asViewer(method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await stockOf(t.app, product.id, variant.id)).toEqual({ onHand: 1, held: 0 });
    expect((await request(t.app, HARBOR, { method: "GET", url: "/admin/api/products" })).statusCode).toBe(
      401,
    );
  });
});
