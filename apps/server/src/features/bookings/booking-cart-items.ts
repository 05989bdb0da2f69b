/**
 * Reservations and appointments as cart items (issue 26 item 3; spec-1 §7 POST
 * /api/cart/reservations and /api/cart/appointments), on the cart-item contract version 2. A
 * line is one booking: a resource, a start, a party (a table) or a service and therapist (the
 * spa). Holding it takes the unit's time at once as a `held` booking (takeSlot: the resource's
 * row locked, the units read again), so a slot in one member's cart is offered to nobody else;
 * the cart releases it when the hold ends, and paying turns it into a booked one. A slot taken
 * meanwhile is refused as slot_taken naming the next free starts. Members cancel until the start
 * (past the cutoff, the late fee is kept); staff at any time, in full.
 */
import {
  type BlockType,
  cancellationTerms,
  cartAppointmentItemSchema,
  cartReservationItemSchema,
  lineGuestSchema,
  TOPICS,
} from "@crest/domain";
import { z } from "zod";
import { AppError } from "../../lib/errors.ts";
import { type Buyer, defineCartItemProvider, type ProviderLine } from "../cart/index.ts";
import { publishToCustomers } from "../realtime/index.ts";
import { openSurveyEndpoint } from "../surveys/index.ts";
import { announceBooking } from "./booking-mail.ts";
import {
  bookingOfItem,
  deleteHeld,
  getResource,
  getService,
  heldByKey,
  updateBooking,
} from "./repository.ts";
import { localParts, nextSlotsDetail, takeSlot } from "./slot-service.ts";

const bookingRefSchema = z.object({
  resourceId: z.uuid(),
  serviceId: z.uuid().nullable(),
  /** A therapist's id, or "anyone". */
  therapistId: z.string(),
  /** The start, as an ISO instant (refs are JSON). */
  startsAt: z.string(),
});
type BookingRef = z.infer<typeof bookingRefSchema>;

const bookingDataSchema = z.object({
  partySize: z.int(),
  guest: lineGuestSchema.nullable(),
});
type BookingData = z.infer<typeof bookingDataSchema>;
type BookingLine = ProviderLine<BookingRef, BookingData>;

/** The cart kinds of bookings, and the resources each books. */
const KINDS = {
  reservations: { type: "reservation", blockTypes: ["dining", "meeting_rooms"] },
  appointments: { type: "appointment", blockTypes: ["spa"] },
} as const satisfies Record<string, { type: "reservation" | "appointment"; blockTypes: BlockType[] }>;
export type BookingKind = keyof typeof KINDS;

/** The cart kind that books a resource of this type. */
export const kindOfBlockType = (blockType: BlockType): BookingKind =>
  blockType === "spa" ? "appointments" : "reservations";

const lineKeyOf = ({ ref }: BookingLine) =>
  `${ref.resourceId}:${ref.serviceId ?? "-"}:${ref.therapistId}:${ref.startsAt}`;

/** The held booking's key: one per buyer and cart line. */
const holdKeyOf = (kind: BookingKind, buyer: Buyer, line: BookingLine) =>
  `${buyer.customerId}:${kind}:${lineKeyOf(line)}`;

/** A cart entry of either kind as a line. */
interface BookingEntry {
  resourceId: string;
  startDate: Date;
  quantity: number;
  guest?: { fullName: string; email: string } | undefined;
  partySize?: number | undefined;
  serviceId?: string | undefined;
  therapistId?: string | undefined;
}

