import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_WALLET } from "../../demo/demo-ids.ts";
import { asMember, signIn } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";
import { billingDetails, sandboxToken } from "../../test/wallet.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface CardWire {
  id: string;
  billing_use: string;
  default: boolean;
  last_four: string;
  brand: string;
  full_expiration: string;
  payment_type: string;
  billing_details: { name: string; zip_code: string; country: string };
}

const addCard = async (
  member: ReturnType<typeof asMember>,
  number: string,
  extra: Record<string, unknown> = {},
) =>
  member("POST", "/api/account/wallet", {
    token_type: "card",
    token: await sandboxToken(t.app, number),
    nickname: "New card",
    billing_details: billingDetails,
    payment_processor_id: "harbor-sandbox",
    ...extra,
  });

describe("wallet cards", () => {
  it("lists the demo member's cards in the spec's wire names", async () => {
    const member = asMember(t.app, await signIn(t.app, HARBOR, "member@harbor.example"));
    const res = await member("GET", "/api/account/wallet/cards");
    expect(res.statusCode).toBe(200);
    const cards = json<CardWire[]>(res);
    expect(cards.map((card) => [card.brand, card.billing_use, card.default])).toEqual([
      ["visa", "default", true],
      ["mastercard", "billing", false],
      ["amex", "pos", false],
    ]);
    expect(cards[0]).toMatchObject({
      last_four: "4242",
      payment_type: "creditcard",
      full_expiration: "12 / 29",
    });
    const one = await member("GET", `/api/account/wallet/cards/${DEMO_WALLET.amex.id}`);
    expect(json<CardWire>(one).last_four).toBe("0005");
  });

  it("adds a card from a sandbox token; a first card is the default; the name is reduced", async () => {
    const guest = asMember(t.app, await signIn(t.app, HARBOR, "guest@harbor.example"));
    const res = await addCard(guest, "4242424242424242", { billing_use: "pos" });
    expect(res.statusCode).toBe(201);
    const card = json<CardWire>(res);
    expect(card).toMatchObject({ billing_use: "default", default: true, last_four: "4242", brand: "visa" });
    expect(card.billing_details.name).toBe("Eleanor Vance");
    const second = json<CardWire>(await addCard(guest, "5555555555554444", { billing_use: "pos" }));
    expect(second.billing_use).toBe("pos");
  });

  it("refuses a card the sandbox declines, and a brand the processor does not accept", async () => {
    const guest = asMember(t.app, await signIn(t.app, HARBOR, "guest@harbor.example"));
    const declined = await addCard(guest, "4000000000000002");
    expect(declined.statusCode).toBe(400);
    expect(json(declined)).toMatchObject({ code: "card_error", title: "Error adding this card" });
    const sierraMember = asMember(t.app, await signIn(t.app, SIERRA, "socio@sierra.example"), SIERRA);
    const amex = await sierraMember("POST", "/api/account/wallet", {
      token_type: "card",
      token: await sandboxToken(t.app, "378282246310005", SIERRA),
      nickname: "Amex",
      billing_details: { name: "Ana García", zip_code: "28001", country: "ES" },
      payment_processor_id: "sierra-sandbox",
    });
    expect(amex.statusCode).toBe(400);
    expect(json(amex).code).toBe("card_error");
  });

  it("a default card cannot change its use; saving a use takes it from the other card", async () => {
    const cookie = await signIn(t.app, HARBOR, "member@harbor.example");
    const member = asMember(t.app, cookie);
    const refused = await member("PATCH", `/api/account/wallet/cards/${DEMO_WALLET.visa.id}`, {
      billing_use: "billing",
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({
      code: "default_method_required",
      error_description:
        "At least one payment method must be default. To change the billing use, make another method default first.",
      error_details: [{ field: "billing_use" }],
    });
    const moved = await member("PATCH", `/api/account/wallet/cards/${DEMO_WALLET.amex.id}`, {
      billing_use: "billing",
    });
    expect(json<CardWire>(moved).billing_use).toBe("billing");
    const cards = json<CardWire[]>(await member("GET", "/api/account/wallet/cards"));
    expect(cards.map((card) => card.billing_use)).toEqual(["default", "none", "billing"]);
    const madeDefault = await member("PATCH", `/api/account/wallet/cards/${DEMO_WALLET.mastercard.id}`, {
      billing_use: "default",
    });
    expect(json<CardWire>(madeDefault).default).toBe(true);
    const after = json<CardWire[]>(await member("GET", "/api/account/wallet/cards"));
    expect(after.filter((card) => card.default).map((card) => card.id)).toEqual([DEMO_WALLET.mastercard.id]);
  });

  it("edits nickname, expiry and billing details, checking the zip by country", async () => {
    const member = asMember(t.app, await signIn(t.app, HARBOR, "member@harbor.example"));
    const url = `/api/account/wallet/cards/${DEMO_WALLET.visa.id}`;
    const bad = await member("PATCH", url, {
      billing_details: { name: "E V", zip_code: "ABCDE", country: "US" },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error_details).toEqual([
      { field: "billing_details.zip_code", details: "Please enter a valid value" },
    ]);
    const noCountry = await member("PATCH", url, {
      billing_details: { name: "E V", zip_code: "02840", country: "" },
    });
    expect(json(noCountry).error_details).toEqual([
      { field: "billing_details.country", details: "Country is required" },
    ]);
    const res = await member("PATCH", url, {
      nickname: "Travel Visa",
      exp_month: 4,
      exp_year: 2031,
      billing_details: { name: "Eleanor Vance", zip_code: "SW1A 1AA", country: "GB" },
    });
    expect(res.statusCode).toBe(200);
    expect(json<CardWire>(res)).toMatchObject({
      full_expiration: "04 / 31",
      billing_details: { zip_code: "SW1A 1AA", country: "GB" },
    });
  });

  it("deletes a card; the default card goes only when it is the last method", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const guest = asMember(t.app, cookie);
    const cards = json<CardWire[]>(await guest("GET", "/api/account/wallet/cards"));
    const defaultCard = cards.find((card) => card.default);
    const other = cards.find((card) => !card.default);
    if (!defaultCard || !other) throw new Error("the guest should have two cards by now");
    expect((await guest("DELETE", `/api/account/wallet/cards/${defaultCard.id}`)).statusCode).toBe(400);
    expect((await guest("DELETE", `/api/account/wallet/cards/${other.id}`)).statusCode).toBe(200);
    expect((await guest("DELETE", `/api/account/wallet/cards/${other.id}`)).statusCode).toBe(404);
    expect((await guest("DELETE", `/api/account/wallet/cards/${defaultCard.id}`)).statusCode).toBe(200);
  });

  it("answers bad input with the field, 401 without a session, 404 for another member's card", async () => {
    const guest = asMember(t.app, await signIn(t.app, HARBOR, "guest@harbor.example"));
    const bad = await guest("POST", "/api/account/wallet", { token_type: "card", token: "", nickname: "" });
    expect(bad.statusCode).toBe(400);
    const fields = json<{ error_details: { field: string }[] }>(bad)
      .error_details.map((d) => d.field)
      .sort();
    expect(fields).toEqual(["billing_details", "nickname", "payment_processor_id", "token"]);
    expect((await guest("GET", "/api/account/wallet/cards/not-a-uuid")).statusCode).toBe(400);
    for (const url of ["/api/account/wallet/cards", `/api/account/wallet/cards/${DEMO_WALLET.visa.id}`]) {
      const anonymous = await request(t.app, HARBOR, { method: "GET", url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers.location).toBe("/logout");
    }
    expect((await guest("GET", `/api/account/wallet/cards/${DEMO_WALLET.visa.id}`)).statusCode).toBe(404);
    expect(
      (await guest("PATCH", `/api/account/wallet/cards/${DEMO_WALLET.visa.id}`, { nickname: "Mine" }))
        .statusCode,
    ).toBe(404);
    const socio = asMember(t.app, await signIn(t.app, SIERRA, "socio@sierra.example"), SIERRA);
    expect((await socio("GET", `/api/account/wallet/cards/${DEMO_WALLET.visa.id}`)).statusCode).toBe(404);
    expect((await socio("DELETE", `/api/account/wallet/cards/${DEMO_WALLET.visa.id}`)).statusCode).toBe(404);
  });

  it("gives a setup intent and a card session for the club's processor; another club's processor is a 404", async () => {
    const member = asMember(t.app, await signIn(t.app, HARBOR, "member@harbor.example"));
    const intent = await member("GET", "/api/account/wallet/stripe/harbor-sandbox/intent");
    expect(intent.statusCode).toBe(200);
    expect(json<{ client_secret: string }>(intent).client_secret).toMatch(/^seti_[A-Za-z]+_secret_/);
    const session = await member("GET", "/api/account/wallet/stripe/session");
    expect(json(session)).toMatchObject({
      id: expect.stringMatching(/^ephkey_/),
      token: expect.stringMatching(/^ek_sandbox_/),
    });
    expect((await member("GET", "/api/account/wallet/stripe/sierra-sandbox/intent")).statusCode).toBe(404);
  });
});
