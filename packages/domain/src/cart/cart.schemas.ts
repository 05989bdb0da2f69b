/**
 * The cart's shapes (spec-1 §3 Cart, Cart item; §7 Cart and catalogue). One open cart per
 * customer per club; items come from providers (products now; reservations, appointments and
 * event tickets later), grouped by kind. Every amount is computed on the server, in minor units
 * inside and decimal on the wire (`moneySchema`).
 */
import { z } from "zod";
import { dateTimeSchema } from "../common/date-time.ts";
import { FIELD_MESSAGES } from "../common/field-messages.ts";
import { moneySchema } from "../common/money-codec.ts";
import { cartLinesBodySchema, lineQuantitySchema } from "./cart-lines.schemas.ts";

/** spec-1 §3 Cart item type. */
export const CART_ITEM_TYPES = ["reservation", "appointment", "event", "product"] as const;
export const cartItemTypeSchema = z.enum(CART_ITEM_TYPES);
export type CartItemType = z.infer<typeof cartItemTypeSchema>;

/** The plural path segment of each kind: POST /api/cart/{kind}s, GET /api/cart/items/{kind}s. */
export const CART_KINDS = ["reservations", "appointments", "tickets", "products"] as const;
export const cartKindSchema = z.enum(CART_KINDS);
export type CartKind = z.infer<typeof cartKindSchema>;

/** spec-1 §3 Cart item. */
export const cartItemSchema = z.object({
  id: z.uuid(),
  type: cartItemTypeSchema,
  /** The provider the line is of: where it is changed (POST /api/cart/{kind}). */
  kind: z.string(),
  quantity: z.int().min(0).default(1),
  price: moneySchema,
  priceEach: moneySchema,
  discount: moneySchema,
  title: z.string(),
  description: z.string(),
  photo: z.string().nullable(),
  minQty: z.int().min(0),
  maxQty: z.int().min(0),
  reserved: z.boolean(),
  reservedUntil: dateTimeSchema.nullable(),
  guestId: z.string().nullable(),
  guest: z.object({ fullName: z.string() }).nullable(),
  /** What the item is of: the product (and variant) for a product item. */
  productId: z.uuid().nullable(),
  variantId: z.uuid().nullable(),
  surveyId: z.uuid().nullable(),
  /**
   * The entry of `POST /api/cart/{kind}` that changes this line, as it travels, less its
   * quantity: send it back with one (0 removes the line). Null when the line cannot be changed.
   */
  change: z.record(z.string(), z.unknown()).nullable(),
  /** Whether only removing the line is offered (one attendee per ticket, a passcode asked once). */
  fixedQuantity: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The cart's discount sources: coupons now; vouchers and offers (perks) plug in as sources. */
export const DISCOUNT_ITEM_TYPES = ["coupon", "voucher", "offer"] as const;

/** spec-1 §3 Cart discountItems: a discount with the message the cart shows for it. */
export const discountItemSchema = z.object({
  type: z.enum(DISCOUNT_ITEM_TYPES),
  discount: moneySchema,
  /** The discount's figure: a percentage (15) or an amount in major units (10). */
  value: z.number(),
  message: z.string(),
});
export type DiscountItem = z.infer<typeof discountItemSchema>;

export const cartItemsByKindSchema = z.object({
  reservations: z.array(cartItemSchema),
  appointments: z.array(cartItemSchema),
  tickets: z.array(cartItemSchema),
  products: z.array(cartItemSchema),
});
export type CartItemsByKind = z.infer<typeof cartItemsByKindSchema>;

/** spec-1 §3 Cart: totals are the server's, never recomputed on the web. */
export const cartSchema = z.object({
  id: z.uuid().nullable(),
  currency: z.string().default("USD"),
  subTotal: moneySchema,
  discountTotal: moneySchema,
  taxTotal: moneySchema,
  shipping: moneySchema,
  handlingTotal: moneySchema,
  postpayTotal: moneySchema,
  total: moneySchema,
  totalDue: moneySchema,
  /**
   * What the buyer's house credits could pay now (spec-2 §5), so checkout shows what ticking
   * "Use my house credits first" takes off the card before the member pays. Not in spec-1's Cart.
   */
  houseCredits: moneySchema,
  totalItems: z.int().min(0),
  /** The product items' weight, which shipping rates are quoted for. */
  weightGrams: z.int().min(0),
  /** Whether a line is delivered (a physical product), so checkout asks how. */
  needsShipping: z.boolean(),
  /** Whether a line is food or drink, so checkout asks when and where it is served. */
  needsDining: z.boolean(),
  coupon: z.object({ code: z.string() }).nullable(),
  /** The delivery or pickup the member chose (PUT /api/cart/shipping), priced into `shipping`. */
  shippingChoice: z
    .object({ id: z.string(), type: z.string(), method: z.string(), price: moneySchema })
    .nullable(),
  discountItems: z.array(discountItemSchema),
  items: cartItemsByKindSchema,
});
export type Cart = z.infer<typeof cartSchema>;

/** One product line of POST /api/cart/products: the product (and variant), and how many. */
export const cartProductItemSchema = z
  .object({
    productId: z.uuid(),
    variantId: z.uuid().nullable().optional(),
    quantity: lineQuantitySchema,
  })
  .strict();
export type CartProductItem = z.infer<typeof cartProductItemSchema>;

/** POST /api/cart/products: add or update product lines; quantity 0 removes the line. */
export const addCartProductsBodySchema = cartLinesBodySchema(cartProductItemSchema);
export type AddCartProductsBody = z.infer<typeof addCartProductsBodySchema>;

/** POST /api/cart/coupon. */
export const applyCouponBodySchema = z
  .object({ code: z.string().trim().min(1, FIELD_MESSAGES.coupon_required).max(40) })
  .strict();
export type ApplyCouponBody = z.infer<typeof applyCouponBodySchema>;

/** GET /api/cart/items/{kind}s. */
export const cartKindParamsSchema = z.object({ kind: cartKindSchema });
export const cartItemListSchema = z.array(cartItemSchema);
