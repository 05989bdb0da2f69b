/**
 * What staff need of billing (issue 28 item 6): a member's ledger, a manual charge or a credit
 * on the house account with its reason, a statement mailed again, and the club's receivables.
 * Reading is every staff user's; changing money and mailing members are an admin's or owner's
 * (the staff user's permission level).
 */

import { randomUUID } from "node:crypto";
import {
  dayOf,
  FIELD_MESSAGES,
  formatMoney,
  type LedgerAdjustment,
  type PageQuery,
  pageOffset,
  type StaffLedgerEntry,
  type StaffLedgerQuery,
} from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { customerContactOf, findCustomers } from "../customers/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { applyCredit, houseAccountOwed, invoiceAges } from "./adjustment-repository.ts";
import { clubRows, customerRows, insertOnce } from "./ledger-repository.ts";
import { ledgerView } from "./ledger-view.ts";
import { ledgerViews } from "./ledger-views.ts";
import { refreshOverduePaywall } from "./overdue-paywall-service.ts";
import { statementById } from "./statement-repository.ts";
import { myStatements, statementDetail } from "./statement-service.ts";

/** The member of the club a staff route names (another club's: 404). */
const memberOf = (context: ServiceContext, customerId: string) => customerContactOf(context, customerId);

/** A staff list's query as the repository's filter and page. */
const filterOf = (query: StaffLedgerQuery) => ({
  withInvoices: true,
  type: query.type,
  status: query.status,
  from: query.from,
  to: query.to,
});
const pageOf = (query: StaffLedgerQuery) => ({
  offset: pageOffset(query),
  limit: query.pageSize,
  oldestFirst: query.sort === "oldest",
});

/** GET /admin/api/billing/members/{id}/transactions: the member's ledger, invoices included. */
export async function memberLedger(context: ServiceContext, customerId: string, query: StaffLedgerQuery) {
  await memberOf(context, customerId);
  const { rows, totalCount } = await customerRows(context.scope, customerId, filterOf(query), pageOf(query));
  return { items: await ledgerViews(context.scope, rows), totalCount };
}

/** GET /admin/api/billing/transactions: a page of the club's ledger, each row with its member. */
export async function clubLedger(
  context: ServiceContext,
  query: StaffLedgerQuery,
): Promise<{ items: StaffLedgerEntry[]; totalCount: number }> {
  const { rows, totalCount } = await clubRows(context.scope, filterOf(query), pageOf(query));
  const [views, members] = await Promise.all([
    ledgerViews(context.scope, rows),
    findCustomers(context.scope, [...new Set(rows.map((row) => row.customerId))]),
  ]);
  const byId = new Map(members.map((member) => [member.id, member]));
  const items = views.flatMap((view, i) => {
    const member = byId.get(rows[i]?.customerId ?? "");
    return member
      ? [
          {
            ...view,
            member: {
              id: member.id,
              firstName: member.firstName,
              lastName: member.lastName,
              email: member.email,
            },
          },
        ]
      : [];
  });
  return { items, totalCount };
}

/**
 * POST /admin/api/billing/members/{id}/adjustments: a manual charge (owed, gathered by the next
 * invoice) or a credit (lowering what the house account owes, oldest charges first; more than
 * is owed is refused), each a ledger row whose description is the reason and the staff user.
 */
export async function adjustHouseAccount(
  context: ServiceContext,
  customerId: string,
  adjustment: LedgerAdjustment,
) {
  await memberOf(context, customerId);
  const by = context.actor.kind === "staff" ? context.actor.name : "";
  const { currency } = context.tenant.config.intl;
  const description = by ? `${adjustment.reason} (${by})` : adjustment.reason;
  const row = await inTransaction(context, async (tx) => {
    const now = new Date();
    const charge = adjustment.kind === "charge";
    // The row first: a second request under the same key waits on its source's unique index,
    // then finds it written and changes nothing (a double click, a retry).
    const written = await insertOnce(tx.scope, {
      source: `${adjustment.kind}:${adjustment.idempotencyKey ? `key:${adjustment.idempotencyKey}` : randomUUID()}`,
      customerId,
      type: adjustment.kind,
      status: charge ? "invoiced" : "processed",
      description,
      amount: adjustment.amount,
      amountDue: charge ? adjustment.amount : 0,
      subTotal: adjustment.amount,
      currency,
      paymentType: "houseAccount",
      chargedAt: now,
      paidAt: charge ? null : now,
    });
    if (!written.created) {
      const same =
        written.row.customerId === customerId &&
        written.row.amount === adjustment.amount &&
        written.row.description === description;
      if (!same) throw new AppError("idempotency_key_reused");
      return written.row;
    }
    if (!charge) {
      const owed = await houseAccountOwed(tx.scope, customerId);
      if (adjustment.amount > owed)
        throw new AppError("invalid_request", {
          details: [{ field: "amount", details: FIELD_MESSAGES.credit_above_owed }],
        });
      await applyCredit(tx.scope, customerId, adjustment.amount);
      // A credit that settles an overdue invoice lets the member past the paywall at once.
      await refreshOverduePaywall(tx, customerId);
    }
    return written.row;
  });
  return ledgerView(row);
}

/** The same context, acting as the member: their own statement reads answer for staff. */
const asMember = (context: ServiceContext, customerId: string): ServiceContext => ({
  ...context,
  actor: { kind: "customer", customerId },
});

/** GET /admin/api/billing/members/{id}/statements: the member's statements, newest first. */
export async function memberStatements(context: ServiceContext, customerId: string, page: PageQuery) {
  await memberOf(context, customerId);
  return myStatements(asMember(context, customerId), page);
}

/** GET /admin/api/billing/statements/{id}: a statement of the club's with its rows (another club's: 404). */
export async function staffStatement(context: ServiceContext, statementId: string) {
  const row = await statementById(context.scope, statementId);
  if (!row) throw new AppError("statement_not_found");
  return statementDetail(context, row);
}

/** POST /admin/api/billing/statements/{id}/send: mails the statement to its member again. */
export async function sendStatement(context: ServiceContext, statementId: string) {
  const statement = await statementById(context.scope, statementId);
  if (!statement) throw new AppError("statement_not_found");
  const member = await customerContactOf(context, statement.customerId);
  const { currency, locale } = context.tenant.config.intl;
  const total = formatMoney(statement.totalDue, currency, locale);
  const link = `${context.publicOrigin}/account/billing/statements/${statement.id}`;
  const club = context.tenant.config.company.name;
  const words =
    context.language === "es"
      ? {
          subject: `${club}: su extracto de ${statement.month}`,
          text: `Hola, ${member.firstName}:\n\nSu extracto de ${statement.month} está listo. Total pendiente: ${total}.\n\n${link}`,
        }
      : {
          subject: `${club}: your statement for ${statement.month}`,
          text: `Hello ${member.firstName},\n\nYour statement for ${statement.month} is ready. Total due: ${total}.\n\n${link}`,
        };
  await enqueueMail(context, { to: member.email, ...words, kind: "statement" });
  return { success: true, message: "E-mail sent" };
}

/** GET /admin/api/billing/receivables: invoiced, paid, not yet due, and overdue by age (in the club's days). */
export async function receivables(context: ServiceContext, now = new Date()) {
  const { timezone, currency } = context.tenant.config.intl;
  return { currency, ...(await invoiceAges(context.scope, dayOf(now, timezone))) };
}
