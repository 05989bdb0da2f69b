/** The ledger's queries: rows written once per source, a member's rows, page by page. */
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { type LedgerRow, ledgerTransactions, type NewLedgerRow } from "./tables.ts";

/** Writes the row unless its source already has one; answers the source's row either way. */
export async function insertOnce(
  scope: TenantScope,
  row: NewLedgerRow,
): Promise<{ row: LedgerRow; created: boolean }> {
  const [created] = await scope.insert(ledgerTransactions).values(row).onConflictDoNothing().returning();
  if (created) return { row: created, created: true };
  return { row: await rowBySource(scope, row.source), created: false };
}

/** insertOnce for many rows in one statement; rows whose source is written already are left. */
export async function insertManyOnce(scope: TenantScope, rows: readonly NewLedgerRow[]): Promise<void> {
  if (rows.length > 0)
    await scope
      .insert(ledgerTransactions)
      .values([...rows])
      .onConflictDoNothing();
}

export const rowBySource = (scope: TenantScope, source: string) =>
  scope.getOne(ledgerTransactions, eq(ledgerTransactions.source, source));

export const findRowBySource = (scope: TenantScope, source: string) =>
  scope.findOne(ledgerTransactions, eq(ledgerTransactions.source, source));

/** Counts a refund against the row it gives back from (and what is still owed on it). */
export async function addRefunded(scope: TenantScope, rowId: string, amount: number): Promise<void> {
  await scope
    .update(ledgerTransactions)
    .set({
      refundedAmount: sql`${ledgerTransactions.refundedAmount} + ${amount}`,
      amountDue: sql`greatest(${ledgerTransactions.amountDue} - ${amount}, 0)`,
    })
    .where(eq(ledgerTransactions.id, rowId));
}

export interface LedgerFilter {
  type?: LedgerRow["type"] | undefined;
  status?: LedgerRow["status"] | undefined;
  /** Invoices among the rest (staff's view of a member's ledger). */
  withInvoices?: boolean;
}

// Invoices gather charges listed already: members see them only when they ask (the invoices tab).
const ofCustomer = (customerId: string, filter: LedgerFilter) =>
  and(
    eq(ledgerTransactions.customerId, customerId),
    filter.type
      ? eq(ledgerTransactions.type, filter.type)
      : filter.withInvoices
        ? undefined
        : ne(ledgerTransactions.type, "invoice"),
    filter.status ? eq(ledgerTransactions.status, filter.status) : undefined,
  );

/** A page of the member's rows, newest first, and how many there are in all. */
export async function customerRows(
  scope: TenantScope,
  customerId: string,
  filter: LedgerFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: LedgerRow[]; totalCount: number }> {
  const where = ofCustomer(customerId, filter);
  const [rows, [total]] = await Promise.all([
    scope
      .select()
      .from(ledgerTransactions)
      .where(where)
      .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
      .limit(page.limit)
      .offset(page.offset),
    scope.select({ n: count() }).from(ledgerTransactions).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

export const customerRow = (scope: TenantScope, customerId: string, rowId: string) =>
  scope.findOne(
    ledgerTransactions,
    and(eq(ledgerTransactions.customerId, customerId), eq(ledgerTransactions.id, rowId)),
  );

/** The rows of one order (its payment, its credits, their refunds), oldest first. */
export const orderRows = (scope: TenantScope, orderId: string) =>
  scope
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.orderId, orderId))
    .orderBy(ledgerTransactions.createdAt, ledgerTransactions.id);
