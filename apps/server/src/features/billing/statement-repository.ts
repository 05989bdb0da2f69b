/** Statements' queries: a month's rows of the whole club at once (the run), and a member's statements. */
import { and, asc, desc, eq, gte, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { billingMonthRuns, billingStatements, ledgerTransactions, type NewStatementRow } from "./tables.ts";

const l = ledgerTransactions;
const s = billingStatements;

/** What the statement run needs of a row. */
const runFields = {
  id: l.id,
  customerId: l.customerId,
  type: l.type,
  amount: l.amount,
  amountDue: l.amountDue,
  linkedTransactionId: l.linkedTransactionId,
} as const;

/** Every row of the club made in [from, to), oldest first. */
export const clubRowsBetween = (scope: TenantScope, from: Date, to: Date) =>
  scope
    .select(runFields)
    .from(l)
    .where(and(gte(l.createdAt, from), lt(l.createdAt, to)))
    .orderBy(asc(l.customerId), asc(l.createdAt), asc(l.id));

/** What each member's charges made before `before` still owe (members owing nothing left out). */
export async function owedBefore(scope: TenantScope, before: Date): Promise<Map<string, number>> {
  const rows = await scope
    .select({ customerId: l.customerId, owed: sql<number>`sum(${l.amountDue})::int` })
    .from(l)
    .where(and(lt(l.createdAt, before), notInArray(l.type, ["invoice", "refund"])))
    .groupBy(l.customerId)
    .having(sql`sum(${l.amountDue}) > 0`);
  return new Map(rows.map((row) => [row.customerId, Number(row.owed)]));
}

/** Writes statements; one a member and month already has is left. Answers those written now. */
export async function insertStatements(
  scope: TenantScope,
  rows: readonly NewStatementRow[],
): Promise<{ id: string; customerId: string }[]> {
  if (rows.length === 0) return [];
  return scope
    .insert(s)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: s.id, customerId: s.customerId });
}

/** A page of the member's statements, newest first, and how many there are. */
export async function customerStatements(
  scope: TenantScope,
  customerId: string,
  page: { offset: number; limit: number },
) {
  const mine = eq(s.customerId, customerId);
  const [rows, totalCount] = await Promise.all([
    scope.select().from(s).where(mine).orderBy(desc(s.month)).limit(page.limit).offset(page.offset),
    scope.count(s, mine),
  ]);
  return { rows, totalCount };
}

/** One of the member's statements (another member's or club's: undefined). */
export const customerStatement = (scope: TenantScope, customerId: string, statementId: string) =>
  scope.findOne(s, and(eq(s.id, statementId), eq(s.customerId, customerId)));

/** A statement by id (staff re-send it). */
export const statementById = (scope: TenantScope, statementId: string) =>
  scope.findOne(s, eq(s.id, statementId));

/** The member's rows made in [from, to), oldest first. */
export const customerRowsBetween = (scope: TenantScope, customerId: string, from: Date, to: Date) =>
  scope
    .select()
    .from(l)
    .where(and(eq(l.customerId, customerId), gte(l.createdAt, from), lt(l.createdAt, to)))
    .orderBy(asc(l.createdAt), asc(l.id));

/** Whether the club's run for the month has finished. */
export async function monthRunFinished(scope: TenantScope, month: string): Promise<boolean> {
  return (await scope.count(billingMonthRuns, eq(billingMonthRuns.month, month))) > 0;
}

/** Records the club's run for the month as finished. */
export const finishMonthRun = (scope: TenantScope, month: string) =>
  scope.insert(billingMonthRuns).values({ month }).onConflictDoNothing();

/** The order rows and house-account charges of the club made in [from, to): what a dining minimum sums. */
export const spendRowsBetween = (scope: TenantScope, from: Date, to: Date) =>
  scope
    .select({
      customerId: l.customerId,
      orderId: l.orderId,
      amount: l.amount,
      refundedAmount: l.refundedAmount,
      data: l.data,
    })
    .from(l)
    .where(and(inArray(l.type, ["order", "charge"]), gte(l.createdAt, from), lt(l.createdAt, to)));
