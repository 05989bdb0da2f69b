/** Products as cart items, through the catalogue's stock functions (the first provider). */
import { z } from "zod";
import {
  commitStock,
  holdStock,
  productForCart,
  releaseStock,
  stockAvailability,
} from "../../catalogue/index.ts";
import type { CartItemProvider } from "./cart-item-provider.ts";

const productRefSchema = z.object({ productId: z.uuid(), variantId: z.uuid().nullable() });
type ProductRef = z.infer<typeof productRefSchema>;

const stockOf = (ref: ProductRef, quantity: number) => ({
  productId: ref.productId,
  variantId: ref.variantId,
  quantity,
});

export const productProvider: CartItemProvider<ProductRef> = {
  type: "product",
  parseRef: (stored) => productRefSchema.parse(stored),
  lineKey: (ref) => `product:${ref.productId}:${ref.variantId ?? "-"}`,
  async describe(scope, ref) {
    const product = await productForCart(scope, ref);
    return {
      title: product.title,
      description: product.description,
      photo: product.photoUrl,
      priceEach: product.priceCents,
      minQty: product.minQty,
      maxQty: product.maxQty ?? 0,
      weightGrams: product.weightGrams,
      shipped: product.type === "physical",
      postpay: false,
      surveyId: product.surveyId,
      productId: product.productId,
      variantId: product.variantId,
      attributeLabel: product.variantId ? product.title : null,
    };
  },
  availability: (scope, ref, quantity, more) =>
    stockAvailability(scope, { ...stockOf(ref, more), asked: quantity }),
  hold: (scope, ref, quantity) => holdStock(scope, stockOf(ref, quantity)),
  release: (scope, ref, quantity) => releaseStock(scope, stockOf(ref, quantity)),
  fulfil: (scope, ref, quantity) => commitStock(scope, stockOf(ref, quantity)),
};
