/**
 * When a ticket type sells (issue 25): its event is published and not over, and now is inside
 * the type's sale window. The cart's hold and a free registration ask the same question.
 */
import type { ErrorCode } from "@crest/domain";
import type { EventRow, TicketTypeFacts } from "./tables.ts";

/** Why the type cannot be sold now (`event_not_on_sale`), or null when it can. */
export function saleProblem(event: EventRow, type: TicketTypeFacts, now: Date): ErrorCode | null {
  if (event.status !== "published" || event.type === "external" || event.endsAt <= now)
    return "event_not_on_sale";
  if ((type.onSale && now < type.onSale) || (type.offSale && now >= type.offSale)) return "event_not_on_sale";
  return null;
}

/** Whether the type is on sale now (the catalogue shows it). */
export const onSaleNow = (event: EventRow, type: TicketTypeFacts, now: Date): boolean =>
  saleProblem(event, type, now) === null;
