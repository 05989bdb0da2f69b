/**
 * Cancelling one order line, or some of its units, and giving the money back once (issue 21,
 * item 4): the one flow every kind of item cancels through — staff cancelling a product line
 * now; members cancelling a ticket or a booking later.
 *
 * Steps:
 *  1. In one transaction, with the order and its items locked:
 *     - nothing left of the line to cancel: answer the line's last cancellation as it was
 *       (a cancel asked twice, or twenty times at once, refunds once);
 *     - the line's provider says whether it can be cancelled now and the fee (staff pay none);
 *     - a pure function gives the refund plan to the cent (orders' lineRefundPlan): the card
 *       part, and the credit part (the house credits the line spent always go back as credits);
 *     - the provider frees the capacity (stock, seats, a slot);
 *     - the card part is claimed from the order's payment (payments; its ledger row with it), to
 *       the card or as a new house credit as the club's setting says; the credit part goes back
 *       to the credits the order spent, with its ledger row;
 *     - discounts that no longer discount anything go back to their source (a coupon's use);
 *     - the item, the order's status and the cancellation's record are written, and the
 *       member's e-mail queued.
 *  2. After commit: the card refund runs at the processor (the refund job is its fallback when
 *     the processor is away; nothing here throws for that).
 */
import { randomUUID } from "node:crypto";
import {
  type CancelRefund,
  type CancelResult,
  formatMoney,
  lineRefundPlan,
  type RefundPlan,
} from "@crest/domain";
import { creditsSource, recordRefund } from "../features/billing/index.ts";
import {
  cancellationOf,
  cancelOrdered,
  cardRefundDestination,
  restoreDiscounts,
} from "../features/cart/index.ts";
import { getCustomer } from "../features/customers/index.ts";
import { issueCredit, returnSpentCredits } from "../features/house-credits/index.ts";
import { enqueueMail } from "../features/mail/index.ts";
import {
  cancelItemUnits,
  insertCancellation,
  itemView,
  lastCancellationOf,
  lineRefundInput,
  lockOrderWithItems,
  type OrderCancellationRow,
  type OrderItemRow,
  type OrderRow,
  orderedItem,
  setOrderStatus,
} from "../features/orders/index.ts";
import { claimRefund, refundStatuses, runRefund } from "../features/payments/index.ts";
import { AppError } from "../lib/errors.ts";
import { inTransaction, type ServiceContext } from "../platform/service-context.ts";

export interface CancelLineRequest {
  orderId: string;
  orderItemId: string;
  /** Units to cancel; all that are left when omitted. */
  units?: number | undefined;
  by: "member" | "staff";
  /** A member may cancel only their own order's lines. */
  customerId?: string;
  reason?: string | undefined;
}

const WORDING = {
  en: {
    cancelled: "Cancelled",
    subject: (club: string, number: number) => `${club}: order #${number} cancelled in part`,
    body: (title: string, units: number, refund: string, fee: string | null) =>
      [
        `${units} × ${title} was cancelled.`,
        `${refund} goes back to you.`,
        ...(fee ? [`A cancellation fee of ${fee} was kept.`] : []),
      ].join("\n"),
  },
  es: {
    cancelled: "Cancelado",
    subject: (club: string, number: number) => `${club}: pedido n.º ${number} cancelado en parte`,
    body: (title: string, units: number, refund: string, fee: string | null) =>
      [
        `Se canceló ${units} × ${title}.`,
        `Se le devuelven ${refund}.`,
        ...(fee ? [`Se retuvo un cargo por cancelación de ${fee}.`] : []),
      ].join("\n"),
  },
} as const;

/** The answer a cancellation gives, now or when asked again. */
function resultOf(
  context: ServiceContext,
  cancellation: Pick<OrderCancellationRow, "amount" | "fee" | "orderId">,
  refunds: CancelRefund[],
  item: OrderItemRow,
): CancelResult {
  return {
    success: true,
    message: WORDING[context.language].cancelled,
    amount: cancellation.amount,
    fee: cancellation.fee,
    orderId: cancellation.orderId,
    refunds,
    item: itemView(item),
  };
}

/** Step 1's money: the card part claimed from the payment, the credit part back to the credits. */
async function giveBack(
  tx: ServiceContext,
  order: OrderRow,
  plan: RefundPlan,
  cancellationId: string,
  reason: string,
): Promise<CancelRefund[]> {
  const refunds: CancelRefund[] = [];
  if (plan.card > 0) {
    if (!order.paymentId) throw new Error(`order ${order.id} has a card part but no payment`);
    const destination = await cardRefundDestination(tx.scope);
    const refund = await claimRefund(tx.scope, {
      paymentId: order.paymentId,
      amount: plan.card,
      idempotencyKey: `cancel:${cancellationId}`,
      reason,
      destination,
    });
    if (destination === "credit")
      await issueCredit(tx.scope, {
        customerId: order.customerId,
        amount: plan.card,
        serial: `RF-${refund.id.slice(0, 8).toUpperCase()}`,
        referenceType: "refund",
        referenceId: refund.id,
      });
    refunds.push({ id: refund.id, amount: plan.card, destination, status: refund.status });
  }
  if (plan.credit > 0) {
    const returnId = randomUUID();
    await returnSpentCredits(tx.scope, { reference: { type: "order", id: order.id }, amount: plan.credit });
    await recordRefund(
      tx.scope,
      {
        id: returnId,
        amount: plan.credit,
        currency: tx.tenant.config.intl.currency,
        at: new Date(),
        destination: "credit",
        description: `Order #${order.number}: house credits returned`,
      },
      { source: creditsSource(order.id) },
    );
    refunds.push({ id: returnId, amount: plan.credit, destination: "credit", status: "succeeded" });
  }
  return refunds;
}

