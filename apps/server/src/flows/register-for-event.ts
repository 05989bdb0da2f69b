/**
 * Registering for a free event (spec-2 §7 POST /api/events/{id}/register, issue 25): a
 * zero-amount order with its tickets, made through the tickets' cart-item provider as checkout
 * would (hold, describe, fulfil), without the member's cart — what else they have in it stays.
 *
 * Steps, in one transaction with the ticket type's row locked (so a member's repeated or
 * concurrent registrations queue, and a second one finds the first):
 *  1. the type: the one asked for, or the event's first; it must be free (else
 *     `registration_not_free`: tickets that cost money go through the cart) and on sale;
 *  2. a member who already holds a ticket for the event, or whose registration was made under
 *     the idempotency key given, is answered their registration;
 *  3. the provider holds the units (its refusals: sold_out, members_only, ticket_max_reached…);
 *  4. the order (all amounts 0, no payment) and its item are written, and the provider fulfils
 *     the line (tickets issued, the member mailed); the item keeps what was created;
 *  5. the member is mailed the receipt a paid order gets (checkout's, en and es), and the bell says
 *     the order was placed.
 * Nothing touches the outside world before the commit, so nothing needs undoing.
 */
import { type AccountEvent, errorCatalogue, type RegisterEvent } from "@crest/domain";
import { buyerOf } from "../features/cart/index.ts";
import { sendReceipt } from "../features/checkout/index.ts";
import {
  getListedEvent,
  memberEventView,
  ticketsOfMember,
  ticketTypesOf,
  ticketTypeWithEvent,
} from "../features/events/index.ts";
import { orderByKey } from "../features/orders/index.ts";
import { AppError } from "../lib/errors.ts";
import { customerIdOf, inTransaction, type ServiceContext } from "../platform/service-context.ts";
import { placeZeroAmountOrder } from "./zero-amount-order.ts";

/** Registers the signed-in member for a free event; answers the event with their tickets. */
export async function registerForEvent(
  context: ServiceContext,
  eventId: string,
  body: RegisterEvent,
): Promise<AccountEvent> {
  const customerId = customerIdOf(context);
  const buyer = await buyerOf(context);
  const provider = context.platform.cartItems.of("tickets");
  const event = await getListedEvent(context.scope, eventId);
  const typeId = body.ticketTypeId ?? (await ticketTypesOf(context.scope, [event.id]))[0]?.id;
  if (!typeId) throw new AppError("event_not_on_sale", { details: { details: event.title } });
  return inTransaction(context, async (tx) => {
    const { type } = await ticketTypeWithEvent(tx.scope, typeId, true);
    if (type.eventId !== event.id) throw new AppError("not_found");
    if (type.priceCents > 0)
      throw new AppError("registration_not_free", { details: [{ details: type.name }] });
    const held = await ticketsOfMember(tx.scope, event.id, customerId);
    if (held.some((ticket) => ticket.ownerId === customerId && ticket.status !== "cancelled"))
      return memberEventView(tx, event, customerId);
    // The member's key names the attempt (of this event): retried after the ticket was given
    // away or cancelled, it answers that registration rather than making another.
    const idempotencyKey = body.idempotencyKey
      ? `register:${event.id}:${customerId}:${body.idempotencyKey}`
      : undefined;
    if (idempotencyKey && (await orderByKey(tx.scope, idempotencyKey)))
      return memberEventView(tx, event, customerId);
    const line = await provider.toLine(
      tx,
      buyer,
      { ticketTypeId: type.id, quantity: body.quantity },
      "ticketTypeId",
    );
    const refusal = await provider.hold(tx.scope, line, buyer, line.quantity);
    if (refusal) {
      const detail = { details: refusal.details ?? type.name };
      throw new AppError(refusal.code, {
        details: errorCatalogue[refusal.code].status === 400 ? [detail] : detail,
      });
    }
    const item = await provider.describe(tx.scope, line, buyer);
    const { order } = await placeZeroAmountOrder(tx, {
      provider,
      line,
      item,
      buyer,
      type: "registration",
      keyPrefix: `register:${event.id}`,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
    await sendReceipt(tx, customerId, order);
    return memberEventView(tx, event, customerId);
  });
}
