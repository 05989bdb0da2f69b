/** A club's billing policy (invoice terms, overdue policy, minimum spend); the defaults until staff set one. */
import type { TenantScope } from "../../db/tenant-scope.ts";
import { type BillingSettingsRow, billingSettings } from "./tables.ts";

export type BillingSettings = Omit<BillingSettingsRow, "companyId">;

export const DEFAULT_BILLING_SETTINGS: BillingSettings = {
  invoiceDueDays: 30,
  reminderAfterDays: 7,
  overduePaywall: false,
  minimumSpend: null,
  minimumSpendPeriod: "quarter",
};

/** The club's billing policy. */
export async function settingsOf(scope: TenantScope): Promise<BillingSettings> {
  const [row] = await scope.select().from(billingSettings);
  if (!row) return DEFAULT_BILLING_SETTINGS;
  const { companyId: _, ...settings } = row;
  return settings;
}

/** Writes the club's billing policy (staff, the demo). */
export async function saveSettings(scope: TenantScope, settings: Partial<BillingSettings>): Promise<void> {
  await scope
    .insert(billingSettings)
    .values({ ...DEFAULT_BILLING_SETTINGS, ...settings })
    .onConflictDoUpdate({ target: billingSettings.companyId, set: settings });
}
