/** Reading and writing the membership standing: the only code that writes it. */
import { inArray } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import type { CustomerStanding } from "../../platform/feature.ts";
import { membershipStandings } from "./tables.ts";

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
