/**
 * Answers that carry a member's or staff's data are never stored by a cache, and session
 * cookies are Secure in production.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../demo/demo-ids.ts";
import { DEMO_PASSWORD } from "../demo/demo-seed.ts";
import { signIn } from "./customer-session.ts";
import { createTestApp, HARBOR, request, type TestApp } from "./test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const staffCookieOf = async (app: TestApp["app"]) => {
  const res = await request(app, HARBOR, {
    method: "POST",
    url: "/admin/login",
    payload: { email: "staff@harbor.example", password: DEMO_PASSWORD },
  });
  return { res, cookie: String(res.headers["set-cookie"]).split(";")[0] ?? "" };
};

describe("Cache-Control", () => {
  it("is no-store on every staff answer and every member answer, reads and writes", async () => {
    const { res: login, cookie: staff } = await staffCookieOf(t.app);
    expect(login.headers["cache-control"]).toBe("no-store");
    for (const url of [
      "/admin/api/company",
      "/admin/api/domains",
      "/admin/api/me",
      `/admin/api/domains/${DEMO.harbor.domainId}/history`,
    ]) {
      const res = await request(t.app, HARBOR, { method: "GET", url, headers: { cookie: staff } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
    const member = await signIn(t.app, HARBOR, "member@harbor.example");
    const read = await request(t.app, HARBOR, {
      method: "GET",
      url: "/api/account",
      headers: { cookie: member },
    });
    expect(read.headers["cache-control"]).toBe("no-store");
    const write = await request(t.app, HARBOR, {
      method: "PATCH",
      url: "/api/account",
      headers: { cookie: member },
      payload: { city: "Newport" },
    });
    expect(write.statusCode).toBe(200);
    expect(write.headers["cache-control"]).toBe("no-store");
  });

  it("leaves public reads cacheable as they say (the club's config)", async () => {
    const res = await request(t.app, HARBOR, { method: "GET", url: "/config" });
    expect(res.headers["cache-control"]).toBe("no-cache");
  });
});

describe("session cookies in production", () => {
  it("are Secure, customer's and staff's alike, even behind plain HTTP", async () => {
    const production = await createTestApp({ config: { isProduction: true } });
    try {
      const member = await request(production.app, HARBOR, {
        method: "POST",
        url: "/login",
        payload: { email: "member@harbor.example", password: DEMO_PASSWORD },
      });
      expect(member.cookies.find((c) => c.name === "crest_session")?.secure).toBe(true);
      const { res: staff } = await staffCookieOf(production.app);
      expect(staff.cookies.find((c) => c.name === "crest_staff")?.secure).toBe(true);
    } finally {
      await production.close();
    }
  });

  it("are not Secure when ALLOW_INSECURE_COOKIES says the deployment is plain HTTP on purpose", async () => {
    const trial = await createTestApp({ config: { isProduction: true, allowInsecureCookies: true } });
    try {
      const member = await request(trial.app, HARBOR, {
        method: "POST",
        url: "/login",
        payload: { email: "member@harbor.example", password: DEMO_PASSWORD },
      });
      expect(member.cookies.find((c) => c.name === "crest_session")?.secure).toBeFalsy();
    } finally {
      await trial.close();
    }
  });
});
