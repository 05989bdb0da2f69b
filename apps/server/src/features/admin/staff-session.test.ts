import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_STAFF } from "../../demo/demo-ids.ts";
import { DEMO_PASSWORD } from "../../demo/demo-seed.ts";
import { signIn } from "../../test/customer-session.ts";
import { manualClock } from "../../test/manual-clock.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";
import { delayFor, PAIR_ATTEMPTS_ALLOWED, SIGN_IN_WINDOW_MS } from "../limits/index.ts";

let t: TestApp;
beforeAll(async () => {
  // The limits' clock: the per-address window never ends halfway through a test counting to it.
  t = await createTestApp({ clock: manualClock() });
});
afterAll(() => t.close());

/** Each caller its own address, so the per-address sign-in limit never links two tests. */
let nextAddress = 1;
const freshAddress = () => `10.0.0.${nextAddress++}`;

function login(email: string, password: string, host = HARBOR, remoteAddress = freshAddress()) {
  return t.app.inject({
    method: "POST",
    url: "/admin/login",
    headers: { host },
    remoteAddress,
    payload: { email, password },
  });
}

async function staffCookie(email: string = DEMO_STAFF.owner.email, host = HARBOR): Promise<string> {
  const res = await login(email, DEMO_PASSWORD, host);
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === "crest_staff");
  if (!cookie) throw new Error("no crest_staff cookie");
  return `crest_staff=${cookie.value}`;
}

