/**
 * Event tickets as cart items (issue 25, spec-1 §7 cart tickets): a line is some tickets of one
 * ticket type, held from its capacity. A passcode is checked when the line is added and only a
 * proof is kept; the per-order maximum bounds the line and the per-member maximum counts the
 * tickets the buyer already bought (`ticket_max_reached`); members-only types are refused to
 * others. Paying issues a ticket per unit with a random serial and mails the buyer; a member may
 * cancel the tickets they still hold before the event starts when the event allows it, staff
 * always (what is cancelled, and what a cart gives back, goes back on sale, offered first to the
 * waitlist's first in line).
 */
import { randomUUID } from "node:crypto";
import {
  type Attendee,
  attendeeSchema,
  cartTicketItemSchema,
  FIELD_MESSAGES,
  formatMoney,
  TOPICS,
} from "@crest/domain";
import { z } from "zod";
import { AppError } from "../../lib/errors.ts";
import { type Buyer, defineCartItemProvider, type ProviderLine, type Refusal } from "../cart/index.ts";
import { customerContactOf } from "../customers/index.ts";
import { queuedMail } from "../mail/index.ts";
import { publishToCustomers } from "../realtime/index.ts";
import {
  holdTicketUnits,
  holdTicketUnitsReading,
  releaseTicketUnits,
  ticketFactsOf,
  ticketTypeWithEvent,
  ticketTypeWithEventShared,
  unitsLeft,
  unsellTicketUnits,
} from "./event-repository.ts";
import { localOf } from "./event-views.ts";
import type { EventRow, TicketTypeFacts } from "./tables.ts";
import { passcodeMatches, passcodeProof, proofHolds } from "./ticket-passcode.ts";
import { activeCountsOfItem, activeTicketsOfItem, boughtOfType, cancelTickets } from "./ticket-repository.ts";
import { saleProblem } from "./ticket-sale.ts";
import { sellTickets } from "./ticket-sale-statement.ts";
import { newTicketSerial } from "./ticket-serial.ts";
import { hasLiveOffer, setEntry, takeOffer } from "./waitlist-repository.ts";
import { offerFreedTickets } from "./waitlist-service.ts";

/** A type whose hold must first count the buyer's tickets, or take a waitlist offer of theirs. */
const countsOrWaits = ({ type, event }: { type: TicketTypeFacts; event: EventRow }) =>
  type.perMemberMax !== null || event.waitlistFormId !== null;

/** What the type and event, as they are, refuse this buyer's hold: the sale, members-only, the passcode. */
function saleRefusal(
  { type, event }: { type: TicketTypeFacts; event: EventRow },
  line: TicketLine,
  buyer: Buyer,
): Refusal | null {
  const problem = saleProblem(event, type, new Date());
  if (problem) return { code: problem, details: event.title };
  if (type.membersOnly && !buyer.isMember) return { code: "members_only" };
  if (!proofHolds(type, buyer.customerId, line.data.passcodeProof))
    return { code: "passcode_invalid", details: type.name };
  return null;
}

const ticketRefSchema = z.object({ ticketTypeId: z.uuid() });
type TicketRef = z.infer<typeof ticketRefSchema>;

const ticketDataSchema = z.object({
  attendees: z.array(attendeeSchema),
  /** HMAC of the type and buyer, keyed by the passcode's hash: the passcode was checked. */
  passcodeProof: z.string().nullable(),
});
type TicketData = z.infer<typeof ticketDataSchema>;
type TicketLine = ProviderLine<TicketRef, TicketData>;

const WORDING = {
  en: {
    subject: (event: string) => `Your tickets: ${event}`,
    body: (event: string, when: string, serials: string[], link: string) =>
      [
        `${event}, ${when}.`,
        "",
        ...serials.map((serial) => `Ticket ${serial}`),
        "",
        `Your tickets: ${link}`,
      ].join("\n"),
  },
  es: {
    subject: (event: string) => `Sus entradas: ${event}`,
    body: (event: string, when: string, serials: string[], link: string) =>
      [
        `${event}, ${when}.`,
        "",
        ...serials.map((serial) => `Entrada ${serial}`),
        "",
        `Sus entradas: ${link}`,
      ].join("\n"),
  },
} as const;

const attendeeRecord = (attendee: Attendee | undefined) =>
  attendee
    ? {
        firstName: attendee.firstName,
        lastName: attendee.lastName,
        ...(attendee.email ? { email: attendee.email } : {}),
      }
    : null;

