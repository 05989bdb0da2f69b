import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo-ids.ts";
import { signIn, signInNewStaff, signInStaff } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";
import { DEMO_DIRECTORY } from "./demo.ts";
import { directoryCategories } from "./tables.ts";

let t: TestApp;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, HARBOR, "member@harbor.example");
});
afterAll(() => t.close());

const get = (url: string, cookie?: string, host = HARBOR) =>
  request(t.app, host, { method: "GET", url, headers: cookie ? { cookie } : {} });

interface Summary {
  id: string;
  name: string;
  category: string;
  category_id: string;
}

describe("the directory (spec-2 §7 Directory; members only)", () => {
  it("lists Harbor's eight businesses A to Z, paginated, with the pagination header", async () => {
    const res = await get("/api/directory/businesses?page_size=5", member);
    expect(res.statusCode).toBe(200);
    expect(json<Summary[]>(res)).toHaveLength(5);
    expect(JSON.parse(String(res.headers.pagination))).toMatchObject({ total_count: 8, has_next_page: true });
    const all = json<Summary[]>(await get("/api/directory/businesses", member));
    expect(all.map((business) => business.name)).toEqual([...all.map((business) => business.name)].sort());
  });

  it("filters by category (the tabs) and by search, and answers an empty page for no match", async () => {
    const categories = json<{ id: string; name: string }[]>(await get("/api/directory/categories", member));
    const dining = categories.find((category) => category.name === "Dining");
    if (!dining) throw new Error("no Dining category");
    const restaurants = json<Summary[]>(
      await get(`/api/directory/businesses?category_id=${dining.id}`, member),
    );
    expect(restaurants.map((business) => business.name)).toEqual(["Night Heron Bar", "The Harbor Grill"]);
    const searched = json<Summary[]>(await get("/api/directory/businesses?search=hotel", member));
    expect(searched.map((business) => business.name)).toEqual(["Harbour Inn Bermuda", "Seaport Hotel"]);
    expect(json<Summary[]>(await get("/api/directory/businesses?search=100%25_", member))).toEqual([]);
  });

  it("offers members only the categories a shown business is in; staff choose among all of them", async () => {
    await t.app.platformDb
      .insert(directoryCategories)
      .values({ companyId: DEMO.harbor.companyId, name: "Empty Shelf", position: 99 });
    const names = async (url: string, cookie: string) =>
      json<{ name: string }[]>(await get(url, cookie)).map((category) => category.name);
    expect(await names("/api/directory/categories", member)).not.toContain("Empty Shelf");
    expect(await names("/api/directory/categories", member)).toContain("Dining");
    const staff = await signInStaff(t.app, HARBOR);
    expect(await names("/admin/api/directory/categories", staff)).toContain("Empty Shelf");
  });

  it("opens a restaurant with its location's hours, open-now answer and contact", async () => {
    const res = await get(`/api/directory/businesses/${DEMO_DIRECTORY.harborGrill}`, member);
    expect(res.statusCode).toBe(200);
    const grill = json<{
      name: string;
      locations: { time_zone: string; hours: Record<string, string>; opening: Record<string, unknown> }[];
      contacts: { names: string; phones: string[] }[];
      contact_id: string;
    }>(res);
    expect(grill.name).toBe("The Harbor Grill");
    expect(grill.locations[0]?.time_zone).toBe("America/New_York");
    expect(grill.locations[0]?.hours.friday).toBe("5:00 PM - 2:00 AM");
    expect(grill.locations[0]?.opening).toEqual({
      is_open: expect.any(Boolean),
      closes_at: expect.toSatisfy((v) => v === null || typeof v === "string"),
      next_opening: expect.toSatisfy((v) => v === null || typeof v === "string"),
    });
    expect(grill.contacts[0]?.phones).toEqual(["(617) 555-0141"]);
  });

  it("a non-member gets the members-only answer; a visitor must sign in", async () => {
    const guest = await signIn(t.app, HARBOR, "guest@harbor.example");
    for (const url of ["/api/directory/businesses", `/api/directory/businesses/${DEMO_DIRECTORY.marina}`]) {
      const res = await get(url, guest);
      expect(res.statusCode).toBe(403);
      expect(json(res).code).toBe("members_only");
      expect((await get(url)).statusCode).toBe(401);
    }
  });

  it("another club's business is a 404, and Sierra's directory is its own, in Spanish", async () => {
    const socio = await signIn(t.app, SIERRA, "socio@sierra.example");
    expect(
      (await get(`/api/directory/businesses/${DEMO_DIRECTORY.harborGrill}`, socio, SIERRA)).statusCode,
    ).toBe(404);
    const names = json<Summary[]>(await get("/api/directory/businesses", socio, SIERRA)).map((b) => b.name);
    expect(names).toEqual(["Bistró de la Sierra", "Tienda del Club"]);
  });

  it("answers bad input with 400 and the field", async () => {
    expect((await get("/api/directory/businesses/not-a-uuid", member)).statusCode).toBe(400);
    const res = await get("/api/directory/businesses?category_id=nope&page_size=0", member);
    expect(res.statusCode).toBe(400);
    expect(
      json<{ error_details: { field: string }[] }>(res)
        .error_details.map((d) => d.field)
        .sort(),
    ).toEqual(["category_id", "page_size"]);
  });
});

