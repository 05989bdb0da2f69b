/**
 * Checkout (spec-1 §2.7, §7; spec-2 §5): the cart becomes an order, paid with house credits, a
 * saved method, a new card (kept when asked) or the house account, through `pay` (3-D Secure
 * included). One idempotency key names the attempt: the charge is made once per key, and the
 * order's id is derived from it, so a retried or double-clicked checkout finds the same charge
 * and the same order.
 *
 * Steps:
 *  1. Secure the holds: every line holds all its units (a hold that ran out is taken again);
 *     what cannot be held is sold_out before any money moves. Skipped when every hold already
 *     lasts well beyond the checkout (step 3 checks again under the lock).
 *  Before them: a cart with food or drinks needs to know when and where they are served (a
 *     pickup location and a time it is open, a table or a slip); the order keeps the answer.
 *  2. Charge what credits do not cover (`pay`). Undo: `undoPayment` refunds it.
 *  3. In one transaction under the cart's lock: price the cart again, write the order and its
 *     items (each with its line's provider, ref and data), turn holds into sales (each
 *     provider's `fulfil`, whose answer — tickets, bookings — goes on the order item), spend
 *     the credits, consume the discounts (a coupon's use), close the cart, queue the receipt.
 *     Any failure rolls all of it back and runs step 2's undo, so a failed checkout leaves no
 *     order and no money taken.
 *
 * A cart whose total due is 0 (a free registration, an express booking, a full discount)
 * takes the same steps with no payment method and no charge.
 */
