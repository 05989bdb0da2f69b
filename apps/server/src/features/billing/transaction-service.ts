/**
 * The member's transactions (spec-2 §7 Transactions): ledger rows as the API answers them, and
 * the paywall's unpaid subscription transactions (spec-1 §7) at the same paths, told apart by
 * the query (a subscription-transaction status with type=subscription) or, for one id, by
 * which kind it names.
 */
import {
  type AccountTransaction,
  type AccountTransactionsQuery,
  isSubscriptionTransactionStatus,
  type LedgerTransaction,
  type PageQuery,
  pageOffset,
  type Statement,
} from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { customerIdOf, type ServiceContext } from "../../platform/service-context.ts";
import { mySubscriptionTransaction, mySubscriptionTransactions } from "../memberships/index.ts";
import { customerRow, customerRows, rowsByMonth } from "./ledger-repository.ts";
import type { LedgerRow } from "./tables.ts";

/** spec-2 §3 Transaction of a ledger row. */
export function ledgerView(row: LedgerRow): LedgerTransaction {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    description: row.description,
    amount: row.amount,
    amountDue: row.amountDue,
    refundedAmount: row.refundedAmount,
    subTotal: row.subTotal,
    tax: row.tax,
    discount: row.discount,
    currency: row.currency,
    paymentType: row.paymentType,
    brand: row.brand,
    lastFour: row.lastFour,
    orderId: row.orderId,
    referenceId: row.subscriptionId,
    linkedTransactionId: row.linkedTransactionId,
    membershipCardId: row.membershipCardId,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    data: row.data,
    createdOn: row.createdAt,
    paidOn: row.paidAt,
    chargedOn: row.chargedAt,
  };
}

/** GET /api/account/transactions: a page of the member's transactions, newest first. */
export async function myTransactions(
  context: ServiceContext,
  query: AccountTransactionsQuery,
): Promise<{ items: AccountTransaction[]; totalCount: number }> {
  const offset = pageOffset(query);
  if (query.type === "subscription" && isSubscriptionTransactionStatus(query.status)) {
    const all = await mySubscriptionTransactions(context, { status: query.status });
    return { items: all.slice(offset, offset + query.pageSize), totalCount: all.length };
  }
  if (isSubscriptionTransactionStatus(query.status)) return { items: [], totalCount: 0 };
  const { rows, totalCount } = await customerRows(
    context.scope,
    customerIdOf(context),
    { type: query.type, status: query.status },
    { offset, limit: query.pageSize },
  );
  return { items: rows.map(ledgerView), totalCount };
}

/** GET /api/account/transactions/{id}: a ledger row of the member's, or a paywall transaction. */
export async function myTransaction(
  context: ServiceContext,
  transactionId: string,
): Promise<AccountTransaction> {
  const row = await customerRow(context.scope, customerIdOf(context), transactionId);
  if (row) return ledgerView(row);
  return mySubscriptionTransaction(context, transactionId).catch(() => {
    throw new AppError("transaction_not_found");
  });
}

/** The last day of a YYYY-MM month. */
const monthEnd = (month: string) => {
  const [year, monthNumber] = month.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, monthNumber ?? 1, 0)).toISOString().slice(0, 10);
};

/** Each month's figures, newest first; what is owed in all grows month by month. */
function statementsOf(rows: Awaited<ReturnType<typeof rowsByMonth>>): Statement[] {
  const months = new Map<string, Statement>();
  for (const row of rows) {
    const month =
      months.get(row.month) ??
      ({
        id: row.month,
        startDate: `${row.month}-01`,
        endDate: monthEnd(row.month),
        count: 0,
        charged: 0,
        refunded: 0,
        total: 0,
        periodDue: 0,
        totalDue: 0,
      } satisfies Statement);
    month.count += 1;
    if (row.type === "refund") month.refunded += row.amount;
    else month.charged += row.amount;
    month.total = month.charged - month.refunded;
    month.periodDue += row.amountDue;
    months.set(row.month, month);
  }
  let owed = 0;
  const statements = [...months.values()];
  for (const statement of statements) {
    owed += statement.periodDue;
    statement.totalDue = owed;
  }
  return statements.reverse();
}

/** GET /api/account/transactions/statements: the member's monthly statements, newest first. */
export async function myStatements(
  context: ServiceContext,
  query: PageQuery,
): Promise<{ items: Statement[]; totalCount: number }> {
  const rows = await rowsByMonth(context.scope, customerIdOf(context), context.tenant.config.intl.timezone);
  const statements = statementsOf(rows);
  const offset = pageOffset(query);
  return { items: statements.slice(offset, offset + query.pageSize), totalCount: statements.length };
}
