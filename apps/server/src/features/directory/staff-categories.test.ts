/**
 * The staff's list of directory categories (GET /admin/api/directory/categories), the choice the
 * business editor offers: the selected club's categories only, and a business's category set
 * through the staff's edit is what members see.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo-ids.ts";
import { signIn, signInNewStaff, signInStaff } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let member: string;
let viewer: string;
let manager: string;
let sierraManager: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, HARBOR, "member@harbor.example");
  viewer = await signInNewStaff(t.app, "categories-viewer@harbor.example", "viewer");
  manager = await signInNewStaff(t.app, "categories-manager@harbor.example", "manager");
  sierraManager = await signInStaff(t.app, SIERRA, "gerente@sierra.example");
});
afterAll(() => t.close());

interface Category {
  id: string;
  name: string;
}

const HARBOR_CATEGORIES = ["Marina & Boating", "Shops", "Wellness", "Dining", "Partner Hotels"];
const SIERRA_CATEGORIES = ["Restaurantes", "Tiendas"];

const get = (url: string, cookie?: string, host = HARBOR) =>
  request(t.app, host, { method: "GET", url, headers: cookie ? { cookie } : {} });
const send = (
  method: "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  payload?: Record<string, unknown>,
  cookie = manager,
  host = HARBOR,
) => request(t.app, host, { method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const categoriesOf = async (cookie: string, host = HARBOR) => {
  const res = await get("/admin/api/directory/categories", cookie, host);
  expect(res.statusCode, res.body).toBe(200);
  return json<Category[]>(res);
};

describe("the staff's directory categories", () => {
  it("answers the club's categories in the members' order to any staff level, and Sierra's stay Sierra's", async () => {
    const harbor = await categoriesOf(viewer);
    expect(harbor.map((category) => category.name)).toEqual(HARBOR_CATEGORIES);
    // The members' tabs are the same categories in the same order.
    expect(json<Category[]>(await get("/api/directory/categories", member))).toEqual(harbor);
    const sierra = await categoriesOf(sierraManager, SIERRA);
    expect(sierra.map((category) => category.name)).toEqual(SIERRA_CATEGORIES);
    expect(sierra.some((category) => harbor.some((other) => other.id === category.id))).toBe(false);
  });

  it("follows the staff session's club, not the Host's", async () => {
    const owner = await signInStaff(t.app, HARBOR);
    const switched = await request(t.app, HARBOR, {
      method: "POST",
      url: `/admin/company/select/${DEMO.sierra.companyId}`,
      headers: { cookie: owner },
    });
    expect(switched.statusCode).toBe(200);
    // Still asked at Harbor's address.
    expect((await categoriesOf(owner, HARBOR)).map((category) => category.name)).toEqual(SIERRA_CATEGORIES);
  });

  it("needs a staff session: a member or a visitor is a 401", async () => {
    expect((await get("/admin/api/directory/categories", member)).statusCode).toBe(401);
    expect((await get("/admin/api/directory/categories")).statusCode).toBe(401);
  });

  it("a category set (and cleared) through the staff's edit is what members see", async () => {
    const wellness = (await categoriesOf(viewer)).find((category) => category.name === "Wellness");
    if (!wellness) throw new Error("no Wellness category");
    const created = await send("POST", "/admin/api/directory/businesses", { name: "Breakwater Yoga" });
    expect(created.statusCode, created.body).toBe(201);
    const id = json(created).id as string;
    expect(json(created)).toMatchObject({ category_id: null, category: null });
    // Read once before the change, so a kept members' answer would show if it were not dropped.
    expect(json(await get(`/api/directory/businesses/${id}`, member))).toMatchObject({ category: null });

    const changed = await send("PATCH", `/admin/api/directory/businesses/${id}`, {
      category_id: wellness.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json(changed)).toMatchObject({
      category_id: wellness.id,
      category: "Wellness",
      name: "Breakwater Yoga",
    });
    expect(json(await get(`/api/directory/businesses/${id}`, member))).toMatchObject({
      category_id: wellness.id,
      category: "Wellness",
    });
    const tab = json<{ id: string }[]>(
      await get(`/api/directory/businesses?category_id=${wellness.id}`, member),
    );
    expect(tab.map((business) => business.id)).toContain(id);
    const staffList = json<{ id: string; category: string | null }[]>(
      await get("/admin/api/directory/businesses?search=Breakwater", viewer),
    );
    expect(staffList).toEqual([expect.objectContaining({ id, category: "Wellness" })]);

    const cleared = await send("PATCH", `/admin/api/directory/businesses/${id}`, { category_id: null });
    expect(json(cleared)).toMatchObject({ category_id: null, category: null });
    expect(json(await get(`/api/directory/businesses/${id}`, member))).toMatchObject({ category: null });
  });

  it("refuses another club's category with a 400 on category_id, on create and on edit", async () => {
    const sierraCategory = (await categoriesOf(sierraManager, SIERRA))[0]?.id;
    if (!sierraCategory) throw new Error("no Sierra category");
    const created = await send("POST", "/admin/api/directory/businesses", {
      name: "Stray Tienda",
      category_id: sierraCategory,
    });
    expect(created.statusCode).toBe(400);
    expect(json(created).error_details).toEqual([{ field: "category_id", details: expect.any(String) }]);
    const existing = json(await send("POST", "/admin/api/directory/businesses", { name: "Pier Kiosk" }));
    const changed = await send("PATCH", `/admin/api/directory/businesses/${existing.id as string}`, {
      category_id: sierraCategory,
    });
    expect(changed.statusCode).toBe(400);
    expect(json(changed).error_details).toEqual([{ field: "category_id", details: expect.any(String) }]);
    // Nothing was changed.
    const kept = await get(`/admin/api/directory/businesses/${existing.id as string}`, viewer);
    expect(json(kept)).toMatchObject({ category_id: null });
  });
});

describe("keeping the directory's categories", () => {
  it("adds one last, renames it, moves it first and removes it; its business stays without one", async () => {
    const added = await send("POST", "/admin/api/directory/categories", { name: "Golf" });
    expect(added.statusCode, added.body).toBe(201);
    const golf = json<Category>(added);
    expect((await categoriesOf(viewer)).map((category) => category.name)).toEqual([
      ...HARBOR_CATEGORIES,
      "Golf",
    ]);
    // Members are offered a category once a shown business is in it.
    const memberNames = async () =>
      json<Category[]>(await get("/api/directory/categories", member)).map((category) => category.name);
    expect(await memberNames()).not.toContain("Golf");
    const course = await send("POST", "/admin/api/directory/businesses", {
      name: "Ocean Links",
      category_id: golf.id,
    });
    expect(course.statusCode, course.body).toBe(201);

    const renamed = await send("PATCH", `/admin/api/directory/categories/${golf.id}`, { name: "Golf Clubs" });
    expect(json(renamed)).toEqual({ id: golf.id, name: "Golf Clubs" });
    // Members' kept answers are dropped when the write is announced (on PostgreSQL, a moment after it).
    await expect.poll(memberNames).toContain("Golf Clubs");

    const ids = (await categoriesOf(viewer)).map((category) => category.id);
    const first = [golf.id, ...ids.filter((id) => id !== golf.id)];
    const ordered = await send("PUT", "/admin/api/directory/categories/order", { ids: first });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(json<Category[]>(ordered).map((category) => category.id)).toEqual(first);
    await expect.poll(async () => (await memberNames())[0]).toBe("Golf Clubs");
    // An order that leaves one out, or names one twice, is refused on `ids`.
    for (const wrong of [first.slice(1), [...first, golf.id]]) {
      const refused = await send("PUT", "/admin/api/directory/categories/order", { ids: wrong });
      const details = json<{ error_details: { field: string }[] }>(refused).error_details;
      expect([refused.statusCode, details[0]?.field]).toEqual([400, "ids"]);
    }

    const removed = await send("DELETE", `/admin/api/directory/categories/${golf.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const business = await get(`/admin/api/directory/businesses/${json<{ id: string }>(course).id}`, viewer);
    expect(json(business)).toMatchObject({ name: "Ocean Links", category_id: null });
    expect((await categoriesOf(viewer)).map((category) => category.name)).toEqual(HARBOR_CATEGORIES);
    expect((await send("DELETE", `/admin/api/directory/categories/${golf.id}`)).statusCode).toBe(404);
  });

  it("refuses an empty name, a viewer's change and another club's category", async () => {
    expect((await send("POST", "/admin/api/directory/categories", { name: " " })).statusCode).toBe(400);
    expect((await send("POST", "/admin/api/directory/categories", { name: "Mine" }, viewer)).statusCode).toBe(
      403,
    );
    const [shops] = await categoriesOf(viewer);
    const foreign = await send(
      "PATCH",
      `/admin/api/directory/categories/${shops?.id}`,
      { name: "Taken" },
      sierraManager,
      SIERRA,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await categoriesOf(viewer))[0]?.name).toBe(shops?.name);
  });
});
