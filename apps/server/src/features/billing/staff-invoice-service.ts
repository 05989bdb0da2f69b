/**
 * One invoice for staff (issue 32 item 6): the invoice with the charges it gathers, its member and
 * whether it is overdue; and mailing it to the member through the same mail as the member's own
 * "e-mail me this invoice" (`mailInvoice`). A send within INVOICE_SEND_WINDOW_MINUTES of the last
 * one mails nothing and says when that went: a second press, or two staff at once, mail once.
 */
import { dayOf, INVOICE_SEND_WINDOW_MINUTES, type StaffInvoice, type StaffInvoiceSend } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { customerContactOf } from "../customers/index.ts";
import { chargesOfInvoice, claimStaffSend, clubInvoice } from "./invoice-repository.ts";
import { mailInvoice } from "./invoice-service.ts";
import { ledgerView } from "./ledger-view.ts";
import { ledgerViews } from "./ledger-views.ts";

/** An invoice of the club's; another club's, or a row that is no invoice, is a 404. */
async function invoiceRow(context: ServiceContext, invoiceId: string) {
  const row = await clubInvoice(context.scope, invoiceId);
  if (!row) throw new AppError("transaction_not_found");
  return row;
}

/** GET /admin/api/billing/invoices/{invoiceId}. */
export async function staffInvoice(
  context: ServiceContext,
  invoiceId: string,
  now = new Date(),
): Promise<StaffInvoice> {
  const row = await invoiceRow(context, invoiceId);
  const [member, lines] = await Promise.all([
    customerContactOf(context, row.customerId),
    chargesOfInvoice(context.scope, row.id).then((charges) => ledgerViews(context.scope, charges)),
  ]);
  const today = dayOf(now, context.tenant.config.intl.timezone);
  return {
    invoice: ledgerView(row),
    lines,
    member: {
      id: member.customerId,
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
    },
    overdue: row.status === "invoiced" && row.amountDue > 0 && row.dueDate !== null && row.dueDate < today,
    lastSentAt: row.staffSentAt,
  };
}

/** POST /admin/api/billing/invoices/{invoiceId}/send: mailed, unless it went within the window. */
export async function sendInvoice(
  context: ServiceContext,
  invoiceId: string,
  now = new Date(),
): Promise<StaffInvoiceSend> {
  return inTransaction(context, async (tx) => {
    const row = await invoiceRow(tx, invoiceId);
    const claimed = await claimStaffSend(tx.scope, row.id, now, INVOICE_SEND_WINDOW_MINUTES);
    if (!claimed) return { sent: false, lastSentAt: row.staffSentAt ?? now };
    await mailInvoice(tx, row, "sent");
    return { sent: true, lastSentAt: now };
  });
}
