/**
 * Minimum spend (issue 28 item 5; beyond the spec, as Clubessential and Jonas clubs run it): a
 * club may ask each member to spend a food-and-beverage minimum per quarter or year. What counts
 * is what the member paid for dining orders (card, house account or credits) and the dining
 * charges the club's point of sale posts to the house account, less what went back. The
 * period's last month charges the shortfall to the house account (once: its ledger source names
 * the member and the period), and every statement of the period shows where the member stands.
 */
import {
  closesMinimumSpendPeriod,
  type MinimumSpend,
  minimumSpendPeriodOf,
  minimumSpendStatus,
  statementPeriod,
} from "@crest/domain";
import type { TenantScope } from "../../db/tenant-scope.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { activeMemberIds } from "../memberships/index.ts";
import { diningOrderIds } from "../orders/index.ts";
import { type BillingTerms, termsOf } from "./billing-terms.ts";
import { insertManyOnce } from "./ledger-repository.ts";
import { settingsOf } from "./settings-repository.ts";
import { spendRowsBetween } from "./statement-repository.ts";

/** A house-account charge's data entry marking it dining (posted by the club's point of sale). */
export const DINING_SPEND = { referenceType: "spend", referenceItem: "dining" } as const;

const WORDING = {
  en: (first: string, last: string) => `Dining minimum shortfall, ${first} to ${last}`,
  es: (first: string, last: string) => `Diferencia del consumo mínimo, ${first} a ${last}`,
} as const;

/** Where each member stands on the club's minimum at the end of `month`; empty when the club sets none. */
export const minimumSpendAt = (context: ServiceContext, month: string) =>
  minimumSpendIn(context.scope, context.tenant.config.intl.timezone, month);

/** minimumSpendAt on a scope. */
export async function minimumSpendIn(
  scope: TenantScope,
  timezone: string,
  month: string,
): Promise<Map<string, MinimumSpend>> {
  const settings = await settingsOf(scope);
  const standing = new Map<string, MinimumSpend>();
  if (settings.minimumSpend === null || settings.minimumSpend <= 0) return standing;
  const period = settings.minimumSpendPeriod;
  const { first, last } = minimumSpendPeriodOf(month, period);
  const [members, rows] = await Promise.all([
    activeMemberIds(scope),
    spendRowsBetween(scope, statementPeriod(first, timezone).from, statementPeriod(month, timezone).to),
  ]);
  const dining = await diningOrderIds(scope, [
    ...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : []))),
  ]);
  const spent = new Map<string, number>();
  for (const row of rows) {
    const counts = row.orderId
      ? dining.has(row.orderId)
      : row.data.some(
          (entry) =>
            entry.referenceType === DINING_SPEND.referenceType &&
            entry.referenceItem === DINING_SPEND.referenceItem,
        );
    if (counts) spent.set(row.customerId, (spent.get(row.customerId) ?? 0) + row.amount - row.refundedAmount);
  }
  const closing = closesMinimumSpendPeriod(month, period);
  for (const customerId of members) {
    const status = minimumSpendStatus(settings.minimumSpend, spent.get(customerId) ?? 0);
    standing.set(customerId, {
      period,
      firstMonth: first,
      lastMonth: last,
      ...status,
      shortfall: closing ? status.shortfall : 0,
    });
  }
  return standing;
}

/**
 * In the period's last month, charges each member's shortfall to their house account, dated in
 * that month (so its statement and invoice carry it). Safe to repeat: one row per member and period.
 */
export const chargeShortfalls = (
  context: ServiceContext,
  month: string,
  standing: Map<string, MinimumSpend>,
) => chargeShortfallsIn(context.scope, termsOf(context), month, standing);

/** chargeShortfalls on a scope. */
export async function chargeShortfallsIn(
  scope: TenantScope,
  { timezone, currency, language }: BillingTerms,
  month: string,
  standing: Map<string, MinimumSpend>,
): Promise<number> {
  const at = new Date(statementPeriod(month, timezone).to.getTime() - 1_000);
  const due = [...standing].filter(([, spend]) => spend.shortfall > 0);
  await insertManyOnce(
    scope,
    due.map(([customerId, spend]) => ({
      source: `minimum:${customerId}:${spend.lastMonth}`,
      customerId,
      type: "charge" as const,
      status: "invoiced" as const,
      description: WORDING[language](spend.firstMonth, spend.lastMonth),
      amount: spend.shortfall,
      amountDue: spend.shortfall,
      subTotal: spend.shortfall,
      currency,
      paymentType: "houseAccount" as const,
      createdAt: at,
      chargedAt: at,
    })),
  );
  return due.length;
}
