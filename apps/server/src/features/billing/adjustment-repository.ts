/** Staff's adjustments of a house account and the club's receivables: their queries. */
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { lowerInvoiceDue } from "./invoice-repository.ts";
import { ledgerTransactions as t } from "./tables.ts";

/** What the member's house account owes in all. */
export async function houseAccountOwed(scope: TenantScope, customerId: string): Promise<number> {
  const [row] = await scope
    .select({ owed: sql<number>`coalesce(sum(${t.amountDue}), 0)::int` })
    .from(t)
    .where(and(eq(t.customerId, customerId), eq(t.paymentType, "houseAccount"), gt(t.amountDue, 0)));
  return Number(row?.owed ?? 0);
}

/**
 * Lowers what the member's house-account charges owe by `amount`, oldest first (and their
 * invoices with them), in the caller's transaction; the charges are locked while it does.
 */
export async function applyCredit(scope: TenantScope, customerId: string, amount: number): Promise<void> {
  const open = await scope
    .select({ id: t.id, amountDue: t.amountDue, invoiceId: t.invoiceId })
    .from(t)
    .where(and(eq(t.customerId, customerId), eq(t.paymentType, "houseAccount"), gt(t.amountDue, 0)))
    .orderBy(asc(t.createdAt), asc(t.id))
    .for("update");
  let left = amount;
  for (const charge of open) {
    if (left === 0) break;
    const taken = Math.min(left, charge.amountDue);
    left -= taken;
    await scope
      .update(t)
      .set({ amountDue: sql`${t.amountDue} - ${taken}` })
      .where(eq(t.id, charge.id));
    if (charge.invoiceId) await lowerInvoiceDue(scope, charge.invoiceId, taken);
  }
}

/** The club's invoices' totals, and what is still owed on them by due date (for the receivables report). */
export async function invoiceAges(scope: TenantScope, today: string) {
  const age = sql<number>`(${today}::date - ${t.dueDate})`;
  const owed = (condition: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(${t.amountDue}) filter (where ${condition}), 0)::int`;
  const [row] = await scope
    .select({
      invoiced: sql<number>`coalesce(sum(${t.amount}), 0)::int`,
      paid: sql<number>`coalesce(sum(${t.amount}) filter (where ${t.status} = 'processed'), 0)::int`,
      current: owed(sql`${age} <= 0`),
      thirtyDays: owed(sql`${age} between 1 and 30`),
      sixtyDays: owed(sql`${age} between 31 and 60`),
      ninetyDays: owed(sql`${age} between 61 and 90`),
      overNinetyDays: owed(sql`${age} > 90`),
      openInvoices: sql<number>`count(*) filter (where ${t.amountDue} > 0)::int`,
    })
    .from(t)
    .where(inArray(t.type, ["invoice"]));
  return {
    invoiced: Number(row?.invoiced ?? 0),
    paid: Number(row?.paid ?? 0),
    current: Number(row?.current ?? 0),
    overdue: {
      thirtyDays: Number(row?.thirtyDays ?? 0),
      sixtyDays: Number(row?.sixtyDays ?? 0),
      ninetyDays: Number(row?.ninetyDays ?? 0),
      overNinetyDays: Number(row?.overNinetyDays ?? 0),
    },
    openInvoices: Number(row?.openInvoices ?? 0),
  };
}
