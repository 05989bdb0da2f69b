/** The cart's pieces other features use: adding products, the cart and its count for a badge. */
export { addProductsToCart, useAddProductsToCart } from "./api/add-cart-products.ts";
export { useCartCoupon } from "./api/cart-coupon.ts";
export { cartKeys } from "./api/cart-keys.ts";
export { useChooseShipping } from "./api/choose-shipping.ts";
export { cartQuery, useCart } from "./api/get-cart.ts";
export { useSetCartLines } from "./api/set-cart-lines.ts";
export { useCartCount } from "./hooks/use-cart-count.ts";
