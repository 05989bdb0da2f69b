/** Orders' public API, for the checkout flow: writing an order and reading one (never the tables). */

// The cancel-one-line flow and the staff order page compute a refund the same way (issue 32).
export { lineRefundInput } from "./line-refund.ts";
export {
  cancelItemUnits,
  diningOrderIds,
  insertCancellation,
  insertOrder,
  lastCancellationOf,
  lockOrderWithItems,
  type NewOrder,
  type NewOrderItem,
  orderByKey,
  orderedItem,
  orderItemFulfilmentUpdate,
  ordersWithItems,
  refundedOfItems,
  setItemFulfilment,
  setOrderStatus,
} from "./repository.ts";
// Reports (issue 32 item 9).
export { salesPerDay, salesPerKind } from "./sales-report-repository.ts";
// Members for staff (issue 31).
export { itemView, myOrder, myOrders, orderReference, orderView } from "./service.ts";
export type {
  OrderCancellationRow,
  OrderDiningRecord,
  OrderDiscountRecord,
  OrderItemFulfilmentRecord,
  OrderItemRow,
  OrderRow,
  OrderShipping,
} from "./tables.ts";
