/**
 * Invoices (issue 28 item 2; spec-1 §7 Paywall and invoices): house-account charges are owed,
 * not paid; the month's run gathers each member's into one invoice with a due date, mails it,
 * and reminds once when it is overdue. Paying one is the flow in flows/pay-invoice.ts.
 */
import { addDaysIso, dayOf, formatMoney, statementPeriod } from "@crest/domain";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { AppError } from "../../lib/errors.ts";
import { customerIdOf, inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { customerContactOf } from "../customers/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { type BillingTerms, termsOf } from "./billing-terms.ts";
import {
  addToInvoice,
  claimReminder,
  deleteInvoice,
  findInvoice,
  gatherCharges,
  lockInvoice,
  markInvoicePaid,
  membersWithUninvoicedCharges,
  unremindedOverdue,
} from "./invoice-repository.ts";
import { findRowBySource, insertOnce } from "./ledger-repository.ts";
import { type LedgerPayment, paymentSource, recordPayment } from "./ledger-writer.ts";
import { refreshOverduePaywall } from "./overdue-paywall-service.ts";
import { settingsOf } from "./settings-repository.ts";
import type { LedgerRow } from "./tables.ts";

const WORDING = {
  en: {
    description: (month: string) => `House account, ${month}`,
    subject: (club: string) => `${club}: your invoice`,
    reminderSubject: (club: string) => `${club}: your invoice is overdue`,
    body: (name: string, amount: string, due: string) =>
      `Hello ${name},\n\nYour house-account invoice of ${amount} is due on ${due}. You can pay it under Billing › Invoices.`,
    overdue: (name: string, amount: string, due: string) =>
      `Hello ${name},\n\nYour house-account invoice of ${amount} was due on ${due} and is still open. Please pay it under Billing › Invoices.`,
    copy: (name: string, what: string, amount: string, owed: string, due: string) =>
      `Hello ${name},\n\nHere is your invoice, as you asked.\n\n${what}\nAmount: ${amount}\nStill owed: ${owed}\nDue: ${due}`,
    sent: (name: string, what: string, amount: string, owed: string, due: string) =>
      `Hello ${name},\n\nHere is your invoice from the club.\n\n${what}\nAmount: ${amount}\nStill owed: ${owed}\nDue: ${due}`,
  },
  es: {
    description: (month: string) => `Cuenta de la casa, ${month}`,
    subject: (club: string) => `${club}: su factura`,
    reminderSubject: (club: string) => `${club}: su factura está vencida`,
    body: (name: string, amount: string, due: string) =>
      `Hola, ${name}:\n\nSu factura de la cuenta de la casa de ${amount} vence el ${due}. Puede pagarla en Facturación › Facturas.`,
    overdue: (name: string, amount: string, due: string) =>
      `Hola, ${name}:\n\nSu factura de la cuenta de la casa de ${amount} venció el ${due} y sigue pendiente. Puede pagarla en Facturación › Facturas.`,
    copy: (name: string, what: string, amount: string, owed: string, due: string) =>
      `Hola, ${name}:\n\nAquí tiene su factura, como pidió.\n\n${what}\nImporte: ${amount}\nPendiente: ${owed}\nVencimiento: ${due}`,
    sent: (name: string, what: string, amount: string, owed: string, due: string) =>
      `Hola, ${name}:\n\nAquí tiene su factura del club.\n\n${what}\nImporte: ${amount}\nPendiente: ${owed}\nVencimiento: ${due}`,
  },
} as const;

export const invoiceSource = (customerId: string, month: string) => `invoice:${customerId}:${month}`;

/**
 * Gathers every member's house-account charges of the month (and earlier ones no invoice took)
 * into one invoice each, due the club's set number of days after the month's last day; mails
 * each new one. Safe to run twice at once: an invoice is one row per member and month, a charge
 * joins one invoice.
 */
export const invoiceMonth = (context: ServiceContext, month: string): Promise<number> =>
  gatherInvoices(context.scope, termsOf(context), month, (scope, invoice) =>
    mailInvoice({ ...context, scope }, invoice, "issued"),
  );

/** invoiceMonth on a scope: `onIssued` runs in each new invoice's transaction (the demo mails nothing). */
export async function gatherInvoices(
  scope: TenantScope,
  terms: BillingTerms,
  month: string,
  onIssued?: (scope: TenantScope, invoice: LedgerRow) => Promise<void>,
): Promise<number> {
  const period = statementPeriod(month, terms.timezone);
  const settings = await settingsOf(scope);
  const words = WORDING[terms.language];
  let made = 0;
  for (const customerId of await membersWithUninvoicedCharges(scope, period.to)) {
    const invoice = await scope.transaction(async (tx) => {
      const { row, created } = await insertOnce(tx, {
        source: invoiceSource(customerId, month),
        customerId,
        type: "invoice",
        status: "invoiced",
        description: words.description(month),
        amount: 0,
        currency: terms.currency,
        paymentType: "invoice",
        periodStart: period.startDate,
        periodEnd: period.endDate,
        dueDate: addDaysIso(period.endDate, settings.invoiceDueDays),
        createdAt: period.to,
        chargedAt: period.to,
      });
      // A paid invoice takes no more charges: a late one waits for the next month's.
      if (!created && row.status !== "invoiced") return null;
      const gathered = await gatherCharges(tx, row.id, customerId, period.to);
      if (gathered.count === 0) {
        // Another run's invoice took them (one for a later month): nothing to invoice here.
        if (created) await deleteInvoice(tx, row.id);
        return null;
      }
      const invoice = await addToInvoice(tx, row.id, gathered);
      if (created) await onIssued?.(tx, invoice);
      return created ? invoice : null;
    });
    if (invoice) made += 1;
  }
  return made;
}

/** Mails an invoice to its member: when issued, when overdue, when they ask for it, or when staff send it. */
export async function mailInvoice(
  context: ServiceContext,
  invoice: LedgerRow,
  occasion: "issued" | "overdue" | "copy" | "sent",
): Promise<void> {
  const customer = await customerContactOf(context, invoice.customerId);
  const words = WORDING[context.language];
  const { currency, locale } = context.tenant.config.intl;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const club = context.tenant.config.company.name;
  const due = invoice.dueDate ?? "";
  const text = {
    issued: () => words.body(customer.firstName, money(invoice.amountDue), due),
    overdue: () => words.overdue(customer.firstName, money(invoice.amountDue), due),
    copy: () =>
      words.copy(
        customer.firstName,
        invoice.description,
        money(invoice.amount),
        money(invoice.amountDue),
        due,
      ),
    sent: () =>
      words.sent(
        customer.firstName,
        invoice.description,
        money(invoice.amount),
        money(invoice.amountDue),
        due,
      ),
  }[occasion]();
  await enqueueMail(context, {
    to: customer.email,
    subject: occasion === "overdue" ? words.reminderSubject(club) : words.subject(club),
    text,
    kind: occasion === "overdue" ? "invoice_overdue" : "invoice",
  });
}

/**
 * The overdue policy: an invoice still open the club's set number of days after its due date
 * gets one reminder (claimed, so two runs send one).
 */
export async function remindOverdue(context: ServiceContext, now = new Date()): Promise<number> {
  const settings = await settingsOf(context.scope);
  const cutoff = addDaysIso(dayOf(now, context.tenant.config.intl.timezone), -settings.reminderAfterDays);
  let sent = 0;
  for (const invoice of await unremindedOverdue(context.scope, cutoff)) {
    const claimed = await inTransaction(context, async (tx) => {
      if (!(await claimReminder(tx.scope, invoice.id, now))) return false;
      await mailInvoice(tx, invoice, "overdue");
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}

/** One of the member's invoices (another member's, or a row that is no invoice: undefined). */
export const myInvoice = (context: ServiceContext, invoiceId: string) =>
  findInvoice(context.scope, customerIdOf(context), invoiceId);

/**
 * Records a paid invoice in the caller's transaction: it and its charges paid, and the payment's
 * own ledger row (linked to the invoice). Answers null when another payment settled it first
 * (the flow gives this one back); a payment that is not what the invoice owes under the lock is
 * a 409 balance_changed.
 */
export async function settleInvoice(
  context: ServiceContext,
  invoiceId: string,
  payment: LedgerPayment,
  now = new Date(),
): Promise<LedgerRow | null> {
  const invoice = await lockInvoice(context.scope, customerIdOf(context), invoiceId);
  if (!invoice) throw new AppError("transaction_not_found");
  if (invoice.status !== "invoiced" || invoice.amountDue === 0)
    return (await findRowBySource(context.scope, paymentSource(payment.id))) ? invoice : null;
  if (payment.amount !== invoice.amountDue) throw new AppError("balance_changed");
  const paid = await markInvoicePaid(context.scope, invoiceId, { ...payment, paidAt: now });
  // Paid: the member passes the paywall at once, unless another invoice still holds them.
  await refreshOverduePaywall(context, invoice.customerId, now);
  await recordPayment(context.scope, payment, {
    type: "invoice",
    invoiceId,
    description: invoice.description,
  });
  return paid;
}
