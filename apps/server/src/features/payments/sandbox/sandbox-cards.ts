/**
 * The sandbox's test cards and accounts (README "Sandbox processor"): deterministic, like a
 * provider's test mode. Only these numbers are accepted; a real card is refused, so nobody
 * types one into a demo by mistake.
 */
import { randomInt } from "node:crypto";
import { type CardBrand, cardBrandOf } from "@crest/domain";

export type CardBehaviour =
  | "approve"
  | "decline"
  | "decline_after_attach"
  | "insufficient_funds"
  | "three_ds";

export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  "4242424242424242": "approve",
  "5555555555554444": "approve",
  "378282246310005": "approve",
  "6011111111111117": "approve",
  "4000000000000002": "decline",
  // Stripe's 4000 0000 0000 0341: saving it succeeds, every charge is then declined.
  "4000000000000341": "decline_after_attach",
  "4000000000009995": "insufficient_funds",
  "4000002760003184": "three_ds",
  "4000000000003184": "three_ds",
};

export interface TestCard {
  behaviour: CardBehaviour;
  brand: CardBrand;
  lastFour: string;
}

/** The test card a number is, or null for any other number. */
export function testCardOf(number: string): TestCard | null {
  const digits = number.replace(/[\s-]/g, "");
  const behaviour = TEST_CARDS[digits];
  if (!behaviour) return null;
  return { behaviour, brand: cardBrandOf(digits), lastFour: digits.slice(-4) };
}

/** The two micro-deposits every sandbox bank account receives, in cents (as Stripe's test mode). */
export const SANDBOX_DEPOSITS: readonly [number, number] = [32, 45];

/** Wrong deposit entries the sandbox allows (Stripe allows 10; the demo shows the limit sooner). */
export const SANDBOX_VERIFY_ATTEMPTS = 3;

/** Banks the sandbox knows by routing number; others are 'Sandbox Test Bank'. */
export const SANDBOX_BANKS: Readonly<Record<string, string>> = {
  "110000000": "STRIPE TEST BANK",
  "011000015": "Federal Reserve Bank",
  "021000021": "JPMorgan Chase",
  "121000358": "Bank of America",
  "011401533": "Bank of America",
};

/** The accounts the sandbox's Plaid-like link page offers. */
export const SANDBOX_LINK_ACCOUNTS = [
  { id: "checking", name: "Plaid Checking", lastFour: "0000", bankName: "Sandbox Bank (Plaid)" },
  { id: "savings", name: "Plaid Saving", lastFour: "1111", bankName: "Sandbox Bank (Plaid)" },
] as const;

const LETTERS = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ";

/**
 * A sandbox id: a prefix and 24 random letters. Letters only, so no id can ever look like a
 * card number to the portal's card-number guard.
 */
export function sandboxId(prefix: string): string {
  let id = `${prefix}_`;
  for (let i = 0; i < 24; i++) id += LETTERS[randomInt(LETTERS.length)];
  return id;
}

/** The sandbox's customer id for a member (what its ensureCustomer answers). */
export const sandboxCustomerRef = (customerId: string): string => `cus_sandbox_${customerId}`;
