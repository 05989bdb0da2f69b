/** House credits' queries: what a member can spend, and a spend that never overdraws. */
import { isExpired } from "@crest/domain";
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { BatchedReads } from "../../db/batched-reads.ts";
import { statement } from "../../db/statement.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { type HouseCreditRow, houseCredits, houseCreditTransactions } from "./tables.ts";

/**
 * The member's credits with value left and not expired, oldest first (the order they are spent
 * in, spec-2 §5), with what each may pay for: the allocation (domain `allocateRestrictedCredits`)
 * spends a restricted one only on the lines it applies to. Nothing is locked: a spend checks
 * the credit's value and expiry again in the statement that takes it (`spendCredit`). Read in
 * batches with other members' (every cart answer asks; in a drop a hundred at once), the expiry
 * judged here at each asker's own `now`.
 */
export async function spendableCredits(scope: TenantScope, customerId: string, now: Date) {
  const active = (await activeCreditReads.read(scope, customerId)) ?? [];
  // Usable at `now`, as `usableAt` judges in SQL (the domain's rule: expired when the expiry is
  // not in the future).
  return active.filter((credit) => !isExpired(credit.expiresOn, now));
}

type ActiveCredit = Omit<Awaited<ReturnType<typeof activeOf>>[number], "customerId">;

/** Built once (db/statement.ts): the active credits with value left of these members. */
const activeOf = statement((scope, members: { customerIds: string[] }) =>
  scope
    .select({
      customerId: houseCredits.customerId,
      id: houseCredits.id,
      balance: houseCredits.currentValue,
      serial: houseCredits.serial,
      referenceType: houseCredits.referenceType,
      referenceId: houseCredits.referenceId,
      expiresOn: houseCredits.expiresOn,
      status: houseCredits.status,
    })
    .from(houseCredits)
    .where(
      and(
        sql`${houseCredits.customerId} = any(${members.customerIds})`,
        gt(houseCredits.currentValue, 0),
        eq(houseCredits.status, "active"),
      ),
    )
    .orderBy(asc(houseCredits.createdAt), asc(houseCredits.id)),
);

async function readActiveCredits(scope: TenantScope, customerIds: string[]) {
  const byMember = new Map<string, ActiveCredit[]>();
  for (const { customerId, ...credit } of await activeOf(scope, { customerIds })) {
    const credits = byMember.get(customerId) ?? [];
    credits.push(credit);
    byMember.set(customerId, credits);
  }
  return byMember;
}

const activeCreditReads = new BatchedReads(readActiveCredits);

/** Usable at `now`: active and not expired (spec-2 §3: expired when the expiry is not in the future). */
const usableAt = (now: Date) =>
  and(eq(houseCredits.status, "active"), or(isNull(houseCredits.expiresOn), gt(houseCredits.expiresOn, now)));

/**
 * Takes `amount` from a credit with its transaction; false when the credit no longer has it, or
 * was voided or expired since it was offered (checked in the same statement that spends it).
 */
