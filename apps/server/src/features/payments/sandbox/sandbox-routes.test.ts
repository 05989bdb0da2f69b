import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../../test/manual-clock.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  // The limits' clock: the tokenize limit's minute never ends halfway through its test.
  t = await createTestApp({ clock: manualClock() });
});
afterAll(() => t.close());

const tokenize = (card: Record<string, unknown>, key = "pk_sandbox_harbor", host = HARBOR) =>
  request(t.app, host, {
    method: "POST",
    url: "/sandbox/v1/tokens",
    headers: { authorization: `Bearer ${key}` },
    payload: { card: { exp_month: 12, exp_year: new Date().getUTCFullYear() + 1, cvc: "123", ...card } },
  });

describe("the sandbox's own endpoints", () => {
  it("tokenizes a test card into brand, last four and expiry", async () => {
    const res = await tokenize({ number: "4242 4242 4242 4242" });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({
      id: expect.stringMatching(/^tok_/),
      card: { brand: "visa", last4: "4242", exp_month: 12 },
    });
  });

  it("refuses a wrong publishable key, a card that is not a test card, a bad CVC and a past expiry", async () => {
    expect((await tokenize({ number: "4242424242424242" }, "pk_wrong")).statusCode).toBe(401);
    expect((await tokenize({ number: "4242424242424242" }, "pk_sandbox_harbor", SIERRA)).statusCode).toBe(
      401,
    );
    expect(json(await tokenize({ number: "4111111111111111" })).error_details).toEqual([
      { field: "card.number", details: "Use one of the sandbox's test cards (see the README)" },
    ]);
    expect(json(await tokenize({ number: "378282246310005", cvc: "123" })).error_details).toEqual([
      { field: "card.cvc", details: "Card security code is required" },
    ]);
    expect(json(await tokenize({ number: "4242424242424242", exp_year: 2020 })).error_details).toEqual([
      { field: "card.exp_year", details: "Your card has expired." },
    ]);
  });

  it("shows a challenge or an intent only with its client secret", async () => {
    const missing = await request(t.app, HARBOR, {
      method: "GET",
      url: "/sandbox/3ds/pi_abcdefghijklmnopqrstuvwx?client_secret=x",
    });
    expect(missing.statusCode).toBe(404);
    const noSecret = await request(t.app, HARBOR, {
      method: "GET",
      url: "/sandbox/v1/payment_intents/pi_abcdefghijklmnopqrstuvwx",
    });
    expect(noSecret.statusCode).toBe(404);
    const expiredLink = await request(t.app, HARBOR, {
      method: "GET",
      url: "/sandbox/link/plaid/link-sandbox_abcdefghijklmnopqrstuvwx",
    });
    expect(expiredLink.statusCode).toBe(404);
    expect(expiredLink.body).toContain("This link has expired or was already used.");
  });

  it("limits how many cards one address may tokenize in a minute (issue 20, item 13)", async () => {
    const from = (remoteAddress: string) =>
      request(t.app, HARBOR, {
        method: "POST",
        url: "/sandbox/v1/tokens",
        remoteAddress,
        headers: { authorization: "Bearer pk_sandbox_harbor" },
        payload: { card: { number: "4242424242424242", exp_month: 12, exp_year: 2099, cvc: "123" } },
      });
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push((await from("10.9.9.9")).statusCode);
    expect(answers.slice(0, 60).every((status) => status === 201)).toBe(true);
    expect(answers[60]).toBe(429);
    expect((await from("10.9.9.10")).statusCode).toBe(201);
  });
});
