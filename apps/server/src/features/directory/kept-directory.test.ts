/**
 * The kept directory (issue 30): its list and pages are kept per club, a client holding one gets
 * a 304, and a staff change is on the next read; no member's gate is skipped for a kept answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, signInStaff } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, type TestApp } from "../../test/test-app.ts";
import { DEMO_DIRECTORY } from "./demo.ts";

let t: TestApp;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, HARBOR, "member@harbor.example");
});
afterAll(() => t.close());

const get = (url: string, cookie: string, headers: Record<string, string> = {}) =>
  request(t.app, HARBOR, { method: "GET", url, headers: { cookie, ...headers } });

describe("the kept directory", () => {
  it("answers 304 to a member holding the page, and shows a staff change on the next read", async () => {
    const list = "/api/directory/businesses?page_size=50";
    const first = await get(list, member);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const etag = String(first.headers.etag);
    expect((await get(list, member, { "if-none-match": etag })).statusCode).toBe(304);
    const page = `/api/directory/businesses/${DEMO_DIRECTORY.harborGrill}`;
    const grill = await get(page, member);
    expect(grill.statusCode).toBe(200);

    const staff = await signInStaff(t.app, HARBOR);
    const renamed = await request(t.app, HARBOR, {
      method: "PATCH",
      url: `/admin/api/directory/businesses/${DEMO_DIRECTORY.harborGrill}`,
      headers: { cookie: staff },
      payload: { name: "Harbor Grill & Bar" },
    });
    expect(renamed.statusCode).toBe(200);

    const after = await get(list, member, { "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(
      json<{ id: string; name: string }[]>(after).find((b) => b.id === DEMO_DIRECTORY.harborGrill)?.name,
    ).toBe("Harbor Grill & Bar");
    expect(json<{ name: string }>(await get(page, member)).name).toBe("Harbor Grill & Bar");
  });

  it("still refuses a non-member a page that a member's read kept", async () => {
    const page = `/api/directory/businesses/${DEMO_DIRECTORY.marina}`;
    expect((await get(page, member)).statusCode).toBe(200);
    const guest = await signIn(t.app, HARBOR, "guest@harbor.example");
    expect((await get(page, guest)).statusCode).toBe(403);
  });
});
