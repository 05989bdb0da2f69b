/** Orders' public API, for the checkout flow: writing an order and reading one (never the tables). */
export {
  insertOrder,
  type NewOrder,
  type NewOrderItem,
  orderByKey,
  orderedItem,
  setItemFulfilment,
} from "./order-repository.ts";
export { myOrder, orderReference, orderView } from "./order-service.ts";
export type { OrderDiscountRecord, OrderItemFulfilmentRecord, OrderShipping } from "./tables.ts";
