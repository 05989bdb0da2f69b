/** The catalogue's pieces other features may show: a product's detail with Add to Cart. */
export { ProductDetail } from "./components/product-detail.tsx";
