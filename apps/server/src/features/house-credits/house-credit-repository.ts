/** House credits' queries: what a member can spend, and a spend that never overdraws. */
import { and, asc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { houseCredits, houseCreditTransactions } from "./tables.ts";

/**
 * The member's credits with value left and not expired, oldest first (the order they are spent
 * in, spec-2 §5). `lock` takes them FOR UPDATE inside a checkout's transaction.
 */
export async function spendableCredits(scope: TenantScope, customerId: string, now: Date, lock = false) {
  const query = scope
    .select({ id: houseCredits.id, balance: houseCredits.currentValue, serial: houseCredits.serial })
    .from(houseCredits)
    .where(
      and(
        eq(houseCredits.customerId, customerId),
        eq(houseCredits.status, "active"),
        gt(houseCredits.currentValue, 0),
        or(isNull(houseCredits.expiresOn), gt(houseCredits.expiresOn, now)),
      ),
    )
    .orderBy(asc(houseCredits.createdAt), asc(houseCredits.id));
  return lock ? query.for("update") : query;
}

/** Takes `amount` from a credit with its transaction; false when the credit no longer has it. */
export async function spendCredit(
  scope: TenantScope,
  spend: { creditId: string; amount: number; referenceType: string; referenceId: string },
): Promise<boolean> {
  const rows = await scope
    .update(houseCredits)
    .set({ currentValue: sql`${houseCredits.currentValue} - ${spend.amount}` })
    .where(and(eq(houseCredits.id, spend.creditId), sql`${houseCredits.currentValue} >= ${spend.amount}`))
    .returning({ id: houseCredits.id });
  if (rows.length !== 1) return false;
  await scope.insert(houseCreditTransactions).values({
    creditId: spend.creditId,
    amount: -spend.amount,
    referenceType: spend.referenceType,
    referenceId: spend.referenceId,
  });
  return true;
}
