/**
 * What cancelling units of a line gives back, as the cancel-one-line flow computes it and the
 * staff's order page shows it before anyone presses Cancel: one function for both, so the
 * amount the confirmation names is the amount refunded.
 */
import type { LineRefundInput } from "@crest/domain";
import type { OrderItemRow, OrderRow } from "./tables.ts";

/** Whether the order has any unit left that cancelling `itemId` does not take. */
const othersActive = (items: readonly OrderItemRow[], itemId: string) =>
  items.some((other) => other.id !== itemId && other.cancelledQuantity < other.quantity);

/**
 * The refund plan's input for cancelling `units` of `item` with `fee` kept: the line's total with
 * its tax, the credits it spent, and the order's own charges (shipping, handling) when these are
 * the order's last active units.
 */
export function lineRefundInput(
  order: OrderRow,
  items: readonly OrderItemRow[],
  item: OrderItemRow,
  units: number,
  fee: number,
): LineRefundInput {
  const left = item.quantity - item.cancelledQuantity;
  return {
    quantity: item.quantity,
    total: item.total + item.tax,
    credits: item.credits,
    cancelledQuantity: item.cancelledQuantity,
    cancel: units,
    fee,
    ...(units === left && !othersActive(items, item.id)
      ? { orderLevel: { total: order.shippingTotal + order.handlingTotal, credits: order.orderLevelCredits } }
      : {}),
  };
}

/** An order item as its provider judges a cancellation of it (`OrderedLine` with its kind). */
export const orderedLineOf = (order: OrderRow, item: OrderItemRow) => ({
  kind: item.kind,
  ref: item.ref,
  data: item.lineData,
  orderId: order.id,
  orderItemId: item.id,
  customerId: order.customerId,
  quantity: item.quantity - item.cancelledQuantity,
  fulfilment: item.fulfilment,
  orderStatus: order.status,
  placedAt: order.createdAt,
});
