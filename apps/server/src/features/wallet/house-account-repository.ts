/** The house account setting: wallet is its one writer. */
import { eq, inArray } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import type { CustomerStanding } from "../../platform/feature.ts";
import { houseAccounts } from "./tables.ts";

export async function setHouseAccountEnabled(scope: TenantScope, customerId: string, enabled: boolean) {
  const values = { enabled, updatedAt: new Date() };
  await scope
    .insert(houseAccounts)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: houseAccounts.customerId, set: values });
}

/** spec-1 §6: the house account is available only when enabled. */
export async function isHouseAccountEnabled(scope: TenantScope, customerId: string): Promise<boolean> {
  const row = await scope.findOne(houseAccounts, eq(houseAccounts.customerId, customerId));
  return row?.enabled ?? false;
}

/** Wallet's part of the account standing: houseAccountEnabled. */
export async function houseAccountFacet(
  scope: TenantScope,
  customerIds: readonly string[],
): Promise<Map<string, Partial<CustomerStanding>>> {
  if (customerIds.length === 0) return new Map();
  const rows = await scope
    .select({ customerId: houseAccounts.customerId, enabled: houseAccounts.enabled })
    .from(houseAccounts)
    .where(inArray(houseAccounts.customerId, [...customerIds]));
  return new Map(rows.map((row) => [row.customerId, { houseAccountEnabled: row.enabled }]));
}
