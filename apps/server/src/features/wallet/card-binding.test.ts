/**
 * Issue 20, item 3: a saved card belongs to its owner at the processor. Another member who
 * learns its reference can neither pay with it nor copy it into their wallet; a new card's token
 * pays once; an expiry in the past is refused; and the demo ships no fixed references.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS, DEMO_WALLET } from "../../demo/demo-ids.ts";
import { AT_TABLE, checkoutKey, shopProduct } from "../../test/commerce.ts";
import { type Member, memberOf } from "../../test/customer-session.ts";
import { createTestApp, json, type TestApp } from "../../test/test-app.ts";
import { billingDetails, sandboxToken } from "../../test/wallet.ts";
import { walletMethods } from "./tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The processor reference behind a demo wallet method, as stored (what a leak would reveal). */
async function storedRef(methodId: string): Promise<string> {
  const [row] = await t.app.platformDb
    .select({ ref: walletMethods.providerRef })
    .from(walletMethods)
    .where(and(eq(walletMethods.companyId, DEMO.harbor.companyId), eq(walletMethods.id, methodId)));
  if (!row) throw new Error("demo method missing");
  return row.ref;
}

async function checkoutWithToken(member: Member, token: string, save = false) {
  const dish = await shopProduct(t.app, { type: "fandb", onHand: 10, priceCents: 500, weightGrams: 0 });
  await member("POST", "/api/cart/products", { items: [{ product_id: dish.id, quantity: 1 }] });
  const key = checkoutKey();
  const answer = await member("POST", "/api/checkout", {
    idempotency_key: key,
    dining: AT_TABLE,
    payment_method: {
      type: "newcreditcard",
      token,
      billing_details: billingDetails,
      amount: 0,
      save,
      idempotency_key: key,
    },
  });
  await member("POST", "/api/cart/products", { items: [{ product_id: dish.id, quantity: 0 }] });
  return answer;
}

const cardsOf = async (member: Member) =>
  json<{ last_four: string }[]>(await member("GET", "/api/account/wallet/cards"));

describe("saved cards are bound to their owner", () => {
  it("another member cannot pay with, or keep, the demo member's saved Visa", async () => {
    const guest = await memberOf(t.app, DEMO_CUSTOMERS.guest.email);
    const visa = await storedRef(DEMO_WALLET.visa.id);
    const paid = await checkoutWithToken(guest, visa, true);
    expect([paid.statusCode, json(paid).code]).toEqual([402, "payment_failed"]);
    expect(json(await guest("GET", "/api/account/orders"))).toEqual([]);
    expect((await cardsOf(guest)).map((card) => card.last_four)).not.toContain("4242");

    const attached = await guest("POST", "/api/account/wallet", {
      token_type: "card",
      token: visa,
      nickname: "Not mine",
      billing_details: billingDetails,
      payment_processor_id: DEMO_WALLET.processorId,
    });
    expect([attached.statusCode, json(attached).code]).toEqual([400, "card_error"]);

    // The owner's card still pays for the owner.
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const dish = await shopProduct(t.app, { type: "fandb", onHand: 10, priceCents: 500, weightGrams: 0 });
    await member("POST", "/api/cart/products", { items: [{ product_id: dish.id, quantity: 1 }] });
    const key = checkoutKey();
    const own = await member("POST", "/api/checkout", {
      idempotency_key: key,
      dining: AT_TABLE,
      payment_method: { type: "creditcard", id: DEMO_WALLET.visa.id, amount: 0, idempotency_key: key },
    });
    expect(json(own)).toMatchObject({ success: true });
  });

  it("a new card's token pays once, as a processor's token does", async () => {
    const guest = await memberOf(t.app, DEMO_CUSTOMERS.guest.email);
    const token = await sandboxToken(t.app, "4242424242424242");
    expect(json(await checkoutWithToken(guest, token))).toMatchObject({ success: true });
    const again = await checkoutWithToken(guest, token);
    expect([again.statusCode, json(again).code]).toEqual([402, "payment_failed"]);
  });

  it("a token one member saved while paying cannot be used or attached by another", async () => {
    const guest = await memberOf(t.app, DEMO_CUSTOMERS.guest.email);
    const token = await sandboxToken(t.app, "5555555555554444");
    expect(json(await checkoutWithToken(guest, token, true))).toMatchObject({ success: true });
    expect((await cardsOf(guest)).map((card) => card.last_four)).toContain("4444");
    const other = await memberOf(t.app, DEMO_CUSTOMERS.newPassword.email);
    const paid = await checkoutWithToken(other, token, true);
    expect([paid.statusCode, json(paid).code]).toEqual([402, "payment_failed"]);
    expect((await cardsOf(other)).map((card) => card.last_four)).not.toContain("4444");
  });

  it("refuses an expiry date in the past on a saved card", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const res = await member("PATCH", `/api/account/wallet/cards/${DEMO_WALLET.amex.id}`, {
      exp_month: 1,
      exp_year: 2024,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).error_details).toEqual([
      { field: "exp_year", details: "The expiry date cannot be in the past" },
    ]);
    const card = json<{ full_expiration: string }>(
      await member("GET", `/api/account/wallet/cards/${DEMO_WALLET.amex.id}`),
    );
    expect(card.full_expiration).toBe("03 / 29");
  });

  it("the demo's processor references are made for each database, never the published ones", async () => {
    const published = [
      "tok_harborDemoVisaEverydayCard",
      "tok_harborDemoMastercardDues",
      "tok_harborDemoAmexDiningCard",
      "ba_harborDemoHouseholdChecking",
      "ba_harborDemoPendingSavings",
    ];
    const refs = await Promise.all(
      [DEMO_WALLET.visa, DEMO_WALLET.mastercard, DEMO_WALLET.amex, DEMO_WALLET.verifiedBank].map((method) =>
        storedRef(method.id),
      ),
    );
    for (const ref of refs) {
      expect(published).not.toContain(ref);
      expect(ref).toMatch(/^(pm|ba)_[0-9a-f]{24}$/);
    }
  });
});
