/** The orders' pieces other features use: the order query (the checkout's success drawer). */

export { useOrder } from "./api/get-order.ts";
export { orderKeys } from "./api/order-keys.ts";
