/**
 * Orders as the club's staff run them (issue 32 item 1): a list the server filters, sorts and
 * pages, and one order with its member, payments, refunds and what cancelling each line would
 * give back (to which card, or as house credit).
 */
import { z } from "zod";
import { dateTimeSchema } from "../common/date-time.ts";
import { moneySchema } from "../common/money-codec.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import { paymentTransactionSchema } from "../payments/payments.schemas.ts";
import { cancelRefundSchema, orderSchema, orderStatusSchema } from "./orders.schemas.ts";

/** How a product order reaches the member: delivered, or picked up at the club. */
export const ORDER_FULFILMENTS = ["shipping", "pickup"] as const;
export const orderFulfilmentSchema = z.enum(ORDER_FULFILMENTS);
export type OrderFulfilment = z.infer<typeof orderFulfilmentSchema>;

/**
 * GET /admin/api/orders: a page of the club's orders. `search` is an order number (digits,
 * a leading `#` allowed) or the start of a member's e-mail or name; `from` is inclusive and
 * `to` exclusive; newest first unless sorted otherwise.
 */
export const staffOrdersQuerySchema = pageQuerySchema.extend({
  status: orderStatusSchema.optional(),
  fulfilment: orderFulfilmentSchema.optional(),
  customerId: z.uuid().optional(),
  from: dateTimeSchema.optional(),
  to: dateTimeSchema.optional(),
  search: z.string().trim().max(200).optional(),
  sort: z.enum(["date", "total"]).default("date"),
  direction: z.enum(["asc", "desc"]).default("desc"),
});
export type StaffOrdersQuery = z.infer<typeof staffOrdersQuerySchema>;

/** Who placed an order, as staff see them in the orders screens. */
export const orderMemberSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type OrderMember = z.infer<typeof orderMemberSchema>;

/** One order in the staff list. */
export const staffOrderSummarySchema = z.object({
  id: z.uuid(),
  number: z.int(),
  status: orderStatusSchema,
  createdOn: dateTimeSchema,
  total: moneySchema,
  /** Delivered or picked up; null for an order with nothing to hand over (tickets, bookings, food). */
  fulfilment: orderFulfilmentSchema.nullable(),
  member: orderMemberSchema,
});
export type StaffOrderSummary = z.infer<typeof staffOrderSummarySchema>;

/** One cancellation of some units of a line, with the refunds it made. */
export const orderCancellationSchema = z.object({
  id: z.uuid(),
  orderItemId: z.uuid(),
  quantity: z.int(),
  amount: moneySchema,
  fee: moneySchema,
  by: z.enum(["member", "staff"]),
  reason: z.string(),
  createdOn: dateTimeSchema,
  refunds: z.array(cancelRefundSchema),
});
export type OrderCancellation = z.infer<typeof orderCancellationSchema>;

/**
 * What staff cancelling all that is left of a line would give back now: in all, to the card
 * (or bank) the order was paid with (or as a new house credit, when the club's setting says
 * so), and as house credit (the credits the units spent). `canCancel` is false when the line's
 * kind does not let staff cancel it now (a product once the order was handed over).
 */
export const lineCancelPreviewSchema = z.object({
  orderItemId: z.uuid(),
  canCancel: z.boolean(),
  units: z.int(),
  amount: moneySchema,
  card: moneySchema,
  cardDestination: z.enum(["original", "credit"]),
  credit: moneySchema,
});
export type LineCancelPreview = z.infer<typeof lineCancelPreviewSchema>;

/** GET /admin/api/orders/{orderId}. */
export const staffOrderDetailSchema = z.object({
  order: orderSchema,
  member: orderMemberSchema,
  fulfilment: orderFulfilmentSchema.nullable(),
  /** The order's payments (brand and last four only), refunds counted on each. */
  payments: z.array(paymentTransactionSchema),
  /** Oldest first. */
  cancellations: z.array(orderCancellationSchema),
  /** One per line with units left. */
  cancelPreviews: z.array(lineCancelPreviewSchema),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;
