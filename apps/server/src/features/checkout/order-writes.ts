/**
 * What goes with a placed order once its rows are written, in one statement: the payment
 * settled, its ledger row, the cart closed, the receipt's mail and delivery job, and the bell's
 * "Order placed". Every statement of a checkout's transaction is a trip to the database and back
 * (on PostgreSQL, a write to its socket that wakes a server process); these were five trips.
 * They read none of each other's rows, as `together` asks: the ledger row and the mail's job
 * name what they point at by ids made before.
 */
import type { Order } from "@crest/domain";
import { part, partOf, statement, together } from "../../db/statement.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { type LedgerPayment, orderPaymentLedgerInsert, orderPaymentLedgerRow } from "../billing/index.ts";
import { openCartClose } from "../cart/index.ts";
import { queuedJobInsert } from "../jobs/index.ts";
import { outboxMailInsert, queuedMail } from "../mail/index.ts";
import { announcedNotification, announcedNotificationInsert } from "../notifications/index.ts";
import { paymentRefundedError, paymentsSettle } from "../payments/index.ts";
import { receiptOf } from "./checkout-receipt.ts";

/** What every placed order writes: the cart closed and the receipt (its mail, job and ring). */
const cartAndReceipt = (scope: TenantScope) =>
  [
    openCartClose(scope, partOf("cart")),
    outboxMailInsert(scope, partOf("mail")),
    queuedJobInsert(scope, partOf("delivery")),
    announcedNotificationInsert(scope, partOf("notification")),
  ] as const;

/**
 * The payment settled last: the statement answers what its settling answers, the payment when
 * it could still pay (an undo or the reconcile job had not begun to give it back).
 */
const writePaidOrder = statement((scope) =>
  together(
    orderPaymentLedgerInsert(scope, partOf("ledger")),
    ...cartAndReceipt(scope),
    paymentsSettle(scope, partOf("settle")),
  ),
);

/** An order no money paid (credits, a discount or a free registration paid it all). */
const writeUnpaidOrder = statement((scope) => together(...cartAndReceipt(scope)));

/**
 * In the order's transaction: settles its payment (402 payment_failed, rolling the order back,
 * when the payment is being given back), writes the payment's ledger row, closes the cart and
 * queues the receipt, as `markPaymentSettled`, `recordPayment`, `closeCart` and `sendReceipt`
 * would one by one.
 */
export async function writePlacedOrder(
  tx: ServiceContext,
  placed: {
    customerId: string;
    cartId: string;
    order: Order;
    payment: LedgerPayment | null;
    /** The order's ledger purpose, as `recordPayment` takes it. */
    purpose: Parameters<typeof orderPaymentLedgerRow>[1];
    at: Date;
  },
): Promise<void> {
  const receipt = await receiptOf(tx, placed.customerId, placed.order);
  const queued = queuedMail(tx, receipt.mail);
  const values = {
    ...part("cart", { id: placed.cartId, at: placed.at }),
    ...part("mail", queued.mail),
    ...part("delivery", queued.delivery),
    ...part("notification", announcedNotification(tx, receipt.notification)),
  };
  if (placed.payment) {
    const settled = await writePaidOrder(tx.scope, {
      ...values,
      ...part("ledger", orderPaymentLedgerRow(placed.payment, placed.purpose, placed.at)),
      ...part("settle", { ids: [placed.payment.id] }),
    });
    if (settled.length === 0) throw paymentRefundedError();
  } else await writeUnpaidOrder(tx.scope, values);
  queued.written();
}
