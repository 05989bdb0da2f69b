/**
 * What staff need of billing (issue 28 item 6): a member's ledger, a statement mailed again, and
 * the club's receivables; a manual charge or credit on the house account is
 * house-account-adjustment.ts. Reading is every staff user's; changing money and mailing members
 * are an admin's or owner's (the staff user's permission level).
 */

import {
  dayOf,
  formatMoney,
  type PageQuery,
  pageOffset,
  type StaffLedgerEntry,
  type StaffLedgerQuery,
} from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { customerContactOf, findCustomers } from "../customers/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { invoiceAges } from "./adjustment-repository.ts";
import { clubRows, customerRows } from "./ledger-repository.ts";
import { ledgerViews } from "./ledger-views.ts";
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
