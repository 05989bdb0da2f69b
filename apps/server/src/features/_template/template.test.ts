import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";
import { templateFeature } from "./manifest.ts";
import { MAX_BOOKMARKS } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraFeatures: [templateFeature] });
});
afterAll(() => t.close());

const bookmarks = (cookie: string | undefined, host = HARBOR) =>
  request(t.app, host, { method: "GET", url: "/api/account/bookmarks", headers: cookie ? { cookie } : {} });
const add = (cookie: string, payload: Record<string, unknown>) =>
  request(t.app, HARBOR, { method: "POST", url: "/api/account/bookmarks", headers: { cookie }, payload });
const remove = (cookie: string, id: string, host = HARBOR) =>
  request(t.app, host, { method: "DELETE", url: `/api/account/bookmarks/${id}`, headers: { cookie } });

describe("the template feature: a member's bookmarks", () => {
  it("lists the demo member's bookmarks, newest first, in wire form with the pagination header", async () => {
    const cookie = await signIn(t.app, HARBOR, "member@harbor.example");
    const res = await bookmarks(cookie);
    expect(res.statusCode).toBe(200);
    const list = json<{ title: string; created_on: string }[]>(res);
    expect(list.map((bookmark) => bookmark.title).sort()).toEqual(["Dining menu", "My schedule"]);
    expect(list[0]?.created_on).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.parse(String(res.headers.pagination))).toMatchObject({ total_count: 2, page_number: 1 });
  });

  it("adds and removes a bookmark", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const added = await add(cookie, { title: "Events", path: "/events" });
    expect(added.statusCode).toBe(201);
    const id = json(added).id as string;
    expect(json<unknown[]>(await bookmarks(cookie))).toHaveLength(1);
    expect((await remove(cookie, id)).statusCode).toBe(200);
    expect(json<unknown[]>(await bookmarks(cookie))).toHaveLength(0);
    expect((await remove(cookie, id)).statusCode).toBe(404);
  });

  it("answers bad input with 400 and the field", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const res = await add(cookie, { title: "", path: "https://evil.example" });
    expect(res.statusCode).toBe(400);
    expect(
      json<{ error_details: { field: string }[] }>(res)
        .error_details.map((d) => d.field)
        .sort(),
    ).toEqual(["path", "title"]);
    expect((await remove(cookie, "not-a-uuid")).statusCode).toBe(400);
  });

  it(`keeps at most ${MAX_BOOKMARKS} bookmarks per member`, async () => {
    const cookie = await signIn(t.app, HARBOR, "pastdue@harbor.example");
    for (let i = 0; i < MAX_BOOKMARKS; i++)
      expect((await add(cookie, { title: `P${i}`, path: `/p${i}` })).statusCode).toBe(201);
    const refused = await add(cookie, { title: "One more", path: "/more" });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).error_details).toEqual([
      { field: "path", details: expect.stringMatching(/at most/) },
    ]);
  });

  it("needs a session: 401", async () => {
    expect((await bookmarks(undefined)).statusCode).toBe(401);
  });

  it("another member's bookmark, or another club's, is a 404 and stays", async () => {
    const member = await signIn(t.app, HARBOR, "member@harbor.example");
    const [first] = json<{ id: string }[]>(await bookmarks(member));
    if (!first) throw new Error("no demo bookmark");
    const guest = await signIn(t.app, HARBOR, "guest@harbor.example");
    expect((await remove(guest, first.id)).statusCode).toBe(404);
    const socio = await signIn(t.app, SIERRA, "socio@sierra.example");
    expect((await remove(socio, first.id, SIERRA)).statusCode).toBe(404);
    expect(json<unknown[]>(await bookmarks(socio, SIERRA))).toEqual([]);
    expect(json<{ id: string }[]>(await bookmarks(member)).map((bookmark) => bookmark.id)).toContain(
      first.id,
    );
  });
});
