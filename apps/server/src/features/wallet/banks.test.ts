import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_WALLET } from "../../demo/demo-ids.ts";
import { asMember, signIn } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";
import { BANK, sealBankData } from "../../test/wallet.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface BankWire {
  id: string;
  brand: string;
  nickname: string;
  status: string;
  verified: boolean;
  verification_status: string;
  can_verify: boolean;
  last_four: string;
  payment_type: string;
  billing_use: string;
  account_holder_name: string;
}

const member = async (email = "member@harbor.example") => asMember(t.app, await signIn(t.app, HARBOR, email));
const addTypedBank = async (as: Awaited<ReturnType<typeof member>>, data: Record<string, unknown> = BANK) =>
  as("POST", "/api/account/wallet/banks", {
    token: await sealBankData(t.app, HARBOR, data),
    token_type: "portal",
    nickname: "Joint checking",
  });

describe("wallet bank accounts", () => {
  it("lists banks with the spec's fields; the wallet adds the house account when enabled", async () => {
    const eleanor = await member();
    const banks = json<BankWire[]>(await eleanor("GET", "/api/account/wallet/banks"));
    expect(banks.map((bank) => [bank.nickname, bank.status, bank.can_verify])).toEqual([
      ["Household checking", "verified", false],
      ["Savings", "pending verification", true],
    ]);
    expect(banks[1]).toMatchObject({
      verification_status: "pending verification",
      payment_type: "ach",
      last_four: "1234",
    });
    const wallet = json<{ cards: unknown[]; banks: unknown[]; house_account: unknown }>(
      await eleanor("GET", "/api/account/wallet"),
    );
    expect(wallet.cards).toHaveLength(3);
    expect(wallet.banks).toHaveLength(2);
    expect(wallet.house_account).toEqual({
      id: "house-account",
      payment_type: "houseAccount",
      brand: "Harbor Club",
      nickname: "Harbor Club",
      default: false,
    });
    const guest = await member("guest@harbor.example");
    expect(json(await guest("GET", "/api/account/wallet"))).toEqual({
      cards: [],
      banks: [],
      house_account: null,
    });
  });

  it("adds a bank sealed in the browser, pending until both deposits are right", async () => {
    const guest = await member("guest@harbor.example");
    const res = await addTypedBank(guest);
    expect(res.statusCode).toBe(201);
    const bank = json<BankWire>(res);
    expect(bank).toMatchObject({
      brand: "STRIPE TEST BANK",
      last_four: "6789",
      verified: false,
      can_verify: true,
      billing_use: "default",
      account_holder_name: "Eleanor Vance",
    });
    const renamed = await guest("PATCH", `/api/account/wallet/banks/${bank.id}`, { nickname: "Mine" });
    expect(renamed.statusCode).toBe(400);
    expect(json(renamed).code).toBe("bank_not_verified");
    const wrong = await guest("POST", `/api/account/wallet/banks/${bank.id}/verify`, {
      amount_1: 10,
      amount_2: 20,
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({
      code: "verify_amounts_mismatch",
      error_details: [{ field: "amount_1", details: "2 attempts left" }],
    });
    const verified = await guest("POST", `/api/account/wallet/banks/${bank.id}/verify`, {
      amount_1: 45,
      amount_2: 32,
    });
    expect(verified.statusCode).toBe(200);
    expect(json<BankWire>(verified)).toMatchObject({ verified: true, status: "verified", can_verify: false });
    const ok = await guest("PATCH", `/api/account/wallet/banks/${bank.id}`, { nickname: "Household" });
    expect(json<BankWire>(ok).nickname).toBe("Household");
    const use = await guest("PATCH", `/api/account/wallet/banks/${bank.id}`, { billing_use: "pos" });
    expect(json(use).error_details).toEqual([
      { field: "billing_use", details: "Only the nickname of a bank account can be changed" },
    ]);
  });

  it("limits verification attempts: then can_verify is false and 'Verify Attempts Exceeded'", async () => {
    const pastdue = await member("pastdue@harbor.example");
    const bank = json<BankWire>(await addTypedBank(pastdue));
    const verify = () =>
      pastdue("POST", `/api/account/wallet/banks/${bank.id}/verify`, { amount_1: 1, amount_2: 2 });
    expect(json(await verify()).code).toBe("verify_amounts_mismatch");
    expect(json(await verify()).code).toBe("verify_amounts_mismatch");
    const third = await verify();
    expect(json(third)).toMatchObject({
      code: "verify_attempts_exceeded",
      title: "Verify Attempts Exceeded",
    });
    const right = await pastdue("POST", `/api/account/wallet/banks/${bank.id}/verify`, {
      amount_1: 32,
      amount_2: 45,
    });
    expect(json(right).code).toBe("verify_attempts_exceeded");
    expect(json<BankWire>(await pastdue("GET", `/api/account/wallet/banks/${bank.id}`)).can_verify).toBe(
      false,
    );
  });

  it("refuses a bad routing number, unreadable data and missing deposits with the field", async () => {
    const guest = await member("guest@harbor.example");
    const bad = await addTypedBank(guest, { ...BANK, routing_number: "110000001" });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error_details).toEqual([
      { field: "routing_number", details: "Invalid Routing Number Provided" },
    ]);
    const unreadable = await guest("POST", "/api/account/wallet/banks", {
      token: Buffer.alloc(256, 7).toString("base64"),
      token_type: "portal",
      nickname: "X",
    });
    expect(json(unreadable).error_details).toEqual([
      { field: "token", details: "The bank details could not be read" },
    ]);
    const missing = await guest("POST", `/api/account/wallet/banks/${DEMO_WALLET.pendingBank.id}/verify`, {
      amount_1: 32,
    });
    expect(json(missing).error_details).toEqual([{ field: "amount_2", details: expect.any(String) }]);
  });

  it("links a bank through the sandbox's Plaid-like page, back to /account/wallet", async () => {
    const guest = await member("newpass@harbor.example");
    const link = json<{ link_token: string; link_url: string; expiration: string }>(
      await guest("GET", "/api/account/wallet/plaid/link"),
    );
    expect(link.link_url).toBe(`/sandbox/link/plaid/${link.link_token}`);
    const page = await request(t.app, HARBOR, { method: "GET", url: link.link_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Plaid Checking");
    const chosen = await request(t.app, HARBOR, {
      method: "POST",
      url: link.link_url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "account=savings",
    });
    expect(chosen.statusCode).toBe(303);
    const back = new URL(String(chosen.headers.location));
    expect(back.pathname).toBe("/account/wallet");
    const added = await guest("POST", "/api/account/wallet", {
      token_type: "plaid",
      token: back.searchParams.get("plaid_public_token"),
      account_id: back.searchParams.get("plaid_account_id"),
    });
    expect(added.statusCode).toBe(201);
    expect(json<BankWire>(added)).toMatchObject({
      verified: true,
      last_four: "1111",
      brand: "Sandbox Bank (Plaid)",
    });
    expect((await request(t.app, HARBOR, { method: "GET", url: link.link_url })).statusCode).toBe(404);
  });

  it("sets up a direct debit through the sandbox's GoCardless-like page", async () => {
    const guest = await member("newpass@harbor.example");
    const origin = `http://harbor.localhost:${t.app.appConfig.port}`;
    // Another site, and the club's host on another port (another site too): refused.
    for (const elsewhere of ["https://evil.example/wallet", "http://harbor.localhost:8666/wallet"]) {
      const foreign = await guest("POST", "/api/account/wallet/gocardless/link", {
        redirect_uri: elsewhere,
        exit_uri: `${origin}/account/wallet`,
      });
      expect(json(foreign).error_details).toEqual([
        { field: "redirect_uri", details: "Must be an address of this portal" },
      ]);
    }
    const link = json<{ billing_request: string; authorization_url: string; sandbox: boolean }>(
      await guest("POST", "/api/account/wallet/gocardless/link", {
        redirect_uri: `${origin}/account/wallet`,
        exit_uri: `${origin}/account/wallet`,
      }),
    );
    expect(link.sandbox).toBe(true);
    const path = new URL(link.authorization_url).pathname;
    const done = await request(t.app, HARBOR, {
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "account_holder_name=Eleanor+Vance&account=checking",
    });
    expect(done.statusCode).toBe(303);
    const added = await guest("POST", "/api/account/wallet", {
      token_type: "gocardless",
      token: link.billing_request,
      billing_details: {
        name: "Eleanor Vance",
        zip_code: "02840",
        country: "US",
        address: "1 Wharf Road",
        city: "Newport",
        state: "RI",
      },
    });
    expect(added.statusCode).toBe(201);
    expect(json<BankWire>(added)).toMatchObject({ verified: true, brand: "Sandbox Bank (GoCardless)" });
  });

  it("deletes a bank; 401 without a session; another member's or club's bank is a 404", async () => {
    const guest = await member("guest@harbor.example");
    for (const [method, url] of [
      ["GET", "/api/account/wallet/banks"],
      ["GET", "/api/account/wallet"],
      ["POST", `/api/account/wallet/banks/${DEMO_WALLET.pendingBank.id}/verify`],
    ] as const)
      expect(
        (await request(t.app, HARBOR, { method, url, payload: method === "POST" ? {} : undefined }))
          .statusCode,
      ).toBe(401);
    const theirs = `/api/account/wallet/banks/${DEMO_WALLET.pendingBank.id}`;
    expect((await guest("GET", theirs)).statusCode).toBe(404);
    expect((await guest("POST", `${theirs}/verify`, { amount_1: 32, amount_2: 45 })).statusCode).toBe(404);
    expect((await guest("DELETE", theirs)).statusCode).toBe(404);
    const socio = asMember(t.app, await signIn(t.app, SIERRA, "socio@sierra.example"), SIERRA);
    expect((await socio("PATCH", theirs, { nickname: "x" })).statusCode).toBe(404);
    const eleanor = await member();
    expect((await eleanor("DELETE", theirs)).statusCode).toBe(200);
    expect(json<BankWire[]>(await eleanor("GET", "/api/account/wallet/banks"))).toHaveLength(1);
  });
});