export const ticketCartItems = defineCartItemProvider({
  kind: "tickets",
  type: "event",
  itemSchema: cartTicketItemSchema,
  refSchema: ticketRefSchema,
  dataSchema: ticketDataSchema,
  async toLine(context, buyer, item, field) {
    const data: TicketData = { attendees: item.attendees ?? [], passcodeProof: null };
    const line = { ref: { ticketTypeId: item.ticketTypeId }, data, quantity: item.quantity };
    if (item.quantity === 0) return line;
    if (item.attendees && item.attendees.length !== item.quantity)
      throw new AppError("invalid_request", {
        details: { field: `${field}.attendees`, details: FIELD_MESSAGES.value_invalid },
      });
    // Every buyer of a drop asks this before the cart's transaction: a read shared with the others.
    const found = await ticketTypeWithEventShared(context.scope, item.ticketTypeId);
    if (!found) throw new AppError("not_found");
    const { type } = found;
    if (type.passcodeHash !== null) {
      if (!passcodeMatches(type, item.passcode))
        throw new AppError("passcode_invalid", {
          details: [{ field: `${field}.passcode`, details: type.name }],
        });
      data.passcodeProof = passcodeProof(type, buyer.customerId);
    }
    return line;
  },
  // Attendees were named one per ticket, and a passcode is asked when a line is added: such a
  // line is only removed from the cart (added again from the event to change it).
  changeOf: ({ ref, data }: TicketLine) => ({
    item: { ticketTypeId: ref.ticketTypeId },
    fixedQuantity: data.attendees.length > 0 || data.passcodeProof !== null,
  }),
  lineKey: ({ ref }: TicketLine) => ref.ticketTypeId,
  capacityKey: ({ ref }: TicketLine) => ref.ticketTypeId,
  async describe(scope, { ref }: TicketLine) {
    const { type, event } = await ticketFactsOf(scope, ref.ticketTypeId);
    return {
      title: `${event.title}: ${type.name}`,
      description: localOf(event.startsAt, event.timezoneId),
      photo: event.graphic,
      priceEach: type.priceCents,
      minQty: type.minimum,
      maxQty: type.maximum,
      weightGrams: 0,
      shipped: false,
      postpay: false,
      surveyId: null,
      productId: null,
      variantId: null,
      attributeLabel: type.name,
      guest: null,
    };
  },
  async availability(scope, { ref, data }: TicketLine, buyer, more) {
    // Shared with the other buyers asking at this moment: a drop's losers cost a query per batch.
    const found = await ticketTypeWithEventShared(scope, ref.ticketTypeId);
    if (!found) return { refusal: null, left: null };
    const { type, event } = found;
    // What the hold would refuse first is the transaction's to say.
    if (
      saleProblem(event, type, new Date()) ||
      (type.membersOnly && !buyer.isMember) ||
      !proofHolds(type, buyer.customerId, data.passcodeProof)
    )
      return { refusal: null, left: null };
    const left = unitsLeft(type);
    if (left === null || left >= more) return { refusal: null, left };
    // A unit held for them by a waitlist offer: the hold takes it.
    if (event.waitlistFormId && (await hasLiveOffer(scope, type.id, buyer.customerId, new Date())))
      return { refusal: null, left: null };
    return { refusal: { code: "sold_out", details: type.name }, left };
  },
  async hold(scope, line: TicketLine, buyer, more) {
    // Most types count no member's tickets and have no waitlist (as kept): one statement holds
    // the units and reads the type and event afresh under the hold's lock, and what those refuse
    // gives the units back. A hold that found too few left, or facts changed meanwhile, takes
    // the full way below, read first.
    const kept = await ticketFactsOf(scope, line.ref.ticketTypeId);
    if (!countsOrWaits(kept)) {
      const held = await holdTicketUnitsReading(scope, line.ref.ticketTypeId, more);
      if (held && !countsOrWaits(held)) {
        const refusal = saleRefusal(held, line, buyer);
        if (refusal) await releaseTicketUnits(scope, held.type.id, more);
        return refusal;
      }
      if (held) await releaseTicketUnits(scope, held.type.id, more);
    }
    // Read fresh, not kept: an event cancelled on another instance a moment ago sells no more.
    const { type, event } = await ticketTypeWithEvent(scope, line.ref.ticketTypeId);
    const refusal = saleRefusal({ type, event }, line, buyer);
    if (refusal) return refusal;
    // The buyer's adds and checkouts are serialised by their cart's lock, so this count holds.
    if (
      type.perMemberMax !== null &&
      (await boughtOfType(scope, type.id, buyer.customerId)) + line.quantity > type.perMemberMax
    )
      return { code: "ticket_max_reached", details: type.name };
    // A waitlist offer's unit, held for this buyer, becomes the line's; the rest is held as usual.
    const offer = event.waitlistFormId
      ? await takeOffer(scope, type.id, buyer.customerId, new Date())
      : undefined;
    const rest = more - (offer ? 1 : 0);
    if (rest <= 0 || (await holdTicketUnits(scope, type.id, rest))) return null;
    if (offer) await setEntry(scope, offer.id, { status: "offered" });
    return { code: "sold_out", details: type.name };
  },
  release: (scope, { ref }: TicketLine, _buyer, units) => releaseTicketUnits(scope, ref.ticketTypeId, units),
  // Units a cart gave back (its hold ran out, the line was lowered or removed) go to the waitlist
  // first, as a cancellation's do: a sold-out read made of carts' holds leaves nobody waiting.
  async released(context, { ref }: TicketLine, _buyer, units) {
    await offerFreedTickets(context, ref.ticketTypeId, units);
  },
  async fulfil(context, { ref, data, quantity }: TicketLine, target) {
    // The facts the line was priced with (kept, as `describe` read them): the hold checked the
    // sale itself, and the counters are the UPDATE's below.
    const { type, event } = await ticketFactsOf(context.scope, ref.ticketTypeId);
    // Written with the sale's other writes (ticket-sale-statement.ts): their ids made here.
    const tickets = Array.from({ length: quantity }, (_, index) => ({
      id: randomUUID(),
      eventId: event.id,
      ticketTypeId: type.id,
      orderId: target.orderId,
      orderItemId: target.orderItemId,
      customerId: target.buyer.customerId,
      ownerId: target.buyer.customerId,
      serial: newTicketSerial(),
      priceCents: type.priceCents,
      attendee: attendeeRecord(data.attendees[index]) ?? null,
    }));
    // The buyer's e-mail as their request read it (no statement), or read now (a staff sale).
    const buyer = await customerContactOf(context, target.buyer.customerId);
    const words = WORDING[context.language];
    const { currency, locale } = context.tenant.config.intl;
    const when = `${localOf(event.startsAt, event.timezoneId).replace("T", " ").slice(0, 16)} (${type.name}, ${formatMoney(type.priceCents, currency, locale)})`;
    const mail = queuedMail(context, {
      to: buyer.email,
      subject: words.subject(event.title),
      text: words.body(
        event.title,
        when,
        tickets.map((ticket) => ticket.serial),
        `${context.publicOrigin}/account/event/${event.id}`,
      ),
      kind: "event_tickets",
    });
    const fulfilment = {
      created: tickets.map((ticket) => ({ type: "ticket" as const, id: ticket.id, label: ticket.serial })),
      surveys: [],
    };
    // One statement, the counters last: their UPDATE locks the type's row, which every buyer of
    // the type shares until the transaction ends, so little of the order runs while it is held.
    // The lock also makes the count below see every other sale of the type that committed
    // before (a registration made outside the cart, which the cart's lock does not order); the
    // count includes this order's tickets, written in that statement.
    await sellTickets(context.scope, {
      ticketTypeId: type.id,
      tickets,
      mail,
      orderItemId: target.orderItemId,
      fulfilment,
    });
    if (
      type.perMemberMax !== null &&
      (await boughtOfType(context.scope, type.id, target.buyer.customerId)) > type.perMemberMax
    )
      throw new AppError("ticket_max_reached", { details: [{ details: type.name }] });
    return { ...fulfilment, recorded: true };
  },
  async cancellation(scope, ordered, { units, by, now }) {
    const ref = ordered.ref as TicketRef;
    const { event } = await ticketTypeWithEvent(scope, ref.ticketTypeId);
    const counts = await activeCountsOfItem(scope, ordered.orderItemId, ordered.customerId);
    // Staff cancel any active ticket (an event called off refunds all); a member, before the
    // event starts and when it allows it, only the tickets they bought and still hold.
    const canCancel =
      units > 0 &&
      (by === "staff"
        ? units <= counts.active
        : event.settings.cancelEnabled &&
          event.status === "published" &&
          now < event.startsAt &&
          units <= counts.heldByBuyer);
    return { canCancel, cutoff: event.startsAt, fee: 0 };
  },
  async cancel(context, ordered, units) {
    const ref = ordered.ref as TicketRef;
    const now = new Date();
    // The buyer's own tickets first: a member cancels only those (the policy counted them).
    const tickets = await activeTicketsOfItem(context.scope, ordered.orderItemId, ordered.customerId, units);
    if (tickets.length < units) throw new Error(`only ${tickets.length} tickets left to cancel`);
    await cancelTickets(
      context.scope,
      tickets.map((ticket) => ticket.id),
      now,
    );
    await unsellTicketUnits(context.scope, ref.ticketTypeId, units);
    await offerFreedTickets(context, ref.ticketTypeId, units);
    // Their holders' and buyer's open screens refetch once the cancelling commits.
    await publishToCustomers(
      context,
      TOPICS.tickets,
      tickets.flatMap((ticket) => [ticket.ownerId, ticket.customerId]),
      { eventId: tickets[0]?.eventId },
    );
  },
});
