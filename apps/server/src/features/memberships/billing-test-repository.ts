/**
 * Due subscriptions for the billing tests and the billing bench: a card of a plan and a monthly
 * subscription due on `nextDate` for each customer given (who must have a billing or default
 * method in the wallet). Not used by the product.
 */
import { randomUUID } from "node:crypto";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { membershipCards, membershipSubscriptions } from "./tables.ts";

export async function insertDueSubscriptions(
  scope: TenantScope,
  input: { planId: string; customerIds: readonly string[]; nextDate: string; rate: number; label: string },
): Promise<string[]> {
  const ids: string[] = [];
  const chunk = 500;
  for (let start = 0; start < input.customerIds.length; start += chunk) {
    const customers = input.customerIds.slice(start, start + chunk);
    const cards = customers.map((customerId, index) => ({
      id: randomUUID(),
      planId: input.planId,
      customerId,
      cardNumber: `${input.label}-${start + index}`,
      type: "subscription" as const,
      status: "active" as const,
    }));
    await scope.insert(membershipCards).values(cards);
    const subscriptions = await scope
      .insert(membershipSubscriptions)
      .values(
        cards.map((card) => ({
          cardId: card.id,
          customerId: card.customerId,
          frequency: "monthly" as const,
          rate: input.rate,
          nextDate: input.nextDate,
          billingDay: Number(input.nextDate.slice(8, 10)),
          status: "active" as const,
        })),
      )
      .returning({ id: membershipSubscriptions.id });
    ids.push(...subscriptions.map((row) => row.id));
  }
  return ids;
}
