/**
 * The app screenshot (issue 31 item 5): the selected domain's member home rendered by headless
 * Chromium as a phone-sized PNG; without Chromium, 503 not_setup saying how to install it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo-ids.ts";
import { signInStaff } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, NO_CHROMIUM, request, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let without: TestApp;
beforeAll(async () => {
  [t, without] = await Promise.all([
    createTestApp(),
    createTestApp({ config: { chromiumPath: NO_CHROMIUM } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), without.close()]);
});

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("the app screenshot", () => {
  it("renders the selected domain's home as a phone-sized PNG, with one browser for every shot", async () => {
    const cookie = await signInStaff(t.app, HARBOR);
    await request(t.app, HARBOR, {
      method: "POST",
      url: `/admin/company/select/${DEMO.sierra.companyId}`,
      headers: { cookie },
    });
    const shot = async () =>
      request(t.app, HARBOR, { method: "GET", url: "/admin/api/app/screenshot", headers: { cookie } });
    const res = await shot();
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    const png = res.rawPayload;
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // IHDR: width and height, big-endian, right after the signature and the chunk's header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([375, 812]);
    expect(png.length).toBeGreaterThan(1_000);
    const browser = await t.app.appBrowser.browser();
    expect((await shot()).statusCode).toBe(200);
    expect(await t.app.appBrowser.browser()).toBe(browser);
  }, 60_000);

  it("answers 503 not_setup, saying how to install Chromium, when it is missing", async () => {
    const cookie = await signInStaff(without.app, HARBOR);
    const res = await request(without.app, HARBOR, {
      method: "GET",
      url: "/admin/api/app/screenshot",
      headers: { cookie },
    });
    expect(res.statusCode).toBe(503);
    expect(json(res)).toMatchObject({ code: "not_setup" });
    expect(res.body).toContain("apt-get install -y chromium");
  });
});
