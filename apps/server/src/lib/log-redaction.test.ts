/**
 * Secrets never reach the log (issue 20, item 6): each flow that puts a secret in an address
 * (the mailed links are web routes, a network switch, the 3-D Secure page, an e-mail in a
 * path) is run as a browser runs it, and so is a 500 whose database error names its
 * parameters. Then the log is read: none of the secrets is in it, in any spelling, yet the
 * requests are there, each secret replaced by a marker.
 */
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../demo/demo-ids.ts";
import { DEMO_PASSWORD } from "../demo/demo-seed.ts";
import { signIn } from "../test/customer-session.ts";
import { linkTokenMailedTo } from "../test/mail.ts";
import { payRouteFeature } from "../test/pay-route.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../test/test-app.ts";
import { billingDetails, sandboxToken } from "../test/wallet.ts";

let t: TestApp;
let log = "";
/** Every secret the flows handled, to look for in the log afterwards. */
const secrets: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  t = await createTestApp({
    config: { logLevel: "info" },
    logStream: stream,
    extraFeatures: [payRouteFeature],
  });
  // A route whose query fails in the database with a parameter that is an e-mail address.
  t.app.get("/api/test/failing-query", { config: { access: "public" } }, async () => {
    await t.app.platformDb.execute(sql`select ${"leaked.param@harbor.example"}::uuid`);
    return {};
  });
});
afterAll(() => t.close());

/** A browser opening a link: the web route that reads the secret from its path. */
const open = (host: string, url: string) => request(t.app, host, { method: "GET", url });

describe("secrets in the log", () => {
  it("a mailed reset link", async () => {
    await request(t.app, HARBOR, {
      method: "POST",
      url: "/api/public/account/forgot-password",
      payload: { email: "guest@harbor.example" },
    });
    const { token } = await linkTokenMailedTo(t.app, "guest@harbor.example", "password_reset");
    secrets.push(token);
    await open(HARBOR, `/password-reset/${token}`);
  });

  it("a mailed activation link", async () => {
    const email = "new.member+activation@harbor.example";
    await request(t.app, HARBOR, {
      method: "POST",
      url: "/api/public/account/register",
      payload: { first_name: "Nora", last_name: "Lane", email, password: "Good-pass-1" },
    });
    const { token } = await linkTokenMailedTo(t.app, email, "activation");
    secrets.push(token);
    await open(HARBOR, `/activate/${token}`);
  });

  it("the verify-email and undo links of an e-mail change", async () => {
    const cookie = await signIn(t.app, HARBOR, "pastdue@harbor.example");
    await request(t.app, HARBOR, {
      method: "PATCH",
      url: "/api/account",
      headers: { cookie },
      payload: { email: "changed.address@harbor.example", current_password: DEMO_PASSWORD },
    });
    const verify = await linkTokenMailedTo(t.app, "changed.address@harbor.example", "email_verification");
    const undo = await linkTokenMailedTo(t.app, "pastdue@harbor.example", "email_change_undo");
    secrets.push(verify.token, undo.token);
    await open(HARBOR, `/verify-email/${verify.token}`);
    await open(HARBOR, `/email-change/undo/${undo.token}`);
  });

  it("a network switch, and a pass opened by an address", async () => {
    const started = await open(SIERRA, `/global-switch/start?from=${DEMO.harbor.companyId}`);
    const passPage = new URL(String(started.headers.location));
    const binding = passPage.searchParams.get("binding") ?? "";
    const nonce = started.cookies.find((cookie) => cookie.name === "crest_switch")?.value ?? "";
    await open(HARBOR, `${passPage.pathname}${passPage.search}`);
    const member = await signIn(t.app, HARBOR, "member@harbor.example");
    const issued = await request(t.app, HARBOR, {
      method: "POST",
      url: "/api/account/global-switch",
      headers: { cookie: member },
      payload: { company_id: DEMO.sierra.companyId, binding },
    });
    const pass = decodeURIComponent(new URL(json<{ url: string }>(issued).url).hash.slice(1));
    secrets.push(binding, nonce, pass);
    await open(SIERRA, `/global-switch/${pass}`);
  });

  it("the 3-D Secure page's client secret", async () => {
    const cookie = await signIn(t.app, HARBOR, "member@harbor.example");
    const answer = await request(t.app, HARBOR, {
      method: "POST",
      url: "/api/test/orders/o-3ds/pay",
      headers: { cookie },
      payload: {
        type: "newcreditcard",
        token: await sandboxToken(t.app, "4000002760003184"),
        billing_details: billingDetails,
        amount: 11.91,
        idempotency_key: `log-3ds-${Date.now()}`,
      },
    });
    const { client_secret, payment_intent_id } = json<{ client_secret: string; payment_intent_id: string }>(
      answer,
    );
    expect(client_secret).toContain("_secret_");
    secrets.push(client_secret);
    const secret = encodeURIComponent(client_secret);
    await open(HARBOR, `/sandbox/3ds/${payment_intent_id}?client_secret=${secret}`);
    await open(HARBOR, `/sandbox/v1/payment_intents/${payment_intent_id}?client_secret=${secret}`);
  });

  it("e-mail addresses in paths and queries", async () => {
    for (const email of ["someone.private@harbor.example", "first+tag@harbor.example"]) {
      secrets.push(email);
      await open(HARBOR, `/api/public/account/registered/${encodeURIComponent(email)}`);
      await open(HARBOR, `/api/public/account/registered/${email}`);
      await open(HARBOR, `/login?email=${encodeURIComponent(email)}`);
    }
  });

  it("a 500 whose database error names its parameters", async () => {
    const res = await open(HARBOR, "/api/test/failing-query");
    expect(res.statusCode).toBe(500);
    secrets.push("leaked.param@harbor.example");
  });

  it("leaves none of them in the log, in any spelling, and still logs each request", () => {
    expect(secrets.length).toBe(11);
    for (const secret of secrets) {
      for (const spelling of new Set([secret, encodeURIComponent(secret), secret.replace("+", " ")]))
        expect(log.includes(spelling), `the log holds ${spelling}`).toBe(false);
    }
    for (const path of [
      "/password-reset/",
      "/activate/",
      "/verify-email/",
      "/email-change/undo/",
      "/global-switch/",
      "/sandbox/3ds/",
      "/api/public/account/registered/",
    ])
      expect(log, path).toContain(path);
    expect(log).toContain("[token removed]");
    expect(log).toContain("[email removed]");
    expect(log).toContain("request failed");
    // Ids stay: their digits joined by dashes are no card number.
    expect(log).toContain(`/global-switch/start?from=${DEMO.harbor.companyId}`);
  });
});