import { createHash, randomUUID } from "node:crypto";
import {
  type CheckoutBody,
  type CheckoutOutcome,
  FIELD_MESSAGES,
  orderShares,
  type PaymentResult,
} from "@crest/domain";
import { pay, undoPayment } from "../../flows/pay.ts";
import { AppError } from "../../lib/errors.ts";
import { customerIdOf, inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { recordCreditsSpent } from "../billing/index.ts";
import {
  type Buyer,
  buyerOf,
  type CartSnapshot,
  consumeDiscounts,
  creditsForCart,
  fulfilLine,
  holdRest,
  lockCart,
  orderDiscountsOf,
  setLineHold,
  snapshotFor,
  snapshotOf,
} from "../cart/index.ts";
import { spendCredit } from "../house-credits/index.ts";
import {
  insertOrder,
  type OrderDiningRecord,
  orderByKey,
  orderReference,
  orderView,
  setItemFulfilment,
} from "../orders/index.ts";
import { resolveDiningChoice } from "../shipping/index.ts";
import { writePlacedOrder } from "./order-writes.ts";

/** The order's id for an attempt: the same key always names the same order. */
function orderIdFor(companyId: string, customerId: string, key: string): string {
  const hex = createHash("sha256").update(`order:${companyId}:${customerId}:${key}`).digest("hex");
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

const paid = (orderId: string, result: Partial<PaymentResult> & { amount: number }): CheckoutOutcome => ({
  amount: result.amount,
  amountCharged: result.amountCharged ?? 0,
  success: true,
  error: null,
  transaction: result.transaction ?? null,
  actionCode: null,
  clientSecret: null,
  paymentIntentId: null,
  orderId,
});

/**
 * Holds that last this long past the checkout's start make step 1 needless: the cart already
 * holds every unit (a drop's buyer added it moments ago). Should one still run out meanwhile,
 * step 3 takes it again under the cart's lock, or answers sold_out and refunds the charge.
 */
const HOLD_MARGIN_MS = 120_000;

const holdsLast = (snapshot: CartSnapshot, now: number) =>
  snapshot.lines.every(
    (line) =>
      line.row.heldQuantity >= line.row.quantity &&
      (line.row.reservedUntil?.getTime() ?? 0) > now + HOLD_MARGIN_MS,
  );

/** Step 1: every line holds all its units, or the checkout stops with its provider's refusal (sold_out…). */
async function secureHolds(context: ServiceContext, cartId: string, buyer: Buyer): Promise<void> {
  await inTransaction(context, async (tx) => {
    const cart = await lockCart(tx.scope, cartId);
    if (cart?.status !== "open") return;
    const snapshot = await snapshotOf(tx, cart, buyer);
    for (const line of snapshot.lines)
      if (await holdRest(tx, line, buyer))
        await setLineHold(tx.scope, line.row.id, line.row.quantity, line.row.reservedUntil);
  });
}

/** Step 3: the order and everything that goes with it, in one transaction. */
async function placeOrder(
  context: ServiceContext,
  input: {
    customerId: string;
    orderId: string;
    key: string;
    expected: CartSnapshot;
    credits: { id: string; amount: number }[];
    /** What restricted credits pay of each cart line, by the line's id: that line's, not shared. */
    restrictedCredits: Map<string, number>;
    charge: number;
    payment: PaymentResult | null;
    note: string | undefined;
    dining: OrderDiningRecord | null;
  },
) {
  const cartId = input.expected.cart?.id ?? "";
  return inTransaction(context, async (tx) => {
    const cart = await lockCart(tx.scope, cartId);
    if (cart?.status !== "open") {
      // A double click whose twin placed the order first: the same order, the same charge.
      if (await orderByKey(tx.scope, input.key)) return { replay: true };
      throw new AppError("checkout_failed", { details: { details: FIELD_MESSAGES.cart_checked_out } });
    }
    // Priced with the settings its charge was computed from, so the order records what was charged
    // (a tax change meanwhile applies from the next checkout).
    const snapshot = await snapshotOf(tx, cart, input.expected.buyer, { settings: input.expected.settings });
    const { totals } = snapshot;
    if (totals.totalDue !== input.expected.totals.totalDue || snapshot.lines.length === 0)
      throw new AppError("checkout_failed", { details: { details: FIELD_MESSAGES.cart_changed } });
    const creditsApplied = input.credits.reduce((sum, credit) => sum + credit.amount, 0);
    const choice = snapshot.shippingChoice;
    const now = new Date();
    // Item ids made here, so the order can name the items its discounts were taken from.
    const itemIds = new Map(snapshot.lines.map((line) => [line.row.id, randomUUID()]));
    // Each line's share of the tax and of the credits, so a line can be cancelled to the cent.
    const shares = orderShares({
      lines: snapshot.lines.map((line, index) => ({
        subTotal: line.item.priceEach * line.row.quantity,
        discount: totals.lineDiscounts[index] ?? 0,
        taxRateBps: line.taxRateBps,
      })),
      taxTotal: totals.taxTotal,
      orderLevel: totals.shipping + totals.handlingTotal,
      creditsApplied,
      restrictedCredits: snapshot.lines.map((line) => input.restrictedCredits.get(line.row.id) ?? 0),
    });
    const { order, items } = await insertOrder(
      tx.scope,
      {
        id: input.orderId,
        customerId: input.customerId,
        idempotencyKey: input.key,
        status: "processing",
        note: input.note ?? null,
        subTotal: totals.subTotal,
        discountTotal: totals.discountTotal,
        taxTotal: totals.taxTotal,
        shippingTotal: totals.shipping,
        handlingTotal: totals.handlingTotal,
        total: totals.total,
        charge: input.charge,
        creditsApplied,
        orderLevelCredits: shares.orderLevelCredits,
        couponCode:
          snapshot.discounts.find((discount) => discount.type === "coupon" && discount.amount > 0)?.label ??
          null,
        discounts: orderDiscountsOf(snapshot.discounts, (lineId) => itemIds.get(lineId) ?? ""),
        paymentId: input.payment?.transaction?.id ?? null,
        shipping: choice
          ? { name: choice.name, method: choice.method, type: choice.type, address: choice.address }
          : null,
        dining: input.dining,
        paidAt: now,
      },
      snapshot.lines.map((line, index) => {
        const subTotal = line.item.priceEach * line.row.quantity;
        const discount = totals.lineDiscounts[index] ?? 0;
        return {
          id: itemIds.get(line.row.id),
          type: line.provider.type,
          kind: line.row.kind,
          ref: line.line.ref,
          lineData: line.line.data,
          title: line.item.title,
          description: line.item.description,
          photo: line.item.photo,
          productId: line.item.productId,
          variantId: line.item.variantId,
          productAttribute: line.item.attributeLabel,
          quantity: line.row.quantity,
          priceEach: line.item.priceEach,
          subTotal,
          discount,
          total: subTotal - discount,
          tax: shares.lines[index]?.tax ?? 0,
          credits: shares.lines[index]?.credits ?? 0,
          surveyId: line.item.surveyId,
        };
      }),
    );
    // The ledger: what the card (or bank, or house account) paid, and what credits paid.
    const purpose = {
      type: "order",
      orderId: order.id,
      description: `Order #${order.number}`,
      subTotal: totals.subTotal,
      tax: totals.taxTotal,
      discount: totals.discountTotal,
    } as const;
    if (creditsApplied > 0)
      await recordCreditsSpent(
        tx.scope,
        {
          customerId: input.customerId,
          amount: creditsApplied,
          currency: context.tenant.config.intl.currency,
          at: now,
        },
        purpose,
      );
    for (const credit of input.credits) {
      const spent = await spendCredit(tx.scope, {
        creditId: credit.id,
        amount: credit.amount,
        referenceType: "order",
        referenceId: order.id,
        now,
      });
      if (!spent)
        throw new AppError("checkout_failed", { details: { details: FIELD_MESSAGES.house_credit_used } });
    }
    await consumeDiscounts(tx, snapshot.discounts, order.id);
    // The payment settled with its order (the reconcile job leaves it alone, or, had it begun
    // to give it back, this fails and the order rolls back), its ledger row, the cart closed,
    // the receipt: one statement.
    const paidWith = input.payment?.transaction;
    await writePlacedOrder(tx, {
      customerId: input.customerId,
      cartId: cart.id,
      order: orderView(order, items),
      payment: paidWith ? { ...paidWith, customerId: input.customerId } : null,
      purpose,
      at: now,
    });
    // Last, just before the commit: taking the stock locks a row every buyer of the item
    // shares until the transaction ends, so nothing else of the order runs while it is held
    // (in a drop, how long it is held is how fast orders can go through).
    for (const [index, line] of snapshot.lines.entries()) {
      // Holds can have run out between step 1 and the lock: take what is missing again.
      await holdRest(tx, line, snapshot.buyer);
      const orderItemId = items[index]?.id ?? "";
      const { recorded, ...fulfilment } = await fulfilLine(tx, line, {
        orderId: order.id,
        orderItemId,
        buyer: snapshot.buyer,
      });
      if (!recorded && (fulfilment.created.length > 0 || fulfilment.surveys.length > 0))
        await setItemFulfilment(tx.scope, orderItemId, fulfilment);
    }
    return { replay: false };
  });
}

/** POST /api/checkout: pays for the member's cart and answers the payment result and the order. */
export async function checkout(context: ServiceContext, body: CheckoutBody): Promise<CheckoutOutcome> {
  const customerId = customerIdOf(context);
  const orderId = orderIdFor(context.scope.companyId, customerId, body.idempotencyKey);
  const key = `${customerId}:${body.idempotencyKey}`;
  const placed = await orderByKey(context.scope, key);
  if (placed)
    return paid(placed.id, { amount: placed.total - placed.creditsApplied, amountCharged: placed.charge });

  const buyer = await buyerOf(context);
  const before = await snapshotFor(context, buyer);
  if (!before.cart || before.lines.length === 0) throw new AppError("checkout_empty");
  // No choice, or one that no longer serves the cart as it is now: the member chooses again.
  if (before.needsShipping && !before.shippingChoice)
    throw new AppError("invalid_request", {
      details: { field: "shipping", details: FIELD_MESSAGES.shipping_required },
    });
  // Food and drinks: when and where they are served, checked before any money moves.
  if (before.needsDining && !body.dining)
    throw new AppError("invalid_request", {
      details: { field: "dining", details: FIELD_MESSAGES.dining_required },
    });
  const dining = before.needsDining && body.dining ? await resolveDiningChoice(context, body.dining) : null;
  if (!holdsLast(before, Date.now())) await secureHolds(context, before.cart.id, buyer);

  const due = before.totals.totalDue;
  // spec-2 §5 with restrictions: a credit restricted to dining pays only the dining lines.
  const credits = body.useHouseCredits
    ? await creditsForCart(context, before)
    : { allocations: [], remaining: due, restrictedByLine: new Map<string, number>() };
  const charge = credits.remaining;

  let payment: PaymentResult | null = null;
  if (charge > 0) {
    if (!body.paymentMethod)
      throw new AppError("invalid_request", {
        details: { field: "paymentMethod", details: FIELD_MESSAGES.payment_method_required },
      });
    payment = await pay(context, {
      flow: "checkout",
      submission: { ...body.paymentMethod, amount: charge, idempotencyKey: body.idempotencyKey },
      reference: orderReference(orderId),
      description: `Order ${orderId.slice(0, 8)}`,
    });
    // 3-D Secure: the member authenticates and sends the same attempt again.
    if (!payment.success) return { ...payment, orderId: null };
    // A retry of an attempt whose order failed and was refunded: that money went back.
    if (payment.transaction?.status === "refunded")
      throw new AppError("checkout_failed", {
        details: { details: FIELD_MESSAGES.payment_refunded },
      });
    // One payment pays one order, for its whole charge. pay() guarantees it; should that ever
    // break, the payment is left to what it pays rather than refunded from here.
    const paidFor = payment.transaction;
    if (paidFor?.amount !== charge || paidFor.referenceId !== orderId) throw new AppError("amount_changed");
  }

  try {
    await placeOrder(context, {
      customerId,
      orderId,
      key,
      expected: before,
      credits: credits.allocations,
      restrictedCredits: credits.restrictedByLine,
      charge,
      payment,
      note: body.note,
      dining,
    });
  } catch (error) {
    const paymentId = payment?.transaction?.id;
    if (paymentId) await undoPayment(context, paymentId);
    throw error;
  }
  return paid(orderId, { amount: charge, amountCharged: charge, transaction: payment?.transaction ?? null });
}
