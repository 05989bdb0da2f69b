/**
 * Card data never touches the portal's own API or its logs (issue #9): a full card number sent
 * to every wallet route, in the address, the path and the body, is refused, and afterwards it
 * is nowhere in the database or the log. The sandbox's tokenize endpoint, the one place a
 * number may go, keeps none either.
 */
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_WALLET } from "../../demo/demo-ids.ts";
import { signIn } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, type TestApp } from "../../test/test-app.ts";
import { sandboxToken } from "../../test/wallet.ts";

const PANS = ["4242424242424242", "4000002760003184", "5555555555554444"];
const SPACED = "4000 0000 0000 9995";

let t: TestApp;
let log = "";
let routes: { method: string; path: string }[] = [];
let cookie = "";

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  t = await createTestApp({ config: { logLevel: "trace" }, logStream: stream });
  const doc = json<{ paths: Record<string, Record<string, unknown>> }>(
    await request(t.app, HARBOR, { method: "GET", url: "/api/docs/json" }),
  );
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith("/api/account/wallet"))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
  cookie = await signIn(t.app, HARBOR, "member@harbor.example");
});
afterAll(() => t.close());

const ids: Record<string, string> = {
  cardId: DEMO_WALLET.visa.id,
  bankId: DEMO_WALLET.pendingBank.id,
  processorId: "harbor-sandbox",
};

/** Every field a card could hide in, plus the fields the wallet's bodies have. */
const bodyWith = (pan: string) => ({
  card_number: pan,
  number: pan,
  token: pan,
  token_type: "card",
  nickname: pan,
  account_id: pan,
  billing_details: { name: pan, zip_code: "02840", country: "US" },
  payment_processor_id: "harbor-sandbox",
  redirect_uri: `http://harbor.localhost/account/wallet?card=${pan}`,
  exit_uri: "http://harbor.localhost/account/wallet",
  amount_1: 32,
  amount_2: 45,
});

describe("card numbers and the wallet", () => {
  it("finds the wallet routes", () => {
    expect(routes.length).toBeGreaterThanOrEqual(15);
  });

  it("refuses a card number in the address, the path or the body of every wallet route", async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => ids[name] ?? "");
      const attempts = [
        { url: `${path}?card_number=${PANS[0]}` },
        { url: `${path}?note=${encodeURIComponent(SPACED)}` },
        ...(route.path.includes("{") ? [{ url: route.path.replace(/\{[^}]+\}/g, PANS[1] ?? "") }] : []),
        ...(route.method === "GET" || route.method === "DELETE"
          ? []
          : [{ url: path, payload: bodyWith(PANS[2] ?? "") }]),
        ...(route.method === "PATCH" ? [{ url: path, payload: { nickname: SPACED } }] : []),
      ];
      for (const attempt of attempts) {
        const res = await request(t.app, HARBOR, {
          method: route.method as "GET",
          headers: { cookie },
          ...attempt,
        });
        const code = res.statusCode === 400 ? json(res).code : res.statusCode;
        if (!["card_data_refused", "invalid_request"].includes(String(code)))
          failures.push(`${route.method} ${attempt.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        for (const pan of [...PANS, SPACED])
          if (res.body.includes(pan)) failures.push(`${route.method} ${attempt.url} echoes it`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("a body nested 10,000 levels on a route that declares none is a 400, not a stack overflow", async () => {
    const nested = `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`;
    for (const url of [
      `/api/account/wallet/cards/${DEMO_WALLET.visa.id}`,
      `/api/account/wallet/banks/${DEMO_WALLET.pendingBank.id}`,
    ]) {
      const res = await request(t.app, HARBOR, {
        method: "DELETE",
        url,
        headers: { cookie, "content-type": "application/json" },
        payload: nested,
      });
      expect(res.statusCode, url).toBe(400);
      expect(json(res).code).toBe("invalid_request");
    }
    // Neither was deleted.
    const wallet = json<{ cards: { id: string }[]; banks: { id: string }[] }>(
      await request(t.app, HARBOR, { method: "GET", url: "/api/account/wallet", headers: { cookie } }),
    );
    expect([...wallet.cards, ...wallet.banks].map((method) => method.id)).toEqual(
      expect.arrayContaining([DEMO_WALLET.visa.id, DEMO_WALLET.pendingBank.id]),
    );
  });

  it("says why when the number is in the address", async () => {
    const res = await request(t.app, HARBOR, {
      method: "GET",
      url: `/api/account/wallet?card=${PANS[0]}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: "card_data_refused", title: "Card Details Not Accepted" });
  });

  it("lets the sandbox tokenize a test card, and keeps nothing but its brand, last four and expiry", async () => {
    const token = await sandboxToken(t.app, PANS[0] ?? "");
    expect(token).toMatch(/^tok_[A-Za-z]{24}$/);
  });

  it("leaves no card number in the database or the log", async () => {
    const tables = await t.app.platformDb.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    let dump = "";
    for (const { table_name } of tables.rows) {
      const rows = await t.app.platformDb.execute(sql.raw(`select * from "${table_name}"`));
      dump += JSON.stringify(rows.rows);
    }
    expect(dump.length).toBeGreaterThan(10_000);
    expect(log).toContain("/api/account/wallet");
    for (const pan of [...PANS, SPACED, encodeURIComponent(SPACED)]) {
      expect(dump.includes(pan), `database holds ${pan}`).toBe(false);
      expect(log.includes(pan), `log holds ${pan}`).toBe(false);
    }
    expect(log).toContain("[card number removed]");
  });
});
