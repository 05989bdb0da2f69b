/**
 * Products as cart items (the first provider of the cart-item contract): a line is a product,
 * or one of its variants, held from the catalogue's stock. Paying sells the held units; staff
 * may cancel a product line until its order is completed (shipped or picked up), at no fee, and
 * the units go back on the shelf.
 */
import { cartProductItemSchema } from "@crest/domain";
import { z } from "zod";
import { type Buyer, defineCartItemProvider, type ProviderLine } from "../cart/index.ts";
import { productForCart } from "./cart-product.ts";
import { commitStock, holdStock, releaseStock, restock, stockAvailability } from "./stock-repository.ts";

const productRefSchema = z.object({ productId: z.uuid(), variantId: z.uuid().nullable() });
type ProductRef = z.infer<typeof productRefSchema>;

/** A product line carries no data of its own. */
const productDataSchema = z.object({});

const stockOf = ({ ref }: ProviderLine<ProductRef>, quantity: number) => ({
  productId: ref.productId,
  variantId: ref.variantId,
  quantity,
});

const keyOf = ({ ref }: ProviderLine<ProductRef>) => `${ref.productId}:${ref.variantId ?? "-"}`;

/** Nothing a product's payment creates needs showing on the order item. */
const NOTHING_CREATED = { created: [], surveys: [] };

export const productCartItems = defineCartItemProvider({
  kind: "products",
  type: "product",
  itemSchema: cartProductItemSchema,
  refSchema: productRefSchema,
  dataSchema: productDataSchema,
  toLine: async (_context, _buyer: Buyer, item) => ({
    ref: { productId: item.productId, variantId: item.variantId ?? null },
    data: {},
    quantity: item.quantity,
  }),
  changeOf: ({ ref }) => ({
    item: { productId: ref.productId, variantId: ref.variantId },
    fixedQuantity: false,
  }),
  lineKey: keyOf,
  // A product's stock is held per variant (or per product without variants): as its line.
  capacityKey: keyOf,
  async describe(scope, { ref }) {
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
      dining: product.type === "fandb",
      postpay: false,
      surveyId: product.surveyId,
      productId: product.productId,
      variantId: product.variantId,
      attributeLabel: product.variantId ? product.title : null,
      guest: null,
    };
  },
  async availability(scope, line, _buyer, more) {
    const { soldOut, left } = await stockAvailability(scope, {
      ...stockOf(line, more),
      asked: line.quantity,
    });
    return { refusal: soldOut === null ? null : { code: "sold_out", details: soldOut }, left };
  },
  hold: async (scope, line, _buyer, more) =>
    (await holdStock(scope, stockOf(line, more))) ? null : { code: "sold_out" },
  release: (scope, line, _buyer, units) => releaseStock(scope, stockOf(line, units)),
  async fulfil(context, line) {
    await commitStock(context.scope, stockOf(line, line.quantity));
    return NOTHING_CREATED;
  },
  cancellation: async (_scope, ordered, { units, by }) => ({
    // Completed: shipped or picked up; what left the club is returned, not cancelled.
    canCancel:
      by === "staff" && ordered.orderStatus !== "completed" && units > 0 && units <= ordered.quantity,
    cutoff: null,
    fee: 0,
  }),
  cancel: (context, ordered, units) =>
    restock(context.scope, {
      productId: ordered.ref.productId,
      variantId: ordered.ref.variantId,
      quantity: units,
    }),
});
