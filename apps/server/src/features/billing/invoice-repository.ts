/**
 * Invoices' queries. An invoice is a ledger row (type `invoice`, source
 * `invoice:<member>:<month>`) that gathers the member's house-account charges of a month: each
 * charge points at it (`invoice_id`), and paying it pays them.
 */
import { and, asc, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { type LedgerRow, ledgerTransactions as t } from "./tables.ts";

/** A house-account charge not yet on an invoice, and still owed. */
const uninvoiced = (before: Date) =>
  and(
    eq(t.paymentType, "houseAccount"),
    ne(t.type, "invoice"),
    ne(t.type, "refund"),
    isNull(t.invoiceId),
    gt(t.amountDue, 0),
    lt(t.createdAt, before),
  );

/** The members with house-account charges made before `before` that no invoice gathers yet. */
export async function membersWithUninvoicedCharges(scope: TenantScope, before: Date): Promise<string[]> {
  const rows = await scope
    .select({ customerId: t.customerId })
    .from(t)
    .where(uninvoiced(before))
    .groupBy(t.customerId);
  return rows.map((row) => row.customerId);
}

/**
 * Gathers the member's uninvoiced charges made before `before` into the invoice; answers what
 * they come to. The charges' condition is checked again by the UPDATE, so a charge is on one
 * invoice however many runs meet it.
 */
export async function gatherCharges(
  scope: TenantScope,
  invoiceId: string,
  customerId: string,
  before: Date,
): Promise<{ amount: number; amountDue: number; count: number }> {
  const rows = await scope
    .update(t)
    .set({ invoiceId })
    .where(and(eq(t.customerId, customerId), uninvoiced(before)))
    .returning({ amount: t.amount, amountDue: t.amountDue });
  return {
    amount: rows.reduce((sum, row) => sum + row.amount, 0),
    amountDue: rows.reduce((sum, row) => sum + row.amountDue, 0),
    count: rows.length,
  };
}

/** One of the member's invoices. */
export const findInvoice = (scope: TenantScope, customerId: string, invoiceId: string) =>
  scope.findOne(t, and(eq(t.id, invoiceId), eq(t.customerId, customerId), eq(t.type, "invoice")));

/** Adds gathered charges to an invoice's totals; answers the invoice. */
export async function addToInvoice(
  scope: TenantScope,
  invoiceId: string,
  gathered: { amount: number; amountDue: number },
): Promise<LedgerRow> {
  const [row] = await scope
    .update(t)
    .set({
      amount: sql`${t.amount} + ${gathered.amount}`,
      subTotal: sql`${t.subTotal} + ${gathered.amount}`,
      amountDue: sql`${t.amountDue} + ${gathered.amountDue}`,
    })
    .where(eq(t.id, invoiceId))
    .returning();
  if (!row) throw new Error(`invoice ${invoiceId} vanished`);
  return row;
}

/** Removes an invoice that gathered nothing (its run met no charge after all). */
export const deleteInvoice = (scope: TenantScope, invoiceId: string) =>
  scope.delete(t).where(and(eq(t.id, invoiceId), eq(t.type, "invoice")));

/** One of the member's invoices, locked for the rest of the transaction (paying it). */
export async function lockInvoice(
  scope: TenantScope,
  customerId: string,
  invoiceId: string,
): Promise<LedgerRow | undefined> {
  const [row] = await scope
    .select()
    .from(t)
    .where(and(eq(t.id, invoiceId), eq(t.customerId, customerId), eq(t.type, "invoice")))
    .for("update");
  return row;
}

/** The charges an invoice gathers, oldest first. */
export const chargesOfInvoice = (scope: TenantScope, invoiceId: string) =>
  scope.select().from(t).where(eq(t.invoiceId, invoiceId)).orderBy(asc(t.createdAt), asc(t.id));

/**
 * An invoice paid: it and its charges are processed, nothing owed, with the card that paid
 * (the payment itself has its own row, linked to the invoice).
 */
export async function markInvoicePaid(
  scope: TenantScope,
  invoiceId: string,
  payment: { brand: string; lastFour: string; paidAt: Date },
): Promise<LedgerRow> {
  await scope
    .update(t)
    .set({ status: "processed", amountDue: 0, paidAt: payment.paidAt })
    .where(eq(t.invoiceId, invoiceId));
  const [paid] = await scope
    .update(t)
    .set({
      status: "processed",
      amountDue: 0,
      paidAt: payment.paidAt,
      brand: payment.brand,
      lastFour: payment.lastFour,
    })
    .where(eq(t.id, invoiceId))
    .returning();
  if (!paid) throw new Error(`invoice ${invoiceId} vanished while locked`);
  return paid;
}

/** A refund of a charge an invoice gathers lowers what the invoice is owed too. */
export const lowerInvoiceDue = (scope: TenantScope, invoiceId: string, amount: number) =>
  scope
    .update(t)
    .set({ amountDue: sql`greatest(${t.amountDue} - ${amount}, 0)` })
    .where(eq(t.id, invoiceId));

/** Open invoices whose due date is before `day` (the club's calendar day) and not yet reminded. */
export const unremindedOverdue = (scope: TenantScope, day: string) =>
  scope
    .select()
    .from(t)
    .where(
      and(
        eq(t.type, "invoice"),
        eq(t.status, "invoiced"),
        gt(t.amountDue, 0),
        lt(t.dueDate, day),
        isNull(t.remindedAt),
      ),
    );

/** Marks an invoice reminded; answers false when another run did it first (one reminder). */
export async function claimReminder(scope: TenantScope, invoiceId: string, at: Date): Promise<boolean> {
  const rows = await scope
    .update(t)
    .set({ remindedAt: at })
    .where(and(eq(t.id, invoiceId), isNull(t.remindedAt)))
    .returning({ id: t.id });
  return rows.length > 0;
}

/** The club's open invoices of a month (by the period they gather). */
export const invoicesOfMonth = (scope: TenantScope, month: string) =>
  scope
    .select()
    .from(t)
    .where(and(eq(t.type, "invoice"), eq(t.status, "invoiced"), eq(t.periodStart, `${month}-01`)));

/** Any invoice of the club, whoever its member (staff's view). */
export const clubInvoice = (scope: TenantScope, invoiceId: string) =>
  scope.findOne(t, and(eq(t.id, invoiceId), eq(t.type, "invoice")));

/**
 * Marks an invoice mailed by staff at `at`, unless it was within the window before: answers
 * whether this call claimed the send (the UPDATE decides, so two presses at once mail once).
 */
export async function claimStaffSend(
  scope: TenantScope,
  invoiceId: string,
  at: Date,
  windowMinutes: number,
): Promise<boolean> {
  const since = new Date(at.getTime() - windowMinutes * 60_000);
  const rows = await scope
    .update(t)
    .set({ staffSentAt: at })
    .where(
      and(eq(t.id, invoiceId), eq(t.type, "invoice"), or(isNull(t.staffSentAt), lt(t.staffSentAt, since))),
    )
    .returning({ id: t.id });
  return rows.length > 0;
}

/** The first of a member's invoices, oldest first (the isolation sweep's resource). */
export const firstInvoiceOf = (scope: TenantScope, customerId: string) =>
  scope
    .select()
    .from(t)
    .where(and(eq(t.customerId, customerId), eq(t.type, "invoice")))
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(1);
