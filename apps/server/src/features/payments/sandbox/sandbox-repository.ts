/**
 * The sandbox's records, kept the way a provider keeps them on its side (per club, through the
 * tenant scope): card tokens, intents, refunds, bank accounts, link sessions and the outage
 * switch. The adapter (sandbox-processor.ts) and the provider's own pages (sandbox-provider.ts)
 * decide; these only read and write.
 */
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { batchedInsert } from "../../../db/batched-inserts.ts";
import { BatchedReads } from "../../../db/batched-reads.ts";
import { BatchedWrites } from "../../../db/batched-writes.ts";
import { statement } from "../../../db/statement.ts";
import type { TenantScope } from "../../../db/tenant-scope.ts";
import {
  type SandboxBankInsert,
  type SandboxCardTokenInsert,
  type SandboxIntentInsert,
  type SandboxLinkSessionInsert,
  sandboxBankAccounts,
  sandboxCardTokens,
  sandboxIntents,
  sandboxLinkSessions,
  sandboxOutages,
  sandboxRefunds,
} from "./sandbox-tables.ts";

type Row<T> = Omit<T, "companyId">;

// The outage switch.

/** Switches the club's sandbox back on. */
export const clearOutage = (scope: TenantScope) =>
  scope.delete(sandboxOutages).where(eq(sandboxOutages.companyId, scope.companyId));

/** Switches the club's sandbox off (staying off if it already is). */
export const recordOutage = (scope: TenantScope) =>
  scope.insert(sandboxOutages).values({}).onConflictDoNothing();

/** Since when the club's sandbox is off; undefined while it is on. */
export async function outageSince(scope: TenantScope): Promise<Date | undefined> {
  const [off] = await scope.select({ since: sandboxOutages.since }).from(sandboxOutages).limit(1);
  return off?.since;
}

// Card tokens.

export const insertCardToken = (scope: TenantScope, token: Row<SandboxCardTokenInsert>) =>
  scope.insertOne(sandboxCardTokens, token);

export const findCardToken = (scope: TenantScope, token: string) =>
  scope.findOne(sandboxCardTokens, eq(sandboxCardTokens.id, token));

export const getCardToken = (scope: TenantScope, token: string) =>
  scope.getOne(sandboxCardTokens, eq(sandboxCardTokens.id, token));

/**
 * One read on a checkout's hot path: the card token, and whether the sandbox is switched off
 * (undefined for an unknown token). Read with the tokens of the charges made at that moment.
 */
export const cardTokenAndOutage = (scope: TenantScope, token: string) =>
  tokenAndOutageReads.read(scope, token);

// A checkout's charge with a new card: built once (db/statement.ts).

/** The tokens are one value, an array (`= any`, not `in`). */
const tokensAndOutage = statement((scope, cards: { tokens: string[] }) =>
  scope
    .select({ card: sandboxCardTokens, off: sandboxOutages.since })
    .from(sandboxCardTokens)
    .leftJoin(sandboxOutages, sql`true`)
    .where(sql`${sandboxCardTokens.id} = any(${cards.tokens})`),
);

const tokenAndOutageReads = new BatchedReads(
  async (scope, tokens: string[]) =>
    new Map((await tokensAndOutage(scope, { tokens })).map((read) => [read.card.id, read])),
);

/**
 * Spends new cards' tokens (each attached to what it is kept for, when kept), made at one
 * moment, in one statement; answers the tokens it spent. Built once: the tokens and what each
 * is kept for are arrays, one value each.
 */
const spendTokens = statement((scope, cards: { tokens: string[]; keepFor: (string | null)[]; at: Date }) =>
  scope
    .update(sandboxCardTokens)
    .set({ usedAt: cards.at, customerRef: sql`spent.keep_for` })
    .from(sql`unnest(${cards.tokens}::text[], ${cards.keepFor}::text[]) as spent(token, keep_for)`)
    .where(
      and(
        sql`${sandboxCardTokens.id} = spent.token`,
        isNull(sandboxCardTokens.customerRef),
        isNull(sandboxCardTokens.usedAt),
      ),
    )
    .returning({ id: sandboxCardTokens.id }),
);

