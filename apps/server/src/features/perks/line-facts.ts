/**
 * What each cart line is, as far as a perk's reference can tell (domain `PerkLineFacts`): its
 * product and the product's categories, the event a ticket is for, the booked item of a
 * reservation or appointment.
 */
import type { PerkLineFacts } from "@crest/domain";
import type { TenantScope } from "../../db/tenant-scope.ts";
import type { DiscountableLine } from "../cart/index.ts";
import { categoryIdsOfProducts } from "../catalogue/index.ts";
import { ticketTypeWithEvent } from "../events/index.ts";

const idIn = (ref: unknown, key: string): string | null => {
  const value = typeof ref === "object" && ref !== null ? (ref as Record<string, unknown>)[key] : undefined;
  return typeof value === "string" ? value : null;
};

/** The facts of each line, in the lines' order. */
export async function lineFactsOf(
  scope: TenantScope,
  lines: readonly Pick<DiscountableLine, "kind" | "ref" | "item">[],
): Promise<PerkLineFacts[]> {
  const productIds = lines.flatMap((line) => (line.item.productId ? [line.item.productId] : []));
  const categories = await categoryIdsOfProducts(scope, productIds);
  return Promise.all(
    lines.map(async (line) => {
      const ticketTypeId = line.kind === "tickets" ? idIn(line.ref, "ticketTypeId") : null;
      const event = ticketTypeId
        ? (await ticketTypeWithEvent(scope, ticketTypeId).catch(() => undefined))?.event
        : undefined;
      return {
        kind: line.kind,
        productId: line.item.productId,
        categoryIds: line.item.productId ? (categories.get(line.item.productId) ?? []) : [],
        eventId: event?.id ?? null,
        bookingId:
          line.kind === "reservations" || line.kind === "appointments"
            ? (idIn(line.ref, "itemId") ?? idIn(line.ref, "resourceId"))
            : null,
      };
    }),
  );
}
