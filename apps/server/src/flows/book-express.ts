/**
 * Express book (spec-1 §7 POST /api/reservations/book, issue 26 item 3): a free booking made at
 * once as a zero-amount order, through the bookings' cart-item provider as checkout would (hold,
 * describe, fulfil), without the member's cart — what else they have in it stays.
 *
 * Steps, in one transaction:
 *  1. the line is described: it must cost nothing (else `booking_not_free`: paid bookings go
 *     through the cart);
 *  2. the provider holds the slot (the resource's row locked, its units read again): a slot
 *     taken meanwhile is refused as `slot_taken` naming the next free starts;
 *  3. the order (all amounts 0, no payment) and its item are written, and the provider fulfils
 *     the line (the booking is booked, the member mailed, the reminder queued); the item keeps
 *     what was created.
 * Nothing touches the outside world before the commit, so nothing needs undoing.
 */
import type { BookingActionResult, ExpressBook } from "@crest/domain";
import { bookingView, getBooking, kindOfBlockType, reachableResource } from "../features/bookings/index.ts";
import { buyerOf } from "../features/cart/index.ts";
import { AppError } from "../lib/errors.ts";
import { inTransaction, type ServiceContext } from "../platform/service-context.ts";
import { placeZeroAmountOrder } from "./zero-amount-order.ts";

const WORDING = { en: "Booked", es: "Reservado" } as const;

/** Books a free slot for the signed-in member; answers spec-2's Booking action result. */
export async function bookExpress(context: ServiceContext, body: ExpressBook): Promise<BookingActionResult> {
  const buyer = await buyerOf(context);
  const resource = await reachableResource(context, body.resourceId);
  const provider = context.platform.cartItems.of(kindOfBlockType(resource.blockType));
  const line = await provider.toLine(context, buyer, { ...body, quantity: 1 }, "start_date");
  return inTransaction(context, async (tx) => {
    const item = await provider.describe(tx.scope, line, buyer);
    if (item.priceEach > 0) throw new AppError("booking_not_free", { details: [{ details: item.title }] });
    const refusal = await provider.hold(tx.scope, line, buyer, 1);
    if (refusal)
      throw new AppError(refusal.code, {
        details: { field: "start_date", details: refusal.details ?? item.title },
      });
    const { orderId, fulfilment } = await placeZeroAmountOrder(tx, {
      provider,
      line,
      item,
      buyer,
      type: "booking",
      keyPrefix: "book",
    });
    const bookingId = fulfilment.created[0]?.id ?? "";
    return {
      id: bookingId,
      success: true,
      message: WORDING[tx.language],
      orderId,
      amount: 0,
      refunds: [],
      booking: await bookingView(tx, await getBooking(tx.scope, bookingId)),
    };
  });
}
