import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, signInStaff } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";
import { DEMO_CONTENT } from "./demo.ts";

let t: TestApp;
let member: string;
let guest: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, HARBOR, "member@harbor.example");
  guest = await signIn(t.app, HARBOR, "guest@harbor.example");
  staff = await signInStaff(t.app, HARBOR);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string, host = HARBOR) =>
  request(t.app, host, { method: "GET", url, headers: cookie ? { cookie } : {} });
const write = (method: "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
  request(t.app, HARBOR, { method, url, headers: { cookie: staff }, ...(payload ? { payload } : {}) });
const titles = async (url: string, cookie: string, host = HARBOR) =>
  json<{ title: string }[]>(await get(url, cookie, host)).map((page) => page.title);

describe("content pages", () => {
  it("lists Harbor's blog posts newest first, and its benefits by tab", async () => {
    expect(await titles("/api/content?kind=blog", member)).toEqual([
      "Summer Regatta: how the fleet fared",
      "New on the menu: the raw bar",
    ]);
    expect(await titles("/api/content?kind=benefit&tab=partners", member)).toEqual(["Reciprocal clubs"]);
    expect(await titles("/api/content?kind=benefit", member)).toHaveLength(2);
  });

  it("members-only pages: hidden from a non-member's lists, 'Members Only' when opened", async () => {
    expect(await titles("/api/content?kind=benefit", guest)).toEqual([]);
    const res = await get(`/api/content/pages/${DEMO_CONTENT.reciprocalClubs}`, guest);
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe("members_only");
    expect((await get(`/api/content/pages/${DEMO_CONTENT.reciprocalClubs}`, member)).statusCode).toBe(200);
    expect((await get(`/api/content/pages/${DEMO_CONTENT.houseRules}`, guest)).statusCode).toBe(200);
    expect((await get("/api/content?kind=blog")).statusCode).toBe(401);
  });

  it("staff write a page: the body is sanitised, and it shows only from its publish date", async () => {
    const future = await write("POST", "/admin/api/content", {
      kind: "blog",
      title: "Coming soon",
      body: '<p onmouseover="steal()">Soon<script>alert(1)</script></p>',
      publish_on: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future.statusCode).toBe(201);
    expect(json(future).body).toBe("<p>Soon</p>");
    const id = json(future).id as string;
    expect(await titles("/api/content?kind=blog", member)).not.toContain("Coming soon");
    expect((await get(`/api/content/pages/${id}`, member)).statusCode).toBe(404);
    const now = await write("PATCH", `/admin/api/content/${id}`, {
      publish_on: new Date(Date.now() - 1_000).toISOString(),
      body: '<a href="javascript:alert(1)">Now</a>',
    });
    expect(json(now).body).toBe("<a>Now</a>");
    expect((await titles("/api/content?kind=blog", member))[0]).toBe("Coming soon");
    expect((await write("DELETE", `/admin/api/content/${id}`)).statusCode).toBe(200);
    expect((await get(`/api/content/pages/${id}`, member)).statusCode).toBe(404);
  });

  it("a change keeps what it does not send: a members-only page stays members-only, its images stay", async () => {
    const created = await write("POST", "/admin/api/content", {
      kind: "page",
      title: "Members' lounge",
      body: "<p>Upstairs.</p>",
      images: ["https://harbor.example/lounge.jpg"],
      members_only: true,
      publish_on: new Date(Date.now() - 1_000).toISOString(),
    });
    const id = json(created).id as string;
    const renamed = await write("PATCH", `/admin/api/content/${id}`, { title: "The members' lounge" });
    expect(json(renamed)).toMatchObject({
      title: "The members' lounge",
      members_only: true,
      images: ["https://harbor.example/lounge.jpg"],
    });
    expect((await get(`/api/content/pages/${id}`, guest)).statusCode).toBe(403);
  });

  it("refuses bad input with the fields, and dates that end before they start", async () => {
    const bad = await write("POST", "/admin/api/content", {
      kind: "poster",
      title: "",
      body: "x",
      images: ["javascript:alert(1)"],
      publish_on: "soon",
    });
    expect(bad.statusCode).toBe(400);
    const fields = json<{ error_details: { field: string }[] }>(bad).error_details.map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(["kind", "title", "publish_on"]));
    const backwards = await write("POST", "/admin/api/content", {
      kind: "page",
      title: "Backwards",
      body: "x",
      publish_on: "2026-06-02T00:00:00Z",
      unpublish_on: "2026-06-01T00:00:00Z",
    });
    expect(backwards.statusCode).toBe(400);
    expect((await get("/api/content?kind=posters", member)).statusCode).toBe(400);
  });

  it("Sierra's pages are its own, in Spanish; Harbor's page is a 404 there", async () => {
    const socio = await signIn(t.app, SIERRA, "socio@sierra.example");
    expect(await titles("/api/content?kind=blog", socio, SIERRA)).toEqual(["Empieza la temporada de esquí"]);
    expect((await get(`/api/content/pages/${DEMO_CONTENT.houseRules}`, socio, SIERRA)).statusCode).toBe(404);
  });
});

describe("content pages for staff (issue 32: the back office's list and editor)", () => {
  it("one page, published or not, to any staff level; the list by kind; another club's is a 404", async () => {
    const later = await write("POST", "/admin/api/content", {
      kind: "page",
      title: "Not yet out",
      body: "<p>Soon</p>",
      publish_on: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const pageId = json(later).id as string;
    expect((await get(`/api/content/pages/${pageId}`, member)).statusCode).toBe(404);
    const viewer = await signInStaff(t.app, HARBOR, "viewer@harbor.example");
    const read = await get(`/admin/api/content/${pageId}`, viewer);
    expect(read.statusCode, read.body).toBe(200);
    expect(json(read)).toMatchObject({ id: pageId, title: "Not yet out", body: "<p>Soon</p>" });
    const pages = json<{ kind: string; id: string }[]>(
      await get("/admin/api/content?kind=page&page_size=100", viewer),
    );
    expect(pages.map((page) => page.id)).toContain(pageId);
    expect(new Set(pages.map((page) => page.kind))).toEqual(new Set(["page"]));
    const sierra = await signInStaff(t.app, SIERRA, "gerente@sierra.example");
    expect((await get(`/admin/api/content/${pageId}`, sierra, SIERRA)).statusCode).toBe(404);
    expect((await get("/admin/api/content/nope", viewer)).statusCode).toBe(400);
    expect((await get("/admin/api/content?kind=poster", viewer)).statusCode).toBe(400);
  });
});
