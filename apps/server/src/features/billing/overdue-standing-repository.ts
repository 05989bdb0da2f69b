/**
 * The overdue-invoice paywall flag's queries (`billing_overdue_standings`): which members owe an
 * invoice past the policy's day, the stored rows kept in step with them, and the account facet
 * that reads the rows. A row's insert or delete is announced (the manifest's accountChanges),
 * so every instance sees the flag rise and drop at once.
 */
import { and, asc, eq, gt, inArray, lt, notInArray } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import type { CustomerStanding } from "../../platform/feature.ts";
import { billingOverdueStandings as standings, ledgerTransactions as t } from "./tables.ts";

/** Open invoices due before `day` (the club's calendar day). */
const openBefore = (day: string) =>
  and(eq(t.type, "invoice"), eq(t.status, "invoiced"), gt(t.amountDue, 0), lt(t.dueDate, day));

/** The member's open invoices due before `day`, oldest due first. */
export const overdueInvoicesOf = (scope: TenantScope, customerId: string, day: string) =>
  scope
    .select()
    .from(t)
    .where(and(eq(t.customerId, customerId), openBefore(day)))
    .orderBy(asc(t.dueDate), asc(t.createdAt));

/** The club's members with an open invoice due before `day`. */
async function membersOverdue(scope: TenantScope, day: string): Promise<string[]> {
  const rows = await scope
    .select({ customerId: t.customerId })
    .from(t)
    .where(openBefore(day))
    .groupBy(t.customerId);
  return rows.map((row) => row.customerId);
}

/**
 * Makes the stored flags the club's members overdue before `day` (none when `day` is null: the
 * policy is off). Answers how many members are flagged.
 */
export async function syncOverdueStandings(scope: TenantScope, day: string | null): Promise<number> {
  const overdue = day === null ? [] : await membersOverdue(scope, day);
  await scope
    .delete(standings)
    .where(overdue.length > 0 ? notInArray(standings.customerId, overdue) : undefined);
  if (overdue.length > 0)
    await scope
      .insert(standings)
      .values(overdue.map((customerId) => ({ customerId })))
      .onConflictDoNothing();
  return overdue.length;
}

/** One member's flag made right (their invoice was just paid or credited): down unless another is overdue. */
export async function refreshOverdueStanding(
  scope: TenantScope,
  customerId: string,
  day: string | null,
): Promise<void> {
  const still = day !== null && (await overdueInvoicesOf(scope, customerId, day)).length > 0;
  if (still) await scope.insert(standings).values({ customerId }).onConflictDoNothing();
  else await scope.delete(standings).where(eq(standings.customerId, customerId));
}

/** Billing's part of the account standing: the paywall flag while an overdue invoice holds the member. */
export async function overdueFacet(
  scope: TenantScope,
  customerIds: readonly string[],
): Promise<Map<string, Partial<CustomerStanding>>> {
  if (customerIds.length === 0) return new Map();
  const rows = await scope
    .select({ customerId: standings.customerId })
    .from(standings)
    .where(inArray(standings.customerId, [...customerIds]));
  return new Map(rows.map((row) => [row.customerId, { flag: "membership_failed_payment" as const }]));
}
