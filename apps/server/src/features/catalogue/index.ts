/** The catalogue's public API: what carts and orders need of products, never its tables. */
export { type CartProduct, productForCart } from "./cart-product.ts";
export { catalogueNamesOf, categoryIdsOfProducts } from "./repository.ts";
export {
  commitStock,
  holdStock,
  releaseStock,
  restock,
  type StockLine,
  stockAvailability,
} from "./stock-repository.ts";