export async function spendCredit(
  scope: TenantScope,
  spend: { creditId: string; amount: number; referenceType: string; referenceId: string; now: Date },
): Promise<boolean> {
  const rows = await scope
    .update(houseCredits)
    .set({ currentValue: sql`${houseCredits.currentValue} - ${spend.amount}` })
    .where(
      and(
        eq(houseCredits.id, spend.creditId),
        sql`${houseCredits.currentValue} >= ${spend.amount}`,
        usableAt(spend.now),
      ),
    )
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

/** What each credit gave to a reference (an order), less what was already given back to it. */
async function givenTo(scope: TenantScope, reference: { type: string; id: string }) {
  const t = houseCreditTransactions;
  return (
    scope
      .select({
        creditId: t.creditId,
        left: sql<number>`(-sum(${t.amount}) filter (where ${t.referenceType} = ${reference.type}))::int - coalesce(sum(${t.amount}) filter (where ${t.referenceType} = ${returnType(reference.type)}), 0)::int`,
      })
      .from(t)
      .where(
        and(
          eq(t.referenceId, reference.id),
          inArray(t.referenceType, [reference.type, returnType(reference.type)]),
        ),
      )
      .groupBy(t.creditId)
      // First spent first: a checkout's spends share their created_at, not their order.
      .orderBy(sql`min(${t.seq})`)
  );
}

const returnType = (type: string) => `${type}_return`;

/**
 * Gives `amount` back to the credits a reference (an order) spent, first spent first, never
 * more than each gave: credits an order spent always go back as credits (a cancelled line).
 * Answers what each credit got back; the balance stays whole whatever the credit's expiry.
 */
export async function returnSpentCredits(
  scope: TenantScope,
  give: { reference: { type: string; id: string }; amount: number },
): Promise<{ creditId: string; amount: number }[]> {
  let left = give.amount;
  const returned: { creditId: string; amount: number }[] = [];
  for (const spent of await givenTo(scope, give.reference)) {
    if (left <= 0) break;
    const amount = Math.min(left, spent.left);
    if (amount <= 0) continue;
    await scope
      .update(houseCredits)
      .set({ currentValue: sql`${houseCredits.currentValue} + ${amount}` })
      .where(eq(houseCredits.id, spent.creditId));
    await scope.insert(houseCreditTransactions).values({
      creditId: spent.creditId,
      amount,
      referenceType: returnType(give.reference.type),
      referenceId: give.reference.id,
    });
    returned.push({ creditId: spent.creditId, amount });
    left -= amount;
  }
  if (left > 0)
    throw new Error(`only ${give.amount - left} of ${give.amount} was spent on ${give.reference.id}`);
  return returned;
}

/**
 * A new credit for the member (a refund the club gives as house credit rather than to the
 * card): its value, and the transaction that explains it.
 */
export async function issueCredit(
  scope: TenantScope,
  credit: { customerId: string; amount: number; serial: string; referenceType: string; referenceId: string },
): Promise<HouseCreditRow> {
  const row = await scope.insertOne(houseCredits, {
    customerId: credit.customerId,
    serial: credit.serial,
    initialValue: credit.amount,
    currentValue: credit.amount,
  });
  await scope.insert(houseCreditTransactions).values({
    creditId: row.id,
    amount: credit.amount,
    referenceType: credit.referenceType,
    referenceId: credit.referenceId,
  });
  return row;
}

/** The member's credits, newest first, spent, voided and expired ones too. */
export const creditsOf = (scope: TenantScope, customerId: string): Promise<HouseCreditRow[]> =>
  scope
    .select()
    .from(houseCredits)
    .where(eq(houseCredits.customerId, customerId))
    .orderBy(desc(houseCredits.createdAt), desc(houseCredits.id));

/** One of the member's credits; another member's or another club's is a 404. */
export const creditOf = (scope: TenantScope, customerId: string, creditId: string): Promise<HouseCreditRow> =>
  scope.getOne(houseCredits, and(eq(houseCredits.id, creditId), eq(houseCredits.customerId, customerId)));

/** A credit's movements, newest first. */
export const transactionsOfCredit = (scope: TenantScope, creditId: string) =>
  scope
    .select()
    .from(houseCreditTransactions)
    .where(eq(houseCreditTransactions.creditId, creditId))
    .orderBy(desc(houseCreditTransactions.createdAt), desc(houseCreditTransactions.id));

/** Any member's credit at the club, for staff; another club's is a 404. */
export const clubCredit = (scope: TenantScope, creditId: string): Promise<HouseCreditRow> =>
  scope.getOne(houseCredits, eq(houseCredits.id, creditId));

/** Keeps a credit's pin, as its hash (never the pin); answers the credit, or a 404. */
export async function setCreditPinHash(
  scope: TenantScope,
  creditId: string,
  pinHash: string,
): Promise<HouseCreditRow> {
  const [row] = await scope
    .update(houseCredits)
    .set({ pin: pinHash })
    .where(eq(houseCredits.id, creditId))
    .returning();
  return row ?? clubCredit(scope, creditId);
}
