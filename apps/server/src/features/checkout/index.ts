/** Checkout's public API: its receipt, which a zero-amount order made outside the cart sends too (a free registration). */
export { sendReceipt } from "./checkout-receipt.ts";