// A drop's winners spend their tokens within moments of each other: one statement per batch.
// A batch's failure is the database's, not one token's: it fails every spend in it.
const tokenSpends = new BatchedWrites<string | null, true>(async (scope, keepFor) => {
  const tokens = [...keepFor.keys()];
  const spent = await spendTokens(scope, { tokens, keepFor: [...keepFor.values()], at: new Date() });
  return new Map(spent.map(({ id }) => [id, { result: true as const }]));
});

/**
 * Spends a new card's token (attaching it to `keepFor` when the card is to be kept). Answers
 * false when another payment spent it first. Spent with the tokens spent at the same moment
 * (db/batched-writes.ts).
 */
export async function spendCardToken(scope: TenantScope, token: string, keepFor: string | null) {
  if (scope.inTransaction || tokenSpends.waiting(token)) {
    const spent = await spendTokens(scope, { tokens: [token], keepFor: [keepFor], at: new Date() });
    return spent.length === 1;
  }
  return (await tokenSpends.write(scope, token, keepFor)) === true;
}

export const setCardExpiry = (
  scope: TenantScope,
  token: string,
  expiry: { expMonth: number; expYear: number },
) => scope.update(sandboxCardTokens).set(expiry).where(eq(sandboxCardTokens.id, token));

// Intents and refunds.

export const findIntent = (scope: TenantScope, intentId: string) =>
  scope.findOne(sandboxIntents, eq(sandboxIntents.id, intentId));

export const getIntent = (scope: TenantScope, intentId: string) =>
  scope.getOne(sandboxIntents, eq(sandboxIntents.id, intentId));

export const intentByKey = (scope: TenantScope, key: string) =>
  scope.findOne(sandboxIntents, eq(sandboxIntents.idempotencyKey, key));

/** The intent, when the client secret is its own. */
export const intentWithSecret = (scope: TenantScope, intentId: string, clientSecret: string) =>
  scope.findOne(
    sandboxIntents,
    and(eq(sandboxIntents.id, intentId), eq(sandboxIntents.clientSecret, clientSecret)),
  );

/**
 * Writes an intent; undefined when its idempotency key is already taken (nothing written). Those
 * written at the same moment share a statement (db/batched-inserts.ts).
 */
export const insertIntent = (scope: TenantScope, intent: Row<SandboxIntentInsert>) =>
  insertIntentOnce(scope, intent);

const insertIntentOnce = batchedInsert(sandboxIntents, { onConflict: "nothing" });

/** Fails an intent with a stored code; answers it as it is now. */
export async function failIntent(scope: TenantScope, intentId: string, failureCode: string) {
  const [failed] = await scope
    .update(sandboxIntents)
    .set({ status: "failed", failureCode })
    .where(eq(sandboxIntents.id, intentId))
    .returning();
  return failed;
}

/** The member's answer to a challenge, on an intent still waiting for it. */
export const answerIntentChallenge = (scope: TenantScope, intentId: string, outcome: "complete" | "fail") =>
  scope
    .update(sandboxIntents)
    .set(
      outcome === "complete"
        ? { status: "requires_confirmation" }
        : { status: "requires_payment_method", failureCode: "payment_authentication_failed" },
    )
    .where(and(eq(sandboxIntents.id, intentId), eq(sandboxIntents.status, "requires_action")));

/** Confirms an authenticated intent; undefined when it was not waiting for confirmation. */
export async function confirmIntent(scope: TenantScope, intentId: string) {
  const [confirmed] = await scope
    .update(sandboxIntents)
    .set({ status: "succeeded" })
    .where(and(eq(sandboxIntents.id, intentId), eq(sandboxIntents.status, "requires_confirmation")))
    .returning();
  return confirmed;
}

/** Writes a refund; undefined when its idempotency key is already taken (nothing written). */
export async function insertRefund(
  scope: TenantScope,
  refund: { id: string; intentId: string; idempotencyKey: string; amount: number },
) {
  const [created] = await scope.insert(sandboxRefunds).values(refund).onConflictDoNothing().returning();
  return created;
}

