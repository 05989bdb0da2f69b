/**
 * Cancelling an event's tickets with their refunds (spec-2 §7 POST /api/account/events/{id}/cancel;
 * issue 25 item 7, staff cancelling an event): each order line with tickets to cancel goes
 * through the cancel-one-line flow, which locks the order, asks the tickets' provider, refunds
 * once and frees the places. So a retried or raced cancellation refunds nothing more: the flow
 * answers a line with nothing left from its record, and a line whose tickets a racing call
 * already cancelled is answered from the records here.
 *
 * Steps: (member) the event allows cancelling, and the member bought tickets they still hold;
 * (staff) the event is marked cancelled first, so nothing more sells; then, per order line, the
 * cancel-one-line flow with the units to cancel (its steps and undo are its own).
 */
import type { CancelResult, EventCancelResult } from "@crest/domain";
import {
  activeItemsOfEvent,
  boughtItemsOf,
  cancellableItemsOf,
  cancelledOfEvent,
  cancelledTicketsOf,
  getEvent,
  getListedEvent,
  setEventStatus,
  ticketsOfMember,
} from "../features/events/index.ts";
import { lastCancellationOf, refundedOfItems } from "../features/orders/index.ts";
import { refundStatuses } from "../features/payments/index.ts";
import { AppError } from "../lib/errors.ts";
import { customerIdOf, type ServiceContext } from "../platform/service-context.ts";
import { cancelOrderLine } from "./cancel-order-line.ts";

const WORDING = { en: "Cancelled", es: "Cancelado" } as const;

/** Whether a cancel of a line lost to another that cancelled its tickets first. */
const lostRace = (error: unknown) =>
  error instanceof AppError && (error.code === "cancel_error" || error.code === "invalid_request");

/** The lines' last cancellations, as a cancellation asked again answers them. */
async function recordedCancellations(context: ServiceContext, orderItemIds: readonly string[]) {
  const results: Pick<CancelResult, "amount" | "fee" | "orderId" | "refunds">[] = [];
  for (const orderItemId of orderItemIds) {
    const last = await lastCancellationOf(context.scope, orderItemId);
    if (!last) continue;
    const statuses = await refundStatuses(
      context.scope,
      last.refunds.filter((refund) => refund.destination === "original").map((refund) => refund.id),
    );
    results.push({
      amount: last.amount,
      fee: last.fee,
      orderId: last.orderId,
      refunds: last.refunds.map((refund) => ({ ...refund, status: statuses.get(refund.id) ?? "succeeded" })),
    });
  }
  return results;
}

/** POST /api/account/events/{id}/cancel: the member's tickets they bought and still hold, refunded once. */
export async function cancelMyEventTickets(
  context: ServiceContext,
  eventId: string,
): Promise<EventCancelResult> {
  const customerId = customerIdOf(context);
  const event = await getListedEvent(context.scope, eventId);
  const bought = await boughtItemsOf(context.scope, event.id, customerId);
  if (bought.length === 0) {
    // A ticket given to them is the giver's to cancel; an event they hold nothing of is not theirs.
    if ((await ticketsOfMember(context.scope, event.id, customerId)).length > 0)
      throw new AppError("cancel_error");
    throw new AppError("not_found");
  }
  if (!event.settings.cancelEnabled) throw new AppError("cancel_error");
  const results: Pick<CancelResult, "amount" | "fee" | "orderId" | "refunds">[] = [];
  for (const item of await cancellableItemsOf(context.scope, event.id, customerId)) {
    try {
      results.push(
        await cancelOrderLine(context, {
          orderId: item.orderId,
          orderItemId: item.orderItemId,
          units: item.units,
          by: "member",
          customerId,
        }),
      );
    } catch (error) {
      if (!lostRace(error)) throw error;
    }
  }
  // Asked again, or beaten by a racing call: what the cancellations already did.
  const answered =
    results.length > 0
      ? results
      : await recordedCancellations(
          context,
          bought.map((item) => item.orderItemId),
        );
  if (answered.length === 0) throw new AppError("cancel_error");
  return {
    success: true,
    message: WORDING[context.language],
    amount: answered.reduce((sum, result) => sum + result.amount, 0),
    fee: answered.reduce((sum, result) => sum + result.fee, 0),
    refunds: answered.flatMap((result) => result.refunds),
    orderIds: [...new Set(answered.map((result) => result.orderId))],
    cancelledTickets: await cancelledTicketsOf(context.scope, event.id, customerId),
  };
}

/**
 * POST /admin/api/events/{id}/cancel: the event is called off and every active ticket refunded in
 * full, once. Every call answers the event's cancellation as it stands (tickets cancelled,
 * money given back), so a retried or raced call answers what the first did.
 */
export async function cancelEvent(context: ServiceContext, eventId: string) {
  const event = await getEvent(context.scope, eventId);
  if (event.status !== "cancelled") await setEventStatus(context, event.id, "cancelled");
  for (const item of await activeItemsOfEvent(context.scope, event.id)) {
    try {
      await cancelOrderLine(context, {
        orderId: item.orderId,
        orderItemId: item.orderItemId,
        units: item.active,
        by: "staff",
        reason: `${event.title}: event cancelled`,
      });
    } catch (error) {
      if (!lostRace(error)) throw error;
    }
  }
  const { cancelled, orderItemIds } = await cancelledOfEvent(context.scope, event.id);
  return {
    success: true,
    cancelledTickets: cancelled,
    refunded: await refundedOfItems(context.scope, orderItemIds),
  };
}
