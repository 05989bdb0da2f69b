/**
 * Statements (spec-2 §3 Statement, §4 statement table; issue 28 item 3): once a month is over in
 * the club's time zone, the run writes one statement per member with anything that month or
 * anything still owed, from the whole club's rows in two queries. The unique (member, month)
 * makes the run safe to repeat and to run on two instances at once: one statement each.
 */
import {
  type MinimumSpend,
  type PageQuery,
  pageOffset,
  type StatementRow as RuleRow,
  type Statement,
  type StatementDetail,
  statementPeriod,
  statementTotals,
  visibleStatementRows,
} from "@crest/domain";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { AppError } from "../../lib/errors.ts";
import { customerIdOf, type ServiceContext } from "../../platform/service-context.ts";
import { type BillingTerms, termsOf } from "./billing-terms.ts";
import { ledgerViews } from "./ledger-views.ts";
import { minimumSpendIn } from "./minimum-spend-service.ts";
import {
  clubRowsBetween,
  customerRowsBetween,
  customerStatement,
  customerStatements,
  insertStatements,
  owedBefore,
} from "./statement-repository.ts";
import type { NewStatementRow, StatementRow } from "./tables.ts";

/** Statements written per INSERT. */
const BATCH = 500;

/** spec-2 §3 Statement of a stored statement. */
export const statementView = (row: StatementRow): Statement => ({
  id: row.id,
  month: row.month,
  startDate: row.periodStart,
  endDate: row.periodEnd,
  count: row.count,
  charged: row.charged,
  refunded: row.refunded,
  total: row.total,
  periodDue: row.periodDue,
  totalDue: row.totalDue,
  currency: row.currency,
  minimumSpend: row.minimumSpend ?? null,
  createdOn: row.createdAt,
});

/**
 * Writes the month's statements (those not written yet); answers how many it wrote. With
 * `member`, that member's alone, written even when the month holds nothing of theirs. Each
 * carries where its member stands on the club's minimum spend (`standing`, else read now).
 */
export const runStatements = (
  context: ServiceContext,
  month: string,
  options: { member?: string; standing?: Map<string, MinimumSpend> } = {},
): Promise<number> => writeStatements(context.scope, termsOf(context), month, options);

/** runStatements on a scope (the job's and the demo's). */
export async function writeStatements(
  scope: TenantScope,
  { timezone, currency }: BillingTerms,
  month: string,
  options: { member?: string; standing?: Map<string, MinimumSpend> } = {},
): Promise<number> {
  const period = statementPeriod(month, timezone);
  const member = options.member;
  const [rows, owed, standing] = await Promise.all([
    clubRowsBetween(scope, period.from, period.to),
    owedBefore(scope, period.from),
    options.standing ?? minimumSpendIn(scope, timezone, month),
  ]);
  const byMember = new Map<string, RuleRow[]>();
  for (const row of rows) {
    const list = byMember.get(row.customerId) ?? [];
    list.push(row);
    byMember.set(row.customerId, list);
  }
  const members = member ? new Set([member]) : new Set([...byMember.keys(), ...owed.keys()]);
  const statements: NewStatementRow[] = [...members].map((customerId) => ({
    customerId,
    month: period.month,
    periodStart: period.startDate,
    periodEnd: period.endDate,
    currency,
    minimumSpend: standing.get(customerId) ?? null,
    ...statementTotals(byMember.get(customerId) ?? [], owed.get(customerId) ?? 0),
  }));
  let written = 0;
  for (let start = 0; start < statements.length; start += BATCH)
    written += (await insertStatements(scope, statements.slice(start, start + BATCH))).length;
  return written;
}

/** GET /api/account/transactions/statements: the member's statements, newest first. */
export async function myStatements(
  context: ServiceContext,
  query: PageQuery,
): Promise<{ items: Statement[]; totalCount: number }> {
  const { rows, totalCount } = await customerStatements(context.scope, customerIdOf(context), {
    offset: pageOffset(query),
    limit: query.pageSize,
  });
  return { items: rows.map(statementView), totalCount };
}

/** One of the member's statements (another member's or club's is a 404 statement_not_found). */
export async function myStatementRow(context: ServiceContext, statementId: string): Promise<StatementRow> {
  const row = await customerStatement(context.scope, customerIdOf(context), statementId);
  if (!row) throw new AppError("statement_not_found");
  return row;
}

/** A statement with the rows its table shows: the month's, linked refunds and invoices hidden. */
export async function statementDetail(context: ServiceContext, row: StatementRow): Promise<StatementDetail> {
  const period = statementPeriod(row.month, context.tenant.config.intl.timezone);
  const rows = await customerRowsBetween(context.scope, row.customerId, period.from, period.to);
  return {
    ...statementView(row),
    transactions: await ledgerViews(context.scope, visibleStatementRows(rows)),
  };
}

/** GET /api/account/transactions/statements/{id}. */
export async function myStatement(context: ServiceContext, statementId: string): Promise<StatementDetail> {
  return statementDetail(context, await myStatementRow(context, statementId));
}
