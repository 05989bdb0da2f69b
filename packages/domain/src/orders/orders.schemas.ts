/**
 * Orders (spec-1 §3 Order, Order item; §4 Order; §7 Orders; §9 order detail rules). Orders are
 * what checkout leaves behind: read-only to the member.
 */
import { z } from "zod";
import { cartItemTypeSchema } from "../cart/cart.schemas.ts";
import { orderDiningSchema } from "../checkout/dining.schemas.ts";
import { dateTimeSchema } from "../common/date-time.ts";
import { moneySchema } from "../common/money-codec.ts";
import { paymentTransactionSchema } from "../payments/payments.schemas.ts";

/** spec-1 §4: an order starts at processing; completed; anything else is shown as an error. */
/**
 * spec-1 §4 and issue 21: processing until every line is fulfilled (products: picked up or
 * shipped), then completed; partially refunded once a line or some of its units were cancelled
 * with money back; cancelled when every line was.
 */
export const ORDER_STATUSES = [
  "processing",
  "completed",
  "partially_refunded",
  "failed",
  "cancelled",
  "refunded",
] as const;
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
  /** The line's share of the order's tax. */
  tax: moneySchema,
  /** Units cancelled so far, and what went back for them (card and credits). */
  cancelledQuantity: z.int(),
  refundedAmount: moneySchema,
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
  /** When and where its food and drinks are served; null for an order without them. */
  dining: orderDiningSchema.nullable(),
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

/** POST /admin/api/orders/{orderId}/items/{orderItemId}/cancel: how many units (all left when omitted), and why. */
export const cancelOrderItemSchema = z
  .object({
    quantity: z.int().min(1).optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .strict();
export type CancelOrderItem = z.infer<typeof cancelOrderItemSchema>;
export const orderItemParamsSchema = z.object({ orderId: z.uuid(), orderItemId: z.uuid() });

/** One refund a cancellation made: to the card (or bank) it came from, or as house credit. */
export const cancelRefundSchema = z.object({
  id: z.uuid(),
  amount: moneySchema,
  destination: z.enum(["original", "credit"]),
  /** pending until the processor gave the money back (a job finishes it if it was away). */
  status: z.enum(["pending", "succeeded", "failed"]),
});
export type CancelRefund = z.infer<typeof cancelRefundSchema>;

/**
 * spec-2 §3 Cancel result: whether it went through, the member's message, what came back in all
 * (less any fee), the order, its refunds, and the line as it is now. The same cancel asked again
 * answers the same result.
 */
export const cancelResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  amount: moneySchema,
  fee: moneySchema,
  orderId: z.uuid(),
  refunds: z.array(cancelRefundSchema),
  item: orderItemSchema,
});
export type CancelResult = z.infer<typeof cancelResultSchema>;

/** POST /admin/api/orders/{orderId}/complete: the order was picked up or shipped. */
export const completeOrderSchema = z.object({ how: z.enum(["picked_up", "shipped"]) }).strict();
export type CompleteOrder = z.infer<typeof completeOrderSchema>;
