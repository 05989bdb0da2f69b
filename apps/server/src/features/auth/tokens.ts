/** Single-use, expiring links mailed to customers: activation, password reset, e-mail verification. */
import type { TenantScope } from "../../db/tenant-scope.ts";
import { AppError } from "../../lib/errors.ts";
import { newToken, tokenHash } from "../../lib/secret-tokens.ts";
import type { CustomerRow } from "../customers/index.ts";
import type { AccountTokenKind } from "./tables.ts";
import { insertToken, retireTokens, useToken } from "./token-repository.ts";

/** Retires a customer's unused tokens of these kinds (their links stop working). */
export async function retireTokensOf(
  scope: TenantScope,
  customerId: string,
  kinds: readonly AccountTokenKind[],
): Promise<void> {
  for (const kind of kinds) await retireTokens(scope, customerId, kind);
}

const HOUR_MS = 60 * 60 * 1000;

/** How long each kind of link works. */
export const TOKEN_LIFETIME_MS: Record<AccountTokenKind, number> = {
  activation: 7 * 24 * HOUR_MS,
  password_reset: HOUR_MS,
  email_verification: 3 * 24 * HOUR_MS,
  email_change_undo: 7 * 24 * HOUR_MS,
};

/**
 * Issues a fresh token of a kind, bound to the address it is mailed to (the customer's current
 * e-mail unless said otherwise); earlier ones of the kind stop working.
 */
export async function issueToken(
  scope: TenantScope,
  customer: CustomerRow,
  kind: AccountTokenKind,
  email: string = customer.email,
): Promise<string> {
  const token = newToken();
  const now = new Date();
  await retireTokens(scope, customer.id, kind);
  await insertToken(scope, {
    id: tokenHash(token),
    kind,
    customerId: customer.id,
    email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[kind]),
    usedAt: null,
  });
  return token;
}

/** Spends a token; an unknown, used, expired or other club's token is a 400 invalid_token. */
export async function consumeToken(scope: TenantScope, token: string, kind: AccountTokenKind) {
  const used = await useToken(scope, tokenHash(token), kind, new Date());
  if (!used) throw new AppError("invalid_token");
  return used;
}