/** The provider of one booking kind. */
function bookingProvider<Item extends BookingEntry>(kind: BookingKind, itemSchema: z.ZodType<Item>) {
  const { type, blockTypes } = KINDS[kind];
  /** The resource (and service), or a 404 for another kind's or another club's. */
  const resourceOf = async (scope: Parameters<typeof getResource>[0], ref: BookingRef) => {
    const resource = await getResource(scope, ref.resourceId);
    if (!(blockTypes as readonly string[]).includes(resource.blockType)) throw new AppError("not_found");
    const service = ref.serviceId ? await getService(scope, resource.id, ref.serviceId) : null;
    // A service no longer offered is booked no more (its bookings made before stay).
    if (service && !service.active) throw new AppError("not_found");
    return { resource, service };
  };
  return defineCartItemProvider({
    kind,
    type,
    itemSchema,
    refSchema: bookingRefSchema,
    dataSchema: bookingDataSchema,
    async toLine(context, _buyer, item) {
      const line: BookingLine = {
        ref: {
          resourceId: item.resourceId,
          serviceId: item.serviceId ?? null,
          therapistId: item.therapistId ?? "anyone",
          startsAt: item.startDate.toISOString(),
        },
        data: { partySize: item.partySize ?? 1, guest: item.guest ?? null },
        quantity: item.quantity,
      };
      if (item.quantity > 0) await resourceOf(context.scope, line.ref);
      return line;
    },
    lineKey: lineKeyOf,
    // One resource's bookings are decided one at a time under its row lock.
    capacityKey: ({ ref }: BookingLine) => ref.resourceId,
    async describe(scope, line: BookingLine) {
      const { resource, service } = await resourceOf(scope, line.ref);
      const local = localParts(new Date(line.ref.startsAt), resource.timezoneId);
      return {
        title: service ? `${resource.title}: ${service.title}` : resource.title,
        description: `${local.date} ${local.time}${resource.blockType === "dining" ? ` · ${line.data.partySize}` : ""}`,
        photo: resource.photo,
        priceEach: service ? service.priceCents : resource.priceCents,
        minQty: 1,
        maxQty: 1,
        weightGrams: 0,
        shipped: false,
        postpay: false,
        surveyId: null,
        productId: null,
        variantId: null,
        attributeLabel: null,
        guest: line.data.guest ? { fullName: line.data.guest.fullName } : null,
      };
    },
    // Whether a unit is free is decided under the resource's lock; a read before it decides nothing.
    availability: async () => ({ refusal: null, left: null }),
    async hold(scope, line: BookingLine, buyer) {
      const holdKey = holdKeyOf(kind, buyer, line);
      if (await heldByKey(scope, holdKey)) return null;
      const taken = await takeSlot(scope, {
        resourceId: line.ref.resourceId,
        startsAt: new Date(line.ref.startsAt),
        choice: {
          partySize: line.data.partySize,
          serviceId: line.ref.serviceId,
          therapistId: line.ref.therapistId,
        },
        customerId: buyer.customerId,
        isMember: buyer.isMember,
        status: "held",
        holdKey,
        guest: line.data.guest,
      });
      if (!taken.refusal) return null;
      return taken.refusal.code === "members_only"
        ? { code: "members_only" }
        : { code: "slot_taken", details: nextSlotsDetail(taken.refusal.nextSlots) };
    },
    async release(scope, line: BookingLine, buyer) {
      await deleteHeld(scope, holdKeyOf(kind, buyer, line));
    },
    async fulfil(context, line: BookingLine, target) {
      const held = await heldByKey(context.scope, holdKeyOf(kind, target.buyer, line));
      // Checkout secured every hold first; a hold gone since is a slot lost.
      if (!held) throw new AppError("slot_taken");
      const booking = await updateBooking(context.scope, held.id, {
        status: "booked",
        holdKey: null,
        orderId: target.orderId,
        orderItemId: target.orderItemId,
      });
      const { resource, service } = await resourceOf(context.scope, line.ref);
      const title = service ? `${resource.title}: ${service.title}` : resource.title;
      await announceBooking(context, booking, title);
      // The member's open schedule shows it booked once the order commits.
      await publishToCustomers(context, TOPICS.bookings, [booking.customerId], { bookingId: booking.id });
      const local = localParts(booking.startsAt, resource.timezoneId);
      // The booking survey is asked with the order (checkout's questions step), about the booking.
      const survey = resource.surveyId
        ? await openSurveyEndpoint(context, {
            surveyId: resource.surveyId,
            customerId: target.buyer.customerId,
            referenceType: type,
            referenceId: booking.id,
          })
        : null;
      return {
        created: [{ type: "booking", id: booking.id, label: `${local.date} ${local.time}` }],
        surveys: survey ? [{ uid: survey.uid, endpoint: survey.endpoint }] : [],
      };
    },
    async cancellation(scope, ordered, { units, by, now }) {
      const booking = await bookingOfItem(scope, ordered.orderItemId);
      if (!booking) return { canCancel: false, cutoff: null, fee: 0 };
      const resource = await getResource(scope, booking.resourceId);
      const terms = cancellationTerms(
        {
          status: booking.status === "held" ? "pending" : booking.status,
          startsAt: booking.startsAt,
          paidCents: booking.priceCents,
        },
        { cutoffHours: resource.cancelCutoffHours, lateFeeCents: resource.lateFeeCents },
        by,
        now,
      );
      return { ...terms, canCancel: terms.canCancel && units === 1 };
    },
    async cancel(context, ordered) {
      const booking = await bookingOfItem(context.scope, ordered.orderItemId);
      if (!booking) throw new Error(`order item ${ordered.orderItemId} has no booking`);
      // Cancelled, the unit's time is free again: slots and holds count only held and booked ones.
      await updateBooking(context.scope, booking.id, { status: "cancelled", cancelledAt: new Date() });
      await publishToCustomers(context, TOPICS.bookings, [booking.customerId], { bookingId: booking.id });
    },
  });
}

export const reservationCartItems = bookingProvider("reservations", cartReservationItemSchema);
export const appointmentCartItems = bookingProvider("appointments", cartAppointmentItemSchema);
