/** The ledger's queries: rows written once per source, a member's rows, page by page. */
import { and, asc, count, desc, eq, gte, lt, ne, type SQL, sql } from "drizzle-orm";
import { insertStatement } from "../../db/statement.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { type LedgerRow, ledgerTransactions, type NewLedgerRow } from "./tables.ts";

const insertRowOnce = insertStatement(ledgerTransactions, { onConflict: "nothing" });

/** Writes the row unless its source already has one; answers the source's row either way. */
export async function insertOnce(
  scope: TenantScope,
  row: NewLedgerRow,
): Promise<{ row: LedgerRow; created: boolean }> {
  const [created] = await insertRowOnce(scope, [row]);
  if (created) return { row: created, created: true };
  return { row: await rowBySource(scope, row.source), created: false };
}

/** A payment's row for an order (`orderPaymentLedgerRow`): what `orderPaymentLedgerInsert` writes. */
export type OrderPaymentLedgerRow = Required<
  Pick<
    NewLedgerRow,
    | "source"
    | "customerId"
    | "status"
    | "amount"
    | "amountDue"
    | "currency"
    | "paymentType"
    | "brand"
    | "lastFour"
    | "paymentId"
    | "createdAt"
    | "chargedAt"
    | "paidAt"
    | "orderId"
    | "description"
    | "subTotal"
    | "tax"
    | "discount"
  >
>;

/**
 * The insert of an order's payment's row unless its source has one (as insertOnce), not yet
 * run: for a statement that writes it beside the order's other writes (db/statement.ts
 * `together`). Each column named: a statement's values are placeholders, never spread.
 */
export const orderPaymentLedgerInsert = (scope: TenantScope, row: OrderPaymentLedgerRow) =>
  scope
    .insert(ledgerTransactions)
    .values({
      type: "order",
      source: row.source,
      customerId: row.customerId,
      status: row.status,
      amount: row.amount,
      amountDue: row.amountDue,
      currency: row.currency,
      paymentType: row.paymentType,
      brand: row.brand,
      lastFour: row.lastFour,
      paymentId: row.paymentId,
      createdAt: row.createdAt,
      chargedAt: row.chargedAt,
      paidAt: row.paidAt,
      orderId: row.orderId,
      description: row.description,
      subTotal: row.subTotal,
      tax: row.tax,
      discount: row.discount,
    })
    .onConflictDoNothing();

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
  /** Made at or after this instant, and before `to` (staff's lists). */
  from?: Date | undefined;
  to?: Date | undefined;
}

// Invoices gather charges listed already: members see them only when they ask (the invoices tab).
const matching = (filter: LedgerFilter) =>
  and(
    filter.type
      ? eq(ledgerTransactions.type, filter.type)
      : filter.withInvoices
        ? undefined
        : ne(ledgerTransactions.type, "invoice"),
    filter.status ? eq(ledgerTransactions.status, filter.status) : undefined,
    filter.from ? gte(ledgerTransactions.createdAt, filter.from) : undefined,
    filter.to ? lt(ledgerTransactions.createdAt, filter.to) : undefined,
  );

export interface LedgerPage {
  offset: number;
  limit: number;
  /** Newest first unless told. */
  oldestFirst?: boolean;
}

/** A page of the rows `where` picks, by time (the id breaks ties). */
const rowsOf = (scope: TenantScope, where: SQL | undefined, page: LedgerPage) => {
  const by = page.oldestFirst ? asc : desc;
  return scope
    .select()
    .from(ledgerTransactions)
    .where(where)
    .orderBy(by(ledgerTransactions.createdAt), by(ledgerTransactions.id))
    .limit(page.limit)
    .offset(page.offset);
};

/** A page of the member's rows, newest first unless told, and how many there are in all. */
export async function customerRows(
  scope: TenantScope,
  customerId: string,
  filter: LedgerFilter,
  page: LedgerPage,
) {
  const where = and(eq(ledgerTransactions.customerId, customerId), matching(filter));
  const [rows, [total]] = await Promise.all([
    rowsOf(scope, where, page),
    scope.select({ n: count() }).from(ledgerTransactions).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/**
 * How far the club-wide ledger counts (issue 32 item 10): counting every one of a club's
 * 500,000 rows costs a second on the embedded database, so the count stops here; beyond it
 * the list says "more than" and staff narrow it by kind or dates (docs/decisions/billing.md).
 */
export const CLUB_LEDGER_COUNT_CAP = 10_000;

/** A page of the club's rows (staff's whole ledger), newest first unless told, and how many up to the cap. */
export async function clubRows(scope: TenantScope, filter: LedgerFilter, page: LedgerPage) {
  const where = matching({ ...filter, withInvoices: true });
  const [rows, counted] = await Promise.all([
    rowsOf(scope, where, page),
    // One column of the first cap + 1 rows: the index answers it, however many rows match.
    scope
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(where)
      .limit(CLUB_LEDGER_COUNT_CAP + 1),
  ]);
  return { rows, totalCount: Math.min(counted.length, CLUB_LEDGER_COUNT_CAP + 1) };
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
