/**
 * The sandbox's provider side: what its own endpoints and pages do (tokenize a test card, the
 * member's answer to a 3-D Secure challenge, finishing a link flow). The adapter the portal
 * drives is sandbox-processor.ts.
 */

import type { Processor, SandboxToken, SandboxTokenRequest } from "@crest/domain";
import { FIELD_MESSAGES } from "@crest/domain";
import { AppError, fieldError } from "../../../lib/errors.ts";
import type { ServiceContext } from "../../../platform/service-context.ts";
import { SANDBOX_LINK_ACCOUNTS, sandboxId, testCardOf } from "./sandbox-cards.ts";
import {
  answerIntentChallenge,
  finishLinkSession,
  insertBankAccount,
  insertCardToken,
  intentWithSecret,
  openLinkSessionRow,
} from "./sandbox-repository.ts";

/**
 * The publishable key must be one of the club's sandbox processors' keys; a club whose sandbox
 * processors set no key at all accepts any (as a bare test setup would).
 */
export function checkPublishableKey(processors: readonly Processor[], authorization: string | undefined) {
  const sandboxes = processors.filter((processor) => processor.integration === "sandbox");
  const keys = sandboxes.map((processor) => processor.key).filter(Boolean);
  const key = authorization?.replace(/^Bearer\s+/i, "") ?? "";
  if (sandboxes.length === 0 || (keys.length > 0 && !keys.includes(key))) throw new AppError("unauthorized");
}

/** A test card becomes a token; any other number is refused, and no number is ever kept. */
export async function tokenizeCard(
  context: ServiceContext,
  request: SandboxTokenRequest,
): Promise<SandboxToken> {
  const { card } = request;
  const test = testCardOf(card.number);
  if (!test) throw fieldError("card.number", FIELD_MESSAGES.sandbox_test_card);
  const cvcLength = test.brand === "amex" ? 4 : 3;
  if (card.cvc.length !== cvcLength) throw fieldError("card.cvc", FIELD_MESSAGES.card_cvc_required);
  const now = new Date();
  if (
    card.expYear < now.getUTCFullYear() ||
    (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)
  )
    throw fieldError("card.exp_year", FIELD_MESSAGES.card_expired);
  const row = await insertCardToken(context.scope, {
    id: sandboxId("tok"),
    brand: test.brand,
    lastFour: test.lastFour,
    expMonth: card.expMonth,
    expYear: card.expYear,
    behaviour: test.behaviour,
  });
  return {
    id: row.id,
    card: { brand: row.brand, last4: row.lastFour, expMonth: row.expMonth, expYear: row.expYear },
  };
}

/** The intent behind a challenge, when the secret matches; otherwise it does not exist. */
export async function intentForSecret(
  context: ServiceContext,
  intentId: string,
  clientSecret: string | undefined,
) {
  if (!clientSecret) throw new AppError("not_found");
  const intent = await intentWithSecret(context.scope, intentId, clientSecret);
  if (!intent) throw new AppError("not_found");
  return intent;
}

/** The member's answer to the challenge: authenticated (to be confirmed) or failed. */
export async function answerChallenge(
  context: ServiceContext,
  intentId: string,
  clientSecret: string,
  outcome: "complete" | "fail",
) {
  await intentForSecret(context, intentId, clientSecret);
  await answerIntentChallenge(context.scope, intentId, outcome);
}

/** An open link session of that kind (not finished, not expired). */
export async function openLinkSession(
  context: ServiceContext,
  kind: "plaid" | "gocardless",
  sessionId: string,
) {
  return openLinkSessionRow(context.scope, kind, sessionId);
}

/**
 * Finishes a link flow: the chosen test account becomes a verified bank account at the
 * sandbox. Answers where the member goes next (the portal's wallet, with the public token for
 * Plaid as its Link's onSuccess would hand it over).
 */
export async function finishLink(
  context: ServiceContext,
  kind: "plaid" | "gocardless",
  sessionId: string,
  choice: { account: "checking" | "savings"; accountHolderName?: string },
  holderFallback: string,
): Promise<string | null> {
  const session = await openLinkSession(context, kind, sessionId);
  if (!session) return null;
  const account = SANDBOX_LINK_ACCOUNTS.find((a) => a.id === choice.account) ?? SANDBOX_LINK_ACCOUNTS[0];
  const bank = await insertBankAccount(context.scope, {
    id: sandboxId("ba"),
    bankName: kind === "plaid" ? account.bankName : "Sandbox Bank (GoCardless)",
    routingNumber: "110000000",
    lastFour: account.lastFour,
    accountHolderName: choice.accountHolderName ?? holderFallback,
    accountType: "individual",
    verified: true,
  });
  const publicToken = kind === "plaid" ? sandboxId("public-sandbox") : null;
  await finishLinkSession(context.scope, sessionId, { bankAccountId: bank.id, publicToken });
  const back = new URL(session.redirectUri);
  if (publicToken) {
    back.searchParams.set("plaid_public_token", publicToken);
    back.searchParams.set("plaid_account_id", bank.id);
  }
  return back.toString();
}
