/**
 * The member's transactions (spec-2 §7 Transactions): ledger rows as the API answers them, and
 * the paywall's unpaid subscription transactions (spec-1 §7) at the same paths, told apart by
 * the query (a subscription-transaction status with type=subscription) or, for one id, by
 * which kind it names. An invoice is mailed to its member from here.
 */
import {
  type AccountTransaction,
  type AccountTransactionsQuery,
  isSubscriptionTransactionStatus,
  type LedgerTransaction,
  pageOffset,
} from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { customerIdOf, type ServiceContext } from "../../platform/service-context.ts";
import { mySubscriptionTransaction, mySubscriptionTransactions } from "../memberships/index.ts";
import { mailInvoice } from "./invoice-service.ts";
import { customerRow, customerRows } from "./ledger-repository.ts";
import { ledgerViews } from "./ledger-views.ts";
import { paywallDay } from "./overdue-paywall-service.ts";
import { overdueInvoicesOf } from "./overdue-standing-repository.ts";

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
  return { items: await ledgerViews(context.scope, rows), totalCount };
}

/** GET /api/account/transactions/{id}: a ledger row of the member's, or a paywall transaction. */
export async function myTransaction(
  context: ServiceContext,
  transactionId: string,
): Promise<AccountTransaction> {
  const row = await customerRow(context.scope, customerIdOf(context), transactionId);
  const [view] = row ? await ledgerViews(context.scope, [row]) : [];
  if (view) return view;
  return mySubscriptionTransaction(context, transactionId).catch(() => {
    throw new AppError("transaction_not_found");
  });
}

/**
 * GET /api/account/transactions/{id}/email: mails one of the member's invoices to them through
 * the outbox (another member's, or a row that is no invoice, is a 404).
 */
export async function emailInvoice(context: ServiceContext, transactionId: string) {
  const row = await customerRow(context.scope, customerIdOf(context), transactionId);
  if (row?.type !== "invoice") throw new AppError("transaction_not_found");
  await mailInvoice(context, row, "copy");
  return { success: true, message: "E-mail sent" };
}

/**
 * GET /api/account/transactions/overdue: the invoices that hold the member behind the paywall
 * (the club's overdue policy), oldest due first; none while the policy is off.
 */
export async function myOverdueInvoices(
  context: ServiceContext,
  now = new Date(),
): Promise<LedgerTransaction[]> {
  const day = await paywallDay(context, now);
  if (day === null) return [];
  return ledgerViews(context.scope, await overdueInvoicesOf(context.scope, customerIdOf(context), day));
}
