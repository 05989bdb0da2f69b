import { describe, expect, it } from "vitest";
import { withWireCurrency } from "../common/money-codec.ts";
import { fromWire, toWire } from "../common/wire.ts";
import { paymentResultSchema, paymentSubmissionSchema } from "../payments/payments.schemas.ts";
import { addCardSchema, bankAccountSchema, cardSchema, verifyBankSchema } from "./wallet.schemas.ts";

const at = new Date("2026-11-21T12:00:00Z");

describe("wallet wire names are the spec's fields in snake_case", () => {
  it("cards", () => {
    const wire = toWire(cardSchema, {
      id: "c1",
      brand: "visa",
      nickname: "Dining",
      billingUse: "pos",
      default: false,
      status: "active",
      expMonth: 4,
      expYear: 2029,
      lastFour: "4242",
      billingDetails: { name: "Eleanor Vance", zipCode: "02840", country: "US" },
      verified: true,
      paymentType: "creditcard",
      type: "sandbox",
      paymentProcessorId: "harbor-sandbox",
      createdOn: at,
      fullExpiration: "04 / 29",
      customerId: "cu1",
    }) as Record<string, unknown>;
    expect(wire).toMatchObject({
      billing_use: "pos",
      last_four: "4242",
      exp_month: 4,
      payment_type: "creditcard",
      full_expiration: "04 / 29",
      billing_details: { zip_code: "02840" },
      created_on: "2026-11-21T12:00:00.000Z",
    });
  });

  it("banks", () => {
    const wire = toWire(bankAccountSchema, {
      id: "b1",
      canVerify: true,
      brand: "STRIPE TEST BANK",
      nickname: "Checking",
      billingUse: "none",
      default: false,
      status: "pending verification",
      lastFour: "6789",
      accountHolderName: "Eleanor Vance",
      accountType: "individual",
      billingDetails: { name: "Eleanor Vance", zipCode: "", country: "US" },
      verified: false,
      verificationStatus: "pending verification",
      paymentType: "ach",
      type: "sandbox",
      paymentProcessorId: "harbor-sandbox",
      modifiedOn: at,
      createdOn: at,
    }) as Record<string, unknown>;
    expect(wire).toMatchObject({
      can_verify: true,
      verification_status: "pending verification",
      payment_type: "ach",
    });
  });

  it("deposits are amount_1 and amount_2, in cents", () => {
    const parsed = fromWire(verifyBankSchema, { amount_1: 32, amount_2: 45 });
    expect(parsed.success && parsed.data).toEqual({ amount1: 32, amount2: 45 });
    expect(fromWire(verifyBankSchema, { amount_1: 0.32, amount_2: 45 }).success).toBe(false);
  });

  it("amounts of a payment go through the money codec", () => {
    const parsed = withWireCurrency("USD", () =>
      fromWire(paymentSubmissionSchema, {
        type: "creditcard",
        id: "0c0ffee0-0000-4000-8000-000000000001",
        amount: 25.5,
        idempotency_key: "order-12-attempt-1",
      }),
    );
    expect(parsed.success && parsed.data.amount).toBe(2550);
    const wire = withWireCurrency("USD", () =>
      toWire(paymentResultSchema, {
        amount: 2550,
        amountCharged: 2550,
        success: true,
        error: null,
        transaction: null,
        actionCode: null,
        clientSecret: null,
        paymentIntentId: null,
      }),
    );
    expect(wire).toMatchObject({ amount: 25.5, amount_charged: 25.5 });
  });
});

describe("card fields refuse card numbers", () => {
  const card = {
    token_type: "card",
    token: "tok_abc",
    nickname: "Dining",
    billing_details: { name: "Eleanor Vance", zip_code: "02840", country: "US" },
    payment_processor_id: "harbor-sandbox",
  };
  it("accepts a token and refuses a number in any text field", () => {
    expect(fromWire(addCardSchema, card).success).toBe(true);
    expect(fromWire(addCardSchema, { ...card, token: "4242424242424242" }).success).toBe(false);
    expect(fromWire(addCardSchema, { ...card, nickname: "4242 4242 4242 4242" }).success).toBe(false);
    expect(fromWire(addCardSchema, { ...card, card_number: "4242424242424242" }).success).toBe(false);
  });
  it("checks the zip by country", () => {
    const bad = { ...card, billing_details: { name: "A B", zip_code: "ABC", country: "US" } };
    const result = fromWire(addCardSchema, bad);
    expect(result.success).toBe(false);
    expect(
      fromWire(addCardSchema, { ...bad, billing_details: { name: "A B", zip_code: "28001", country: "ES" } })
        .success,
    ).toBe(true);
  });
});
