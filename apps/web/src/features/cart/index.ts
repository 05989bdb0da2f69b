/** The cart's pieces other features use: adding products, the cart and its count for a badge. */
export { addProductsToCart, useAddProductsToCart } from "./api/add-cart-products.ts";
export { cartKeys } from "./api/cart-keys.ts";
export { cartQuery, useCart } from "./api/get-cart.ts";
export { useCartCount } from "./hooks/use-cart-count.ts";
