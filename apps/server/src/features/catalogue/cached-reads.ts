/**
 * The catalogue's answers are kept until one of its tables changes for the club, stock included
 * (the manifest names the tables).
 */
export const CATALOGUE_READS = "catalogue";

/**
 * What cart lines say of products (cart-product.ts): kept until a product, variant or photo
 * changes, but not when only stock counters do (a drop's every hold and sale).
 */
export const CART_PRODUCT_READS = "cart_products";
