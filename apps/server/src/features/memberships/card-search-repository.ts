/** Staff's member search by card number (issue 31): the card's holder, by the whole number. */
import { and, eq, isNotNull } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { membershipCards } from "./tables.ts";

/** The ids of the customers holding the card with this number (upper-cased; the unique index finds it). */
export async function holdersOfCardNumber(scope: TenantScope, cardNumber: string): Promise<string[]> {
  const rows = await scope
    .select({ customerId: membershipCards.customerId })
    .from(membershipCards)
    .where(
      and(
        eq(membershipCards.cardNumber, cardNumber.trim().toUpperCase()),
        isNotNull(membershipCards.customerId),
      ),
    );
  return rows.flatMap((row) => (row.customerId ? [row.customerId] : []));
}
