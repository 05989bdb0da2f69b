/**
 * The membership standing (isMember and the paywall flag) is derived from the memberships'
 * own rows and written only here: a member is someone with an active card; the flag is up
 * while a subscription transaction has failed for good. Every change to cards or transactions
 * calls `refreshStanding` in the same transaction.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import type { CustomerStanding } from "../../platform/feature.ts";
import { membershipCards, membershipStandings, subscriptionTransactions } from "./tables.ts";

export interface MembershipStanding {
  isMember: boolean;
  failedPayment: boolean;
}

/** Sets a customer's standing (creating it on first use). */
export async function setMembershipStanding(
  scope: TenantScope,
  customerId: string,
  standing: MembershipStanding,
): Promise<void> {
  const values = { ...standing, updatedAt: new Date() };
  await scope
    .insert(membershipStandings)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: membershipStandings.customerId, set: values });
}

/** Recomputes the standing from the customer's cards and transactions, and writes it. */
export async function refreshStanding(scope: TenantScope, customerId: string): Promise<MembershipStanding> {
  const [activeCards, failed] = await Promise.all([
    scope.count(
      membershipCards,
      and(eq(membershipCards.customerId, customerId), eq(membershipCards.status, "active")),
    ),
    scope.count(
      subscriptionTransactions,
      and(eq(subscriptionTransactions.customerId, customerId), eq(subscriptionTransactions.status, "failed")),
    ),
  ]);
  const standing = { isMember: activeCards > 0, failedPayment: failed > 0 };
  await setMembershipStanding(scope, customerId, standing);
  return standing;
}

/** Memberships' part of the account standing: isMember, and the paywall flag. */
export async function membershipFacet(
  scope: TenantScope,
  customerIds: readonly string[],
): Promise<Map<string, Partial<CustomerStanding>>> {
  if (customerIds.length === 0) return new Map();
  const rows = await scope
    .select()
    .from(membershipStandings)
    .where(inArray(membershipStandings.customerId, [...customerIds]));
  return new Map(
    rows.map((row) => [
      row.customerId,
      { isMember: row.isMember, flag: row.failedPayment ? ("membership_failed_payment" as const) : null },
    ]),
  );
}

/** The club's members (an active card): whom a club-wide rule such as a minimum spend applies to. */
export async function activeMemberIds(scope: TenantScope): Promise<string[]> {
  const rows = await scope
    .select({ customerId: membershipStandings.customerId })
    .from(membershipStandings)
    .where(eq(membershipStandings.isMember, true));
  return rows.map((row) => row.customerId);
}
