import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo-ids.ts";
import { DEMO_PASSWORD } from "../../demo/demo-seed.ts";
import { nextAddress, postLogin, sessionCookieOf, signIn } from "../../test/customer-session.ts";
import { manualClock } from "../../test/manual-clock.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";
import { ACCOUNT_ATTEMPTS_BEFORE_DELAY, SIGN_IN_WINDOW_MS } from "../limits/index.ts";

let t: TestApp;
/** The limits' clock: a window never ends halfway through a test that counts to its limit. */
const clock = manualClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
  // A members-only probe: no feature route needs `member` access yet.
  t.app.get("/api/test/members-only", { config: { access: "member" } }, async () => ({ ok: true }));
});
afterAll(() => t.close());

const withoutRequestId = (body: Record<string, unknown>) => ({ ...body, request_id: undefined });

describe("POST /login", () => {
  it("signs a member in with an HTTP-only SameSite=Lax cookie and answers the account", async () => {
    const res = await postLogin(t.app, HARBOR, "Member@Harbor.example");
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === "crest_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(json(res)).toMatchObject({ email: "member@harbor.example", full_name: "Eleanor Grace Whitfield" });
  });

  it("answers a wrong password and an unknown e-mail alike", async () => {
    const wrong = await postLogin(t.app, HARBOR, "guest@harbor.example", "Not-the-password-1");
    const unknown = await postLogin(t.app, HARBOR, "nobody@harbor.example", "Not-the-password-1");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong).code).toBe("invalid_credentials");
    expect(withoutRequestId(json(wrong))).toEqual(withoutRequestId(json(unknown)));
    // A failed sign-in is not a lost session: no redirect to /logout.
    expect(wrong.headers.location).toBeUndefined();
    expect(wrong.cookies).toHaveLength(0);
  });

  it("validates the body: malformed JSON, wrong types, missing fields", async () => {
    const malformed = await request(t.app, HARBOR, {
      method: "POST",
      url: "/login",
      payload: '{"email": "member@harbor.example",',
      headers: { "content-type": "application/json" },
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).code).toBe("malformed_json");

    const wrongTypes = await request(t.app, HARBOR, {
      method: "POST",
      url: "/login",
      payload: { email: 42, password: ["x"] },
    });
    expect(wrongTypes.statusCode).toBe(400);
    const fields = json<{ error_details: { field: string }[] }>(wrongTypes).error_details.map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(["email", "password"]));

    const missing = await request(t.app, HARBOR, { method: "POST", url: "/login", payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).code).toBe("invalid_request");
  });

  it("refuses a 10 MB body with 413", async () => {
    const res = await request(t.app, HARBOR, {
      method: "POST",
      url: "/login",
      payload: JSON.stringify({ email: "a@b.example", password: "x".repeat(10 * 1024 * 1024) }),
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(413);
    expect(json(res).code).toBe("payload_too_large");
  });

  it("locks an (account, address) pair after 5 failures; the owner's right password from elsewhere still works", async () => {
    const attacker = nextAddress();
    for (let i = 0; i < 5; i++) {
      const res = await postLogin(t.app, HARBOR, "pastdue@harbor.example", `Wrong-password-${i}`, attacker);
      expect(res.statusCode).toBe(401);
    }
    const locked = await postLogin(t.app, HARBOR, "pastdue@harbor.example", DEMO_PASSWORD, attacker);
    expect(locked.statusCode).toBe(429);
    expect(json(locked).code).toBe("rate_limited");
    // Five wrong passwords from anywhere no longer lock the owner out (a denial of service).
    expect(
      (await postLogin(t.app, HARBOR, "pastdue@harbor.example", DEMO_PASSWORD, nextAddress())).statusCode,
    ).toBe(200);
    // The limit is per club: the same address elsewhere is another account.
    expect((await postLogin(t.app, SIERRA, "socio@sierra.example", DEMO_PASSWORD, attacker)).statusCode).toBe(
      200,
    );
  });

  it("takes an account's checks in turns a growing delay apart once it is under attack, and never refuses its owner", async () => {
    const turns = manualClock();
    const slow = await createTestApp({ config: { signInDelayUnitMs: 400 }, clock: turns });
    try {
      /** How long the attempt waited for its turn, on the limits' clock. */
      const attempt = async (password: string) => {
        const started = turns.now();
        const res = await postLogin(slow.app, HARBOR, "guest@harbor.example", password, nextAddress());
        return { status: res.statusCode, waited: turns.now() - started };
      };
      for (let i = 0; i < ACCOUNT_ATTEMPTS_BEFORE_DELAY; i++)
        expect(await attempt(`Wrong-${i}`)).toEqual({ status: 401, waited: 0 });
      // The 11th takes the first turn at once and keeps the next 400 ms off; the 12th waits for
      // that turn and keeps 800 ms; the 13th waits 800.
      const delayed = [await attempt("Wrong-a"), await attempt("Wrong-b"), await attempt("Wrong-c")];
      expect(delayed).toEqual([
        { status: 401, waited: 0 },
        { status: 401, waited: 400 },
        { status: 401, waited: 800 },
      ]);
      expect(await attempt(DEMO_PASSWORD)).toEqual({ status: 200, waited: 1_600 });
      // Success starts the count and the turns again.
      const attempts = await slow.app.platformServices.limits.peek(
        `sign-in:customer:${DEMO.harbor.companyId}:guest@harbor.example`,
        SIGN_IN_WINDOW_MS,
      );
      expect(attempts.count).toBe(0);
      expect(await attempt("Wrong-after")).toEqual({ status: 401, waited: 0 });
    } finally {
      await slow.close();
    }
  });

  it("limits sign-ins per client address with 429", async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await postLogin(t.app, HARBOR, `visitor${i}@harbor.example`, "Whatever-1", address);
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The window is the limits' clock's: a minute on, the address may try again.
    clock.advance(60_000);
    expect((await postLogin(t.app, HARBOR, "visitor@harbor.example", "Whatever-1", address)).statusCode).toBe(
      401,
    );
  });

  it("behind a proxy, takes the client address from the trusted hops, never from what the client wrote; SIGN_IN_RATE_LIMIT sets the limit", async () => {
    const proxied = await createTestApp({
      config: { trustProxy: 1, signInRateLimit: 15 },
      clock: manualClock(),
    });
    try {
      const statuses: number[] = [];
      for (let n = 1; n <= 30; n++) {
        const res = await request(proxied.app, HARBOR, {
          method: "POST",
          url: "/login",
          remoteAddress: "127.0.0.1",
          // The client made up the first entry; our proxy appended the address it saw.
          headers: { "x-forwarded-for": `203.0.113.${n}, 127.0.0.1` },
          payload: { email: `nobody${n}@harbor.example`, password: "Whatever-1" },
        });
        statuses.push(res.statusCode);
      }
      // One address (the proxy's view of it), 15 attempts a minute.
      expect(statuses.filter((status) => status === 429).length).toBe(15);
    } finally {
      await proxied.close();
    }
  });

  it("refuses a cross-site form post (CSRF) before looking at credentials", async () => {
    const res = await request(t.app, HARBOR, {
      method: "POST",
      url: "/login",
      payload: "email=member%40harbor.example&password=Crest-demo-2026",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe("csrf_rejected");
    expect(res.cookies).toHaveLength(0);
  });
});

describe("sessions", () => {
  it("a 401 on any other call carries location /logout", async () => {
    const res = await request(t.app, HARBOR, { method: "GET", url: "/api/account" });
    expect(res.statusCode).toBe(401);
    expect(res.headers.location).toBe("/logout");
    expect(json(res)).toMatchObject({ code: "unauthorized", location: "/logout" });
  });

  it("a Harbor session is no session at Club Sierra", async () => {
    const cookie = await signIn(t.app, HARBOR, "member@harbor.example");
    const atHarbor = await request(t.app, HARBOR, {
      method: "GET",
      url: "/api/account",
      headers: { cookie },
    });
    expect(atHarbor.statusCode).toBe(200);
    const atSierra = await request(t.app, SIERRA, {
      method: "GET",
      url: "/api/account",
      headers: { cookie },
    });
    expect(atSierra.statusCode).toBe(401);
    expect(atSierra.headers.location).toBe("/logout");
  });

  it("a customer of another club cannot sign in here", async () => {
    const res = await postLogin(t.app, SIERRA, "guest@harbor.example");
    expect(res.statusCode).toBe(401);
    expect(json(res).code).toBe("invalid_credentials");
  });

  it("an unknown or forged cookie is a 401", async () => {
    const res = await request(t.app, HARBOR, {
      method: "GET",
      url: "/api/account",
      headers: { cookie: "crest_session=forged-token-value" },
    });
    expect(res.statusCode).toBe(401);
  });

  it("POST /signout ends the session and clears the cookie", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const out = await request(t.app, HARBOR, { method: "POST", url: "/signout", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(json(out)).toEqual({ success: true });
    const cleared = out.cookies.find((c) => c.name === "crest_session");
    expect(cleared?.value).toBe("");
    const after = await request(t.app, HARBOR, { method: "GET", url: "/api/account", headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it("members-only access: 403 members_only for a non-member, 200 for a member", async () => {
    const guest = await signIn(t.app, HARBOR, "guest@harbor.example");
    const refused = await request(t.app, HARBOR, {
      method: "GET",
      url: "/api/test/members-only",
      headers: { cookie: guest },
    });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe("members_only");
    const member = await signIn(t.app, HARBOR, "member@harbor.example");
    const allowed = await request(t.app, HARBOR, {
      method: "GET",
      url: "/api/test/members-only",
      headers: { cookie: member },
    });
    expect(allowed.statusCode).toBe(200);
    const anonymous = await request(t.app, HARBOR, { method: "GET", url: "/api/test/members-only" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("stores only the token's hash", async () => {
    const res = await postLogin(t.app, HARBOR, "member@harbor.example");
    const token = sessionCookieOf(res).split("=")[1] ?? "";
    const { customerSessions } = await import("./tables.ts");
    const rows = await t.app.platformDb.select({ id: customerSessions.id }).from(customerSessions);
    expect(rows.some((row) => row.id === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.id))).toBe(true);
  });
});

describe("OpenAPI", () => {
  it("documents the sign-in and account endpoints", async () => {
    const doc = json<{ paths: Record<string, unknown> }>(
      await request(t.app, HARBOR, { method: "GET", url: "/api/docs/json" }),
    );
    for (const path of [
      "/login",
      "/signout",
      "/api/account",
      "/api/file/account/profile-photo",
      "/api/account/verify-email/resend",
      "/api/public/account/registered/{email}",
      "/api/public/account/register",
      "/api/public/account/activate",
      "/api/public/account/forgot-password",
      "/api/public/account/reset-password",
      "/api/public/account/verify-email",
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });
});
