/** The catalogue's public API: what carts and orders need of products, never its tables. */
export { type CartProduct, productForCart } from "./cart-product.ts";
export {
  commitStock,
  holdStock,
  releaseStock,
  type StockLine,
  stockAvailability,
} from "./stock.ts";