export const refundByKey = (scope: TenantScope, idempotencyKey: string) =>
  scope.getOne(sandboxRefunds, eq(sandboxRefunds.idempotencyKey, idempotencyKey));

/** Adds to a succeeded intent's refunded amount, never past its amount; undefined when it cannot. */
export async function addRefunded(scope: TenantScope, intentId: string, amount: number) {
  const [refunded] = await scope
    .update(sandboxIntents)
    .set({ refundedAmount: sql`${sandboxIntents.refundedAmount} + ${amount}` })
    .where(
      and(
        eq(sandboxIntents.id, intentId),
        eq(sandboxIntents.status, "succeeded"),
        sql`${sandboxIntents.refundedAmount} + ${amount} <= ${sandboxIntents.amount}`,
      ),
    )
    .returning();
  return refunded;
}

// Bank accounts and link sessions.

export const insertBankAccount = (scope: TenantScope, bank: Row<SandboxBankInsert>) =>
  scope.insertOne(sandboxBankAccounts, bank);

export const findBankAccount = (scope: TenantScope, bankId: string) =>
  scope.findOne(sandboxBankAccounts, eq(sandboxBankAccounts.id, bankId));

export const getBankAccount = (scope: TenantScope, bankId: string) =>
  scope.getOne(sandboxBankAccounts, eq(sandboxBankAccounts.id, bankId));

/** Binds a bank account to `owner` unless another customer has it; answers whether it is theirs now. */
export async function bindBankAccount(scope: TenantScope, bankId: string, owner: string) {
  const [bound] = await scope
    .update(sandboxBankAccounts)
    .set({ customerRef: owner })
    .where(
      and(
        eq(sandboxBankAccounts.id, bankId),
        or(isNull(sandboxBankAccounts.customerRef), eq(sandboxBankAccounts.customerRef, owner)),
      ),
    )
    .returning({ id: sandboxBankAccounts.id });
  return bound !== undefined;
}

export const markBankVerified = (scope: TenantScope, bankId: string) =>
  scope.update(sandboxBankAccounts).set({ verified: true }).where(eq(sandboxBankAccounts.id, bankId));

/** Counts a wrong pair of deposits; answers the failed attempts so far (undefined for no account). */
export async function countFailedVerification(scope: TenantScope, bankId: string) {
  const [counted] = await scope
    .update(sandboxBankAccounts)
    .set({ failedAttempts: sql`${sandboxBankAccounts.failedAttempts} + 1` })
    .where(eq(sandboxBankAccounts.id, bankId))
    .returning();
  return counted?.failedAttempts;
}

export const insertLinkSession = (scope: TenantScope, session: Row<SandboxLinkSessionInsert>) =>
  scope.insertOne(sandboxLinkSessions, session);

/** A link session of that kind, by its id or (Plaid's) public token. */
export const findLinkSession = (
  scope: TenantScope,
  kind: "plaid" | "gocardless",
  by: { id: string } | { publicToken: string },
) =>
  scope.findOne(
    sandboxLinkSessions,
    and(
      eq(sandboxLinkSessions.kind, kind),
      "id" in by ? eq(sandboxLinkSessions.id, by.id) : eq(sandboxLinkSessions.publicToken, by.publicToken),
    ),
  );

/** An open link session of that kind (not finished, not expired). */
export const openLinkSessionRow = (scope: TenantScope, kind: "plaid" | "gocardless", sessionId: string) =>
  scope.findOne(
    sandboxLinkSessions,
    and(
      eq(sandboxLinkSessions.id, sessionId),
      eq(sandboxLinkSessions.kind, kind),
      isNull(sandboxLinkSessions.bankAccountId),
      gt(sandboxLinkSessions.expiresAt, new Date()),
    ),
  );

/** A finished link session: the bank account it made, and Plaid's public token for it. */
export const finishLinkSession = (
  scope: TenantScope,
  sessionId: string,
  finished: { bankAccountId: string; publicToken: string | null },
) => scope.update(sandboxLinkSessions).set(finished).where(eq(sandboxLinkSessions.id, sessionId));
