/** Queries on single-use account tokens. */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { type AccountTokenKind, accountTokens } from "./tables.ts";

export type AccountTokenRow = typeof accountTokens.$inferSelect;

export const insertToken = (scope: TenantScope, values: Omit<AccountTokenRow, "companyId">) =>
  scope.insertOne(accountTokens, values);

/** Marks the customer's unused tokens of a kind as used: only the newest link works. */
export async function retireTokens(scope: TenantScope, customerId: string, kind: AccountTokenKind) {
  await scope
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.customerId, customerId),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.usedAt),
      ),
    );
}

/**
 * Uses a token in one statement: only an unused, unexpired token of the kind matches, so two
 * requests racing with the same link cannot both succeed.
 */
export async function useToken(
  scope: TenantScope,
  id: string,
  kind: AccountTokenKind,
  now: Date,
): Promise<AccountTokenRow | undefined> {
  const rows = await scope
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.id, id),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning();
  return rows[0];
}