async function mailCancellation(
  tx: ServiceContext,
  order: OrderRow,
  item: OrderItemRow,
  units: number,
  plan: RefundPlan,
) {
  const customer = await getCustomer(tx.scope, order.customerId);
  const { currency, locale } = tx.tenant.config.intl;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const words = WORDING[tx.language];
  await enqueueMail(tx, {
    to: customer.email,
    subject: words.subject(tx.tenant.config.company.name, order.number),
    text: words.body(item.title, units, money(plan.amount), plan.fee > 0 ? money(plan.fee) : null),
    kind: "order_cancellation",
  });
}

/** Cancels units of an order line and gives their money back once; answers spec-2's Cancel result. */
export async function cancelOrderLine(
  context: ServiceContext,
  request: CancelLineRequest,
): Promise<CancelResult> {
  const done = await inTransaction(context, async (tx) => {
    const { order, items } = await lockOrderWithItems(tx.scope, request.orderId);
    const item = items.find((candidate) => candidate.id === request.orderItemId);
    if (!item || (request.customerId && order.customerId !== request.customerId))
      throw new AppError("not_found");
    const left = item.quantity - item.cancelledQuantity;
    if (left === 0) {
      // Nothing left to cancel: the same cancel again answers what it did.
      const last = await lastCancellationOf(tx.scope, item.id);
      if (!last) throw new AppError("cancel_error");
      const statuses = await refundStatuses(
        tx.scope,
        last.refunds.filter((refund) => refund.destination === "original").map((refund) => refund.id),
      );
      const refunds = last.refunds.map((refund) => ({
        ...refund,
        status: statuses.get(refund.id) ?? ("succeeded" as const),
      }));
      return { result: resultOf(tx, last, refunds, item), pending: [] };
    }
    const units = request.units ?? left;
    if (units > left)
      throw new AppError("invalid_request", { details: { field: "quantity", details: `At most ${left}` } });
    // A line made outside the cart (the demo's history) has no provider to free what it sold.
    if (!item.kind) throw new AppError("cancel_error");
    const ordered = { ...(await orderedItem(tx.scope, item.id)), kind: item.kind };
    const now = new Date();
    const policy = await cancellationOf(tx, ordered, { units, by: request.by, now });
    if (!policy.canCancel) throw new AppError("cancel_error");
    // Staff cancel with a full refund.
    const plan = lineRefundPlan(
      lineRefundInput(order, items, item, units, request.by === "staff" ? 0 : policy.fee),
    );
    await cancelOrdered(tx, ordered, units);
    const cancellationId = randomUUID();
    const reason = request.reason ?? `Order #${order.number}: ${units} × ${item.title} cancelled`;
    const refunds = await giveBack(tx, order, plan, cancellationId, reason);
    const updated = await cancelItemUnits(tx.scope, item, units, plan.amount);
    const nowActive = items.filter((other) =>
      other.id === item.id ? updated.status === "active" : other.cancelledQuantity < other.quantity,
    );
    if (updated.status === "cancelled")
      await restoreDiscounts(tx, order.discounts, {
        cancelled: [item.id],
        active: nowActive.map((other) => other.id),
      });
    await setOrderStatus(
      tx.scope,
      order.id,
      nowActive.length === 0 ? "cancelled" : plan.amount > 0 ? "partially_refunded" : order.status,
    );
    const cancellation = await insertCancellation(tx.scope, {
      id: cancellationId,
      orderId: order.id,
      orderItemId: item.id,
      quantity: units,
      amount: plan.amount,
      fee: plan.fee,
      by: request.by,
      reason,
      refunds: refunds.map(({ id, amount, destination }) => ({ id, amount, destination })),
    });
    await mailCancellation(tx, order, item, units, plan);
    const pending = refunds.filter((refund) => refund.status === "pending").map((refund) => refund.id);
    return { result: resultOf(tx, cancellation, refunds, updated), pending };
  });
  // Step 2: the processor gives the card part back; when it is away, the refund job will.
  for (const refundId of done.pending) {
    const refund = await runRefund(context, refundId);
    const shown = done.result.refunds.find((candidate) => candidate.id === refundId);
    if (shown) shown.status = refund.status;
  }
  return done.result;
}
