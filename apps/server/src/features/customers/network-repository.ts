/**
 * One person across a global network (DESIGN §1): a person is one user_id with one customer
 * row per club. Which clubs they belong to can only be read across clubs, so this is platform
 * code on the architecture test's allowlist, and only company ids leave it.
 */
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { newToken, tokenHash } from "../../lib/secret-tokens.ts";
import { customers, networkSwitches } from "./tables.ts";

export async function companiesOfUser(
  platformDb: Executor,
  userId: string,
  companyIds: readonly string[],
): Promise<string[]> {
  if (companyIds.length === 0) return [];
  const rows = await platformDb
    .select({ companyId: customers.companyId })
    .from(customers)
    .where(and(eq(customers.userId, userId), inArray(customers.companyId, [...companyIds])));
  return rows.map((row) => row.companyId);
}

/** How long a switch pass lives: the browser follows it at once. */
const SWITCH_TTL_MS = 60_000;

/**
 * A one-use pass for the person `userId` from one club to another of their network, usable
 * only with the nonce whose hash is `binding`. The caller has checked that the person belongs
 * to both; the pass itself names only ids.
 */
export async function issueNetworkSwitch(
  platformDb: Executor,
  pass: { userId: string; fromCompanyId: string; toCompanyId: string; binding: string },
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await platformDb.insert(networkSwitches).values({
    tokenHash: tokenHash(token),
    ...pass,
    expiresAt: new Date(now.getTime() + SWITCH_TTL_MS),
  });
  return token;
}

/**
 * Spends a pass at the club it was made for, with the nonce it was bound to: the person's user
 * id, or null when the pass is unknown, spent, expired, for another club or bound to another
 * browser's nonce. One UPDATE, so a pass opened twice works once.
 */
export async function redeemNetworkSwitch(
  platformDb: Executor,
  redemption: { token: string; binding: string; toCompanyId: string },
  now = new Date(),
): Promise<string | null> {
  const { token, binding, toCompanyId } = redemption;
  const [spent] = await platformDb
    .update(networkSwitches)
    .set({ usedAt: now })
    .where(
      and(
        eq(networkSwitches.tokenHash, tokenHash(token)),
        eq(networkSwitches.toCompanyId, toCompanyId),
        eq(networkSwitches.binding, binding),
        isNull(networkSwitches.usedAt),
        gt(networkSwitches.expiresAt, now),
      ),
    )
    .returning({ userId: networkSwitches.userId });
  return spent?.userId ?? null;
}
