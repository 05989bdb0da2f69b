/**
 * The overdue-invoice paywall flag's queries (`billing_overdue_standings`): which members owe an
 * invoice past the policy's day, the stored rows kept in step with them, and the account facet
 * that reads the rows. A row's insert or delete is announced (the manifest's accountChanges),
 * so every instance sees the flag rise and drop at once.
 */
import { and, asc, eq, gt, inArray, lt } from "drizzle-orm";
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

/** The members held now, of the given ones (all when none are given). */
async function heldOf(scope: TenantScope, customerIds?: readonly string[]): Promise<Set<string>> {
  const rows = await scope
    .select({ customerId: standings.customerId })
    .from(standings)
    .where(customerIds ? inArray(standings.customerId, [...customerIds]) : undefined);
  return new Set(rows.map((row) => row.customerId));
}

/**
 * Writes only what changes (a write to the table empties every signed-in cache of the instance):
 * holds `hold` and releases `release`, of the members held now.
 */
async function changeHeld(scope: TenantScope, hold: readonly string[], release: readonly string[]) {
  if (release.length > 0) await scope.delete(standings).where(inArray(standings.customerId, [...release]));
  if (hold.length > 0)
    await scope
      .insert(standings)
      .values(hold.map((customerId) => ({ customerId })))
      .onConflictDoNothing();
}

/**
 * Makes the stored flags the club's members overdue before `day` (none when `day` is null: the
 * policy is off). Answers how many members are held.
 */
export async function syncOverdueStandings(scope: TenantScope, day: string | null): Promise<number> {
  const overdue = new Set(day === null ? [] : await membersOverdue(scope, day));
  const held = await heldOf(scope);
  await changeHeld(
    scope,
    [...overdue].filter((customerId) => !held.has(customerId)),
    [...held].filter((customerId) => !overdue.has(customerId)),
  );
  return overdue.size;
}

/** One member's flag made right (their invoice was just paid or credited): down unless another is overdue. */
export async function refreshOverdueStanding(
  scope: TenantScope,
  customerId: string,
  day: string | null,
): Promise<void> {
  const still = day !== null && (await overdueInvoicesOf(scope, customerId, day)).length > 0;
  const held = (await heldOf(scope, [customerId])).has(customerId);
  if (still !== held) await changeHeld(scope, still ? [customerId] : [], still ? [] : [customerId]);
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
