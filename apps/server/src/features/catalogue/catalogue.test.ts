import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CATALOGUE } from "../../demo/demo-ids.ts";
import { signIn } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, HARBOR, "member@harbor.example");
});
afterAll(() => t.close());

type WireProduct = {
  id: string;
  name: string;
  type: string;
  price: number;
  photos: { url: string }[];
  attributes: { name: string; options: string[] }[];
  variants: {
    id: string;
    label: string;
    price: number;
    available: number | null;
    sold_out: boolean;
    photo: { url: string } | null;
  }[];
  categories: { id: string; name: string }[];
  available: number | null;
  sold_out: boolean;
};
type WireCategory = {
  id: string;
  name: string;
  featured: boolean;
  child_categories: WireCategory[];
  parent_category: unknown;
};

const get = (url: string, cookie: string | undefined = member, host = HARBOR) =>
  request(t.app, host, { method: "GET", url, headers: cookie ? { cookie } : {} });

describe("GET /api/products", () => {
  it("lists the shop (type product) apart from the dining menu (fandb), in wire form", async () => {
    const shop = json<WireProduct[]>(await get("/api/products?type=product"));
    expect(shop.map((p) => p.name)).toContain("Club Hoodie");
    expect(shop.every((p) => p.type === "physical")).toBe(true);
    const menu = json<WireProduct[]>(await get("/api/products?type=fandb"));
    expect(menu.map((p) => p.name)).toContain("Harbor Burger");
    expect(menu.every((p) => p.type === "fandb")).toBe(true);
    const hoodie = shop.find((p) => p.id === DEMO_CATALOGUE.harbor.hoodie);
    expect(hoodie).toMatchObject({
      price: 65,
      attributes: [
        { name: "Colour", options: ["Navy", "Green"] },
        { name: "Size", options: ["S", "M", "L"] },
      ],
      photos: [{ url: "/media/demo/shop-hoodie-1.webp" }, { url: "/media/demo/shop-hoodie-2.webp" }],
      available: 44,
      sold_out: false,
    });
    expect(hoodie?.variants.find((v) => v.id === DEMO_CATALOGUE.harbor.hoodieNavyM)).toMatchObject({
      label: "Navy / M",
      available: 4,
      // A variant's own photo (issue 24 item 9): the hoodie in its colour.
      photo: { url: "/media/demo/shop-hoodie-1.webp" },
    });
    expect(hoodie?.variants.find((v) => v.label === "Green / L")?.photo).toEqual({
      url: "/media/demo/shop-hoodie-2.webp",
    });
    // The polo's sizes share the product's photo: no variant photo of their own.
    const polo = shop.find((p) => p.name === "Regatta Polo");
    expect(polo?.variants.every((v) => v.photo === null)).toBe(true);
  });

  it("serves every demo product's photo as a small WebP, each a different picture (issue 24 item 9)", async () => {
    const products = [
      ...json<WireProduct[]>(await get("/api/products?type=product&page_size=100")),
      ...json<WireProduct[]>(await get("/api/products?type=fandb&page_size=100")),
    ];
    const urls = [...new Set(products.flatMap((p) => p.photos.map((photo) => photo.url)))];
    expect(products.every((p) => p.photos.length > 0)).toBe(true);
    const bodies = new Set<string>();
    for (const url of urls) {
      expect(url).toMatch(/\.webp$/);
      const res = await request(t.app, HARBOR, { method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.rawPayload.length, url).toBeLessThan(30_000);
      bodies.add(res.rawPayload.toString("base64"));
    }
    expect(bodies.size).toBe(urls.length);
  });

  it("filters by group and by category, a category including its sub-categories", async () => {
    const dining = json<WireProduct[]>(await get("/api/products?group=dining"));
    expect(dining).toHaveLength(5);
    const apparel = json<WireProduct[]>(await get(`/api/products?category=${DEMO_CATALOGUE.harbor.apparel}`));
    expect(apparel.map((p) => p.name).sort()).toEqual(["Club Hoodie", "Harbor Cap", "Regatta Polo"]);
    const hoodies = json<WireProduct[]>(await get(`/api/products?category=${DEMO_CATALOGUE.harbor.hoodies}`));
    expect(hoodies.map((p) => p.name).sort()).toEqual(["Club Hoodie", "Regatta Polo"]);
  });

  it("pages with the pagination header", async () => {
    const first = await get("/api/products?type=product&page_size=4");
    expect(json<unknown[]>(first)).toHaveLength(4);
    expect(JSON.parse(String(first.headers.pagination))).toMatchObject({
      total_count: 6,
      page_number: 1,
      has_next_page: true,
    });
    const second = await get("/api/products?type=product&page_size=4&page_number=2");
    expect(json<unknown[]>(second)).toHaveLength(2);
    const ids = [...json<WireProduct[]>(first), ...json<WireProduct[]>(second)].map((p) => p.id);
    expect(new Set(ids).size).toBe(6);
  });

  it("says a product with no units left is sold out, and counts only what is not held", async () => {
    const burgee = json<WireProduct>(await get(`/api/products/${DEMO_CATALOGUE.harbor.lastUnits}`));
    expect(burgee).toMatchObject({ available: DEMO_CATALOGUE.lastUnitsOnHand, sold_out: false });
    const tote = json<WireProduct>(await get(`/api/products/${DEMO_CATALOGUE.harbor.tote}`));
    expect(tote).toMatchObject({ available: null, sold_out: false });
  });

  it("answers bad filters with 400, no session with 401", async () => {
    expect((await get("/api/products?type=weapons")).statusCode).toBe(400);
    expect((await get("/api/products?category=nope")).statusCode).toBe(400);
    expect((await get("/api/products/not-a-uuid")).statusCode).toBe(400);
    expect((await get("/api/products", "")).statusCode).toBe(401);
  });

  it("another club's product is a 404, and its shop shows only its own, in euros", async () => {
    const socio = await signIn(t.app, SIERRA, "socio@sierra.example");
    expect((await get(`/api/products/${DEMO_CATALOGUE.harbor.hoodie}`, socio, SIERRA)).statusCode).toBe(404);
    const shop = json<WireProduct[]>(await get("/api/products?type=product", socio, SIERRA));
    expect(shop.map((p) => p.name).sort()).toEqual(["Camiseta del club", "Gorra de montaña"]);
    expect(shop.find((p) => p.id === DEMO_CATALOGUE.sierra.gorra)?.price).toBe(18);
    const unknownCategory = await get(
      `/api/products?category=${DEMO_CATALOGUE.harbor.apparel}`,
      socio,
      SIERRA,
    );
    expect(json<unknown[]>(unknownCategory)).toEqual([]);
  });
});

describe("public category trees", () => {
  it("answers the shop's tree with children, and only featured ones when asked", async () => {
    const tree = json<WireCategory[]>(await get("/api/public/categories/components/product", ""));
    expect(tree.map((c) => c.name)).toEqual(["Apparel", "Accessories"]);
    expect(tree[0]?.child_categories.map((c) => c.name)).toEqual(["Hoodies & Polos", "Headwear"]);
    expect(tree[0]?.child_categories[0]?.parent_category).toEqual({
      id: DEMO_CATALOGUE.harbor.apparel,
      name: "Apparel",
    });
    const menu = json<WireCategory[]>(await get("/api/public/categories/components/fandb?featured=true", ""));
    expect(menu.map((c) => c.name)).toEqual(["Mains"]);
  });

  it("answers a group's categories, each club its own", async () => {
    const dining = json<WireCategory[]>(await get("/api/public/categories/groups/dining", ""));
    expect(dining.map((c) => c.name)).toEqual(["Starters", "Mains", "Drinks", "Desserts"]);
    expect(json<unknown[]>(await get("/api/public/categories/groups/dining", "", SIERRA))).toEqual([]);
    expect((await get("/api/public/categories/groups/Not%20A%20Group", "")).statusCode).toBe(400);
  });
});
