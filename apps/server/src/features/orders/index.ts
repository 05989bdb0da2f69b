/** Orders' public API, for the checkout flow: writing an order and reading one (never the tables). */
export { insertOrder, type NewOrder, type NewOrderItem, orderByKey } from "./order-repository.ts";
export { myOrder, orderReference, orderView } from "./order-service.ts";
export type { OrderShipping } from "./tables.ts";
