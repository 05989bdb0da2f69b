/**
 * Orders (spec-1 §3 Order, Order item; §4 Order; §7 Orders; §9 order detail rules). Orders are
 * what checkout leaves behind: read-only to the member.
 */
import { z } from "zod";
import { cartItemTypeSchema } from "../cart/cart.schemas.ts";
import { dateTimeSchema } from "../common/date-time.ts";
import { moneySchema } from "../common/money-codec.ts";
import { paymentTransactionSchema } from "../payments/payments.schemas.ts";

/** spec-1 §4: an order starts at processing; completed; anything else is shown as an error. */
export const ORDER_STATUSES = ["processing", "completed", "failed", "cancelled", "refunded"] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const ORDER_ITEM_STATUSES = ["active", "cancelled"] as const;

/** spec-1 §3 Order item. */
export const orderItemSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  type: cartItemTypeSchema,
  title: z.string(),
  description: z.string(),
  photo: z.string().nullable(),
  productId: z.uuid().nullable(),
  productAttribute: z.string().nullable(),
  quantity: z.int(),
  price: moneySchema,
  subTotal: moneySchema,
  discount: moneySchema,
  total: moneySchema,
  shippingTotal: moneySchema,
  status: z.enum(ORDER_ITEM_STATUSES),
  surveyId: z.uuid().nullable(),
  createdOn: dateTimeSchema,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** Where a product order goes: delivered to an address or picked up at a location. */
export const orderShippingSchema = z.object({
  name: z.string(),
  method: z.string(),
  type: z.string(),
  address: z.string(),
});

/** spec-1 §3 Order, with the derived flags. */
export const orderSchema = z.object({
  id: z.uuid(),
  number: z.int(),
  status: orderStatusSchema,
  via: z.string(),
  type: z.string(),
  note: z.string().nullable(),
  createdOn: dateTimeSchema,
  paidDate: dateTimeSchema.nullable(),
  quantity: z.int(),
  subTotal: moneySchema,
  discountTotal: moneySchema,
  tipTotal: moneySchema,
  shippingTotal: moneySchema,
  serviceFeeTotal: moneySchema,
  taxTotal: moneySchema,
  total: moneySchema,
  charge: moneySchema,
  creditsApplied: moneySchema,
  shippingAddress: orderShippingSchema.nullable(),
  items: z.array(orderItemSchema),
  surveys: z.array(z.object({ uid: z.string(), endpoint: z.string() })),
  hasProducts: z.boolean(),
  hasTickets: z.boolean(),
  hasReservations: z.boolean(),
  hasAppointments: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListSchema = z.array(orderSchema);
export const orderParamsSchema = z.object({ orderId: z.uuid() });
export const orderTransactionsSchema = z.array(paymentTransactionSchema);

/** spec-1 §9: the orders list pages by 6 and loads more at 25% from the end. */
export const ORDERS_PAGE_SIZE = 6;
