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

/** A form the order asks the member to answer, and where to send it (spec-1 §3 Order surveys). */
export const orderSurveySchema = z.object({ uid: z.string(), endpoint: z.string() });
export type OrderSurvey = z.infer<typeof orderSurveySchema>;

/** One thing a paid line created: a ticket (its serial), a booking (its id). */
export const fulfilledThingSchema = z.object({
  /** What it is, in the provider's words: "ticket", "booking". */
  type: z.string(),
  id: z.string(),
  /** What the member reads: a ticket's serial, a booking's time. */
  label: z.string().nullable(),
});
export type FulfilledThing = z.infer<typeof fulfilledThingSchema>;

/** What a line's provider created when the order was paid (nothing, for a product). */
export const orderItemFulfilmentSchema = z.object({
  created: z.array(fulfilledThingSchema),
  surveys: z.array(orderSurveySchema),
});
export type OrderItemFulfilment = z.infer<typeof orderItemFulfilmentSchema>;

/** Whether an ordered line can be cancelled now, until when, and what cancelling costs. */
export const cancellationPolicySchema = z.object({
  canCancel: z.boolean(),
  /** After this, cancelling costs `fee` (or is no longer allowed); null when no time limits it. */
  cutoff: dateTimeSchema.nullable(),
  /** What cancelling now keeps back from the refund. */
  fee: moneySchema,
});
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

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
  /** What paying for the line created (tickets, bookings); null when it created nothing. */
  fulfilment: orderItemFulfilmentSchema.nullable(),
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
  surveys: z.array(orderSurveySchema),
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