describe("POST /admin/login", () => {
  it("signs staff in with an HTTP-only, SameSite=Lax crest_staff cookie and answers the staff user", async () => {
    const res = await login(DEMO_STAFF.owner.email.toUpperCase(), DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === "crest_staff");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
    const body = json(res);
    expect(body).toMatchObject({
      email: DEMO_STAFF.owner.email,
      permission_level: "owner",
      company_id: DEMO.harbor.companyId,
      selected_domain: "harbor.localhost",
    });
    expect(body.companies).toEqual([
      { id: DEMO.sierra.companyId, name: "Club Sierra" },
      { id: DEMO.harbor.companyId, name: "Harbor Club" },
    ]);
    expect(body.last_accessed).toEqual(expect.any(String));
    expect(body).not.toHaveProperty("password");
    expect(body).not.toHaveProperty("password_hash");
  });

  it("marks the cookie Secure behind HTTPS", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/admin/login",
      headers: { host: HARBOR, "x-forwarded-proto": "https" },
      remoteAddress: freshAddress(),
      payload: { email: DEMO_STAFF.owner.email, password: DEMO_PASSWORD },
    });
    // trustProxy is off in tests, so the header alone proves nothing; PUBLIC_URL decides instead.
    expect(res.statusCode).toBe(200);
    const secure = await createTestApp({ config: { publicUrl: "https://portal.example" } });
    try {
      const viaPublicUrl = await secure.app.inject({
        method: "POST",
        url: "/admin/login",
        headers: { host: HARBOR },
        payload: { email: DEMO_STAFF.owner.email, password: DEMO_PASSWORD },
      });
      expect(viaPublicUrl.cookies.find((c) => c.name === "crest_staff")?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it("selects the Host's club when the staff user belongs to it, else their first club", async () => {
    const atSierra = json(await login(DEMO_STAFF.owner.email, DEMO_PASSWORD, SIERRA));
    expect(atSierra).toMatchObject({
      company_id: DEMO.sierra.companyId,
      selected_domain: "sierra.localhost",
    });
    const sierraOnlyAtHarbor = json(await login(DEMO_STAFF.sierraManager.email, DEMO_PASSWORD, HARBOR));
    expect(sierraOnlyAtHarbor).toMatchObject({
      company_id: DEMO.sierra.companyId,
      selected_domain: "sierra.localhost",
      companies: [{ id: DEMO.sierra.companyId, name: "Club Sierra" }],
    });
  });

  it("answers a wrong password and an unknown e-mail alike: 401 invalid_credentials, no cookie", async () => {
    const wrong = await login(DEMO_STAFF.owner.email, "Not-the-password-1");
    const unknown = await login("nobody@harbor.example", DEMO_PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.cookies).toHaveLength(0);
    }
    const [a, b] = [json(wrong), json(unknown)];
    expect(a.code).toBe("invalid_credentials");
    expect({ ...a, request_id: null }).toEqual({ ...b, request_id: null });
  });

  it("rejects bad input with field details", async () => {
    const res = await login("not-an-email", "");
    expect(res.statusCode).toBe(400);
    const fields = (json(res).error_details as { field: string }[]).map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(["email", "password"]));
  });

  it("limits sign-in attempts per address", async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    // Different accounts from one address: the per-address limit, not the per-account one.
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await login(`nobody${i}@harbor.example`, "Wrong-password-1", HARBOR, address)).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    const limited = await login(DEMO_STAFF.owner.email, DEMO_PASSWORD, HARBOR, address);
    expect(limited.statusCode).toBe(429);
    expect(json(limited).code).toBe("rate_limited");
    expect((await login(DEMO_STAFF.owner.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("has the customers' per-account limit: a guessing address is locked out of the account", async () => {
    const attacker = freshAddress();
    for (let i = 0; i < PAIR_ATTEMPTS_ALLOWED; i++) {
      expect((await login(DEMO_STAFF.sierraManager.email, `Wrong-${i}`, SIERRA, attacker)).statusCode).toBe(
        401,
      );
    }
    const locked = await login(DEMO_STAFF.sierraManager.email, DEMO_PASSWORD, SIERRA, attacker);
    expect(locked.statusCode).toBe(429);
    expect(json(locked).code).toBe("rate_limited");
    // The owner, elsewhere, is not locked out.
    expect((await login(DEMO_STAFF.sierraManager.email, DEMO_PASSWORD, SIERRA)).statusCode).toBe(200);
  });

  it("slows guessing from many addresses (each from a new address), counted in the database", async () => {
    const clock = manualClock();
    const slow = await createTestApp({ config: { signInDelayUnitMs: 300 }, clock });
    try {
      const attempt = (password: string) =>
        slow.app.inject({
          method: "POST",
          url: "/admin/login",
          headers: { host: HARBOR },
          remoteAddress: freshAddress(),
          payload: { email: DEMO_STAFF.owner.email, password },
        });
      for (let i = 0; i < 13; i++) expect((await attempt(`Wrong-${i}`)).statusCode).toBe(401);
      // The shared counters (every instance reads them) hold the 13 failures.
      const counted = await slow.app.platformServices.limits.peek(
        `sign-in:staff:${DEMO_STAFF.owner.email}`,
        SIGN_IN_WINDOW_MS,
      );
      expect(counted.count).toBe(13);
      // The right password from a new address still signs in, at the account's next turn:
      // the 13th attempt kept the next one delayFor(13) off (on the limits' clock).
      const started = clock.now();
      expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(200);
      expect(clock.now() - started).toBe(delayFor(13, 300));
    } finally {
      await slow.close();
    }
  });

  it("refuses a cross-site sign-in (CSRF): 403 and no session", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/admin/login",
      headers: {
        host: HARBOR,
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      remoteAddress: freshAddress(),
      payload: `email=${encodeURIComponent(DEMO_STAFF.owner.email)}&password=${DEMO_PASSWORD}`,
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe("csrf_rejected");
    expect(res.cookies).toHaveLength(0);
  });
});

describe("the staff session", () => {
  it("opens the admin API; without it the answer is 401 with where to sign in", async () => {
    const cookie = await staffCookie();
    const me = await request(t.app, HARBOR, { method: "GET", url: "/admin/api/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(json(me).email).toBe(DEMO_STAFF.owner.email);

    const anonymous = await request(t.app, HARBOR, { method: "GET", url: "/admin/api/me" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers.location).toBe("/admin/login");
    expect(json(anonymous).code).toBe("unauthorized");
  });

  it("is not a customer session: the staff token under the customer cookie's name opens nothing", async () => {
    const token = (await staffCookie()).split("=")[1];
    const res = await request(t.app, HARBOR, {
      method: "GET",
      url: "/admin/api/company",
      headers: { cookie: `crest_session=${token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it("is separate from the customer session: neither cookie opens the other's routes", async () => {
    const customer = await signIn(t.app, HARBOR, "member@harbor.example");
    const account = await request(t.app, HARBOR, {
      method: "GET",
      url: "/api/account",
      headers: { cookie: customer },
    });
    expect(account.statusCode).toBe(200);
    const customerOnAdmin = await request(t.app, HARBOR, {
      method: "GET",
      url: "/admin/api/domains",
      headers: { cookie: customer },
    });
    expect(customerOnAdmin.statusCode).toBe(401);

    const staff = await staffCookie();
    const staffAsCustomer = await request(t.app, HARBOR, {
      method: "GET",
      url: "/api/account",
      headers: { cookie: staff },
    });
    expect(staffAsCustomer.statusCode).toBe(401);
  });

  it("rejects a made-up token", async () => {
    const res = await request(t.app, HARBOR, {
      method: "GET",
      url: "/admin/api/company",
      headers: { cookie: "crest_staff=made-up-token" },
    });
    expect(res.statusCode).toBe(401);
  });

  it("ends at logout: the cookie is cleared and the old token no longer works", async () => {
    const cookie = await staffCookie();
    const out = await request(t.app, HARBOR, { method: "POST", url: "/admin/logout", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === "crest_staff");
    expect(cleared?.value).toBe("");
    const after = await request(t.app, HARBOR, { method: "GET", url: "/admin/api/me", headers: { cookie } });
    expect(after.statusCode).toBe(401);
    // Signing out without a session is harmless.
    const again = await request(t.app, HARBOR, { method: "POST", url: "/admin/logout" });
    expect(again.statusCode).toBe(200);
  });

  it("refuses a cross-site logout (CSRF)", async () => {
    const cookie = await staffCookie();
    const res = await request(t.app, HARBOR, {
      method: "POST",
      url: "/admin/logout",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    const me = await request(t.app, HARBOR, { method: "GET", url: "/admin/api/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });
});