describe("the staff keep the directory", () => {
  it("add a business with a location and a contact, change it, and remove it", async () => {
    const staff = await signInStaff(t.app, HARBOR);
    const send = (method: "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
      request(t.app, HARBOR, { method, url, headers: { cookie: staff }, ...(payload ? { payload } : {}) });
    const created = await send("POST", "/admin/api/directory/businesses", {
      name: "Lighthouse Cafe",
      slogan: "Coffee at the point",
    });
    expect(created.statusCode).toBe(201);
    const id = json(created).id as string;
    const location = await send("POST", `/admin/api/directory/businesses/${id}/locations`, {
      name: "Lighthouse Cafe",
      time_zone: "America/New_York",
      hours: { monday: "7:00 AM - 3:00 PM" },
    });
    expect(location.statusCode).toBe(201);
    expect(json(location).opening).toBeDefined();
    const badZone = await send("POST", `/admin/api/directory/businesses/${id}/locations`, {
      name: "Nowhere",
      time_zone: "Mars/Olympus",
    });
    expect(badZone.statusCode).toBe(400);
    expect(
      (await send("POST", `/admin/api/directory/businesses/${id}/contacts`, { names: "Kai" })).statusCode,
    ).toBe(201);
    const changed = await send("PATCH", `/admin/api/directory/businesses/${id}`, { brief: "Open early" });
    expect(json(changed)).toMatchObject({ brief: "Open early", contacts: [{ names: "Kai" }] });
    const detail = json(await get(`/api/directory/businesses/${id}`, member));
    expect(detail).toMatchObject({ name: "Lighthouse Cafe", locations: [{ name: "Lighthouse Cafe" }] });
    expect((await send("DELETE", `/admin/api/directory/businesses/${id}`)).statusCode).toBe(200);
    expect((await get(`/api/directory/businesses/${id}`, member)).statusCode).toBe(404);
  });

  it("refuses another club's category and a member's session", async () => {
    const staff = await signInStaff(t.app, HARBOR);
    const res = await request(t.app, HARBOR, {
      method: "POST",
      url: "/admin/api/directory/businesses",
      headers: { cookie: staff },
      payload: { name: "Stray", category_id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).error_details).toEqual([{ field: "category_id", details: expect.any(String) }]);
    const asMember = await request(t.app, HARBOR, {
      method: "POST",
      url: "/admin/api/directory/businesses",
      headers: { cookie: member },
      payload: { name: "Nope" },
    });
    expect(asMember.statusCode).toBe(401);
  });
});

describe("the staff change a location and a contact (PATCH)", () => {
  let staff: string;
  const send = (method: "POST" | "PATCH" | "DELETE", url: string, payload?: unknown, cookie = staff) =>
    request(t.app, HARBOR, { method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  let businessId = "";
  let locationId = "";
  let contactId = "";

  beforeAll(async () => {
    staff = await signInStaff(t.app, HARBOR);
    businessId = json(await send("POST", "/admin/api/directory/businesses", { name: "Tide Bar" }))
      .id as string;
    const location = await send("POST", `/admin/api/directory/businesses/${businessId}/locations`, {
      name: "Tide Bar",
      time_zone: "America/New_York",
      hours: { monday: "5:00 PM - 11:00 PM" },
      address: "2 Quay Street",
    });
    locationId = json(location).id as string;
    const contact = await send("POST", `/admin/api/directory/businesses/${businessId}/contacts`, {
      names: "Rita",
      phones: ["+1 401 555 0100"],
    });
    contactId = json(contact).id as string;
  });

  it("changes only the fields sent, and members see the change", async () => {
    const moved = await send("PATCH", `/admin/api/directory/locations/${locationId}`, {
      address: "4 Quay Street",
      time_zone: "Europe/Lisbon",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(moved)).toMatchObject({
      id: locationId,
      name: "Tide Bar",
      address: "4 Quay Street",
      time_zone: "Europe/Lisbon",
      hours: { monday: "5:00 PM - 11:00 PM" },
    });
    const renamed = await send("PATCH", `/admin/api/directory/contacts/${contactId}`, {
      email: "rita@tide.example",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(json(renamed)).toMatchObject({
      names: "Rita",
      phones: ["+1 401 555 0100"],
      email: "rita@tide.example",
    });
    // Nothing sent changes nothing.
    expect(json(await send("PATCH", `/admin/api/directory/contacts/${contactId}`, {}))).toMatchObject({
      names: "Rita",
    });
    const detail = json(await get(`/api/directory/businesses/${businessId}`, member));
    expect(detail).toMatchObject({
      locations: [{ address: "4 Quay Street", time_zone: "Europe/Lisbon" }],
      contacts: [{ email: "rita@tide.example" }],
    });
  });

  it("a business's change keeps what it does not send (its type among them)", async () => {
    const created = await send("POST", "/admin/api/directory/businesses", {
      name: "Dock Deli",
      type: "restaurant",
    });
    const id = json(created).id as string;
    const changed = await send("PATCH", `/admin/api/directory/businesses/${id}`, { brief: "Sandwiches" });
    expect(json(changed)).toMatchObject({ name: "Dock Deli", type: "restaurant", brief: "Sandwiches" });
  });

  it("answers bad input with 400 and the field, an unknown id and another club's with 404", async () => {
    const badZone = await send("PATCH", `/admin/api/directory/locations/${locationId}`, {
      time_zone: "Mars/Olympus",
    });
    expect(badZone.statusCode).toBe(400);
    expect(json(badZone).error_details).toEqual([expect.objectContaining({ field: "time_zone" })]);
    const badPhone = await send("PATCH", `/admin/api/directory/contacts/${contactId}`, {
      phones: ["call me"],
    });
    expect(badPhone.statusCode).toBe(400);
    const unknown = await send("PATCH", `/admin/api/directory/contacts/${contactId}`, { name: "x" });
    expect(unknown.statusCode).toBe(400);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await send("PATCH", `/admin/api/directory/locations/${missing}`, { name: "x" })).statusCode).toBe(
      404,
    );
    const sierraStaff = await signInStaff(t.app, SIERRA, "gerente@sierra.example");
    const fromSierra = await request(t.app, SIERRA, {
      method: "PATCH",
      url: `/admin/api/directory/contacts/${contactId}`,
      headers: { cookie: sierraStaff },
      payload: { names: "Taken" },
    });
    expect(fromSierra.statusCode).toBe(404);
    expect(
      (await send("PATCH", `/admin/api/directory/contacts/${contactId}`, { names: "x" }, member)).statusCode,
    ).toBe(401);
  });

  it("needs the manager level: a staff-level user cannot change the directory", async () => {
    const deskCookie = await signInNewStaff(t.app, "directory-desk@harbor.example");
    for (const [method, url, body] of [
      ["PATCH", `/admin/api/directory/locations/${locationId}`, { name: "No" }],
      ["PATCH", `/admin/api/directory/contacts/${contactId}`, { names: "No" }],
      ["POST", "/admin/api/directory/businesses", { name: "No" }],
      ["DELETE", `/admin/api/directory/contacts/${contactId}`, undefined],
    ] as const) {
      const res = await send(method, url, body, deskCookie);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(json(res).code).toBe("permission_denied");
    }
  });
});

describe("the staff's view of the directory (issue 32: list, open, hide)", () => {
  it("a hidden business leaves the members' list and page, and stays in the staff's, counted and filtered", async () => {
    const staff = await signInStaff(t.app, HARBOR);
    const send = (method: "POST" | "PATCH", url: string, payload: Record<string, unknown>) =>
      request(t.app, HARBOR, { method, url, headers: { cookie: staff }, payload });
    const created = await send("POST", "/admin/api/directory/businesses", { name: "Quayside Hidden Bakery" });
    expect([created.statusCode, json(created).hidden]).toEqual([201, false]);
    const id = json(created).id as string;
    await send("POST", `/admin/api/directory/businesses/${id}/locations`, {
      name: "Quay",
      time_zone: "America/New_York",
    });
    await send("POST", `/admin/api/directory/businesses/${id}/contacts`, { names: "Bea" });
    const hidden = await send("PATCH", `/admin/api/directory/businesses/${id}`, { hidden: true });
    expect([hidden.statusCode, json(hidden).hidden]).toEqual([200, true]);

    const search = "?search=Quayside%20Hidden";
    expect(json<unknown[]>(await get(`/api/directory/businesses${search}`, member))).toEqual([]);
    expect((await get(`/api/directory/businesses/${id}`, member)).statusCode).toBe(404);

    const viewer = await signInNewStaff(t.app, "directory-viewer@harbor.example", "viewer");
    const listed = await get(`/admin/api/directory/businesses${search}`, viewer);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.headers.pagination).toBeDefined();
    expect(json(listed)).toEqual([
      expect.objectContaining({ id, hidden: true, location_count: 1, contact_count: 1 }),
    ]);
    expect(
      json<unknown[]>(await get(`/admin/api/directory/businesses${search}&visibility=shown`, viewer)),
    ).toEqual([]);
    const one = await get(`/admin/api/directory/businesses/${id}`, viewer);
    expect(json(one)).toMatchObject({
      id,
      hidden: true,
      locations: [{ name: "Quay" }],
      contacts: [{ names: "Bea" }],
    });
    const refused = await request(t.app, HARBOR, {
      method: "PATCH",
      url: `/admin/api/directory/businesses/${id}`,
      headers: { cookie: viewer },
      payload: { hidden: false },
    });
    expect(refused.statusCode).toBe(403);

    await send("PATCH", `/admin/api/directory/businesses/${id}`, { hidden: false });
    expect(json<unknown[]>(await get(`/api/directory/businesses${search}`, member))).toHaveLength(1);
  });

  it("another club's business is a 404 to staff; a bad id or filter is a 400", async () => {
    const sierra = await signInStaff(t.app, SIERRA, "gerente@sierra.example");
    const harborBusiness = json<Summary[]>(await get("/api/directory/businesses", member))[0]?.id;
    expect((await get(`/admin/api/directory/businesses/${harborBusiness}`, sierra, SIERRA)).statusCode).toBe(
      404,
    );
    const staff = await signInStaff(t.app, HARBOR);
    expect((await get("/admin/api/directory/businesses/nope", staff)).statusCode).toBe(400);
    expect((await get("/admin/api/directory/businesses?visibility=secret", staff)).statusCode).toBe(400);
  });
});
