/**
 * Events and tickets as the API answers them (spec-2 §3): the public event with its ticket
 * types, the member's event with their tickets, a ticket, the guest ticket. Pure but for the
 * QR codes; the services read the rows.
 */
import {
  type AccountEvent,
  type AccountEventTicket,
  activeTickets,
  type GuestTicket,
  isEventSoldOut,
  isTransferred,
  type PublicEvent,
  type TicketType,
  transferredCount,
  wallClockOf,
} from "@crest/domain";
import { LruCache } from "../../lib/lru-cache.ts";
import type { CustomerRow } from "../customers/index.ts";
import { calendarLinksOf } from "./calendar-links.ts";
import { unitsLeft } from "./event-repository.ts";
import type { EventCategoryRow, EventRow, TicketRow, TicketTypeRow } from "./tables.ts";
import { ticketCode } from "./ticket-code.ts";
import { onSaleNow } from "./ticket-sale.ts";

const pad = (n: number) => String(n).padStart(2, "0");

// A zone's wall clock is an Intl formatting (tens of µs), asked for the same few instants again
// and again: by the catalogue, by every cart line and sale of a ticket (a drop's hundred winners
// asked it 400 times, 1.4 % of the race on PostgreSQL). The instants in use are kept.
const localTimes = new LruCache<string, string>(5_000);

/** An instant as the wall-clock time of a zone, ISO without an offset: 2026-07-10T19:00:00. */
export function localOf(at: Date, timeZone: string): string {
  const key = `${at.getTime()} ${timeZone}`;
  let local = localTimes.get(key);
  if (local === undefined) {
    const w = wallClockOf(at, timeZone);
    local = `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
    localTimes.set(key, local);
  }
  return local;
}

/** The zone as the page names it ("EDT"). */
const zoneName = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value ?? timeZone;

/** What every view of an event starts with. */
const basics = (event: EventRow) => ({
  id: event.id,
  uid: event.id,
  title: event.title,
  description: event.description,
  summary: event.summary,
  venue: event.venue,
  venueAddress: event.venueAddress,
  graphic: event.graphic,
  type: event.type,
  timezoneId: event.timezoneId,
  settings: event.settings,
  status: event.status,
});

const dates = (event: EventRow) => ({
  startDate: event.startsAt,
  endDate: event.endsAt,
  startDateLocal: localOf(event.startsAt, event.timezoneId),
  endDateLocal: localOf(event.endsAt, event.timezoneId),
});

/** A ticket type as the catalogue shows it, with what the viewer holds of it. */
export function ticketTypeView(
  type: TicketTypeRow,
  event: EventRow,
  purchased: number,
  now: Date,
): TicketType {
  const available = unitsLeft(type);
  return {
    id: type.id,
    title: type.name,
    name: type.name,
    eventId: type.eventId,
    description: type.description,
    price: type.priceCents,
    onSale: type.onSale,
    offSale: type.offSale,
    availableQuantity: available,
    minimum: type.minimum,
    maximum: type.maximum,
    perMemberMaximum: type.perMemberMax,
    membersOnly: type.membersOnly,
    requiresPasscode: type.passcodeHash !== null,
    purchased,
    soldOut: available !== null && available === 0,
    onSaleNow: onSaleNow(event, type, now),
    dates: [{ startDate: event.startsAt, endDate: event.endsAt }],
  };
}

export interface PublicEventExtras {
  types: TicketTypeRow[];
  categories: EventCategoryRow[];
  /** Tickets the viewer holds, by type. */
  purchased: ReadonlyMap<string, number>;
  registered: boolean;
  onWaitlist: boolean;
  now: Date;
}

/** spec-2 §3 Public event. */
export function publicEventView(event: EventRow, extras: PublicEventExtras): PublicEvent {
  const tickets = extras.types.map((type) =>
    ticketTypeView(type, event, extras.purchased.get(type.id) ?? 0, extras.now),
  );
  const lefts = tickets.map((type) => type.availableQuantity);
  return {
    ...basics(event),
    media: event.media,
    externalLink: event.externalLink,
    categoryId: event.categoryIds[0] ?? null,
    categories: extras.categories
      .filter((category) => event.categoryIds.includes(category.id))
      .map((category) => ({ id: category.id, name: category.name })),
    timezone: zoneName(event.startsAt, event.timezoneId),
    recurring: event.seriesId !== null,
    seriesId: event.seriesId,
    ...dates(event),
    tickets: event.hideTickets ? [] : tickets,
    hideTickets: event.hideTickets,
    availableQuantity: lefts.some((left) => left === null)
      ? null
      : lefts.reduce<number>((sum, left) => sum + (left ?? 0), 0),
    soldOut: isEventSoldOut({
      type: event.type,
      ticketTypes: tickets.map((type) => ({ available: type.availableQuantity })),
    }),
    registered: extras.registered,
    reserveEnabled: event.type !== "external" && event.status === "published",
    waitlistFormId: event.waitlistFormId,
    waitlist: extras.onWaitlist,
    endpoint: event.waitlistFormId ? `/api/surveys/${event.waitlistFormId}` : null,
    allowTransfer: event.settings.transferEnabled,
    allowCancel: event.settings.cancelEnabled,
  };
}

const ownerOf = (ticket: TicketRow, people: ReadonlyMap<string, CustomerRow>) => {
  if (ticket.ownerId === null)
    return ticket.guestEmail
      ? { fullName: ticket.guestName ?? ticket.guestEmail, email: ticket.guestEmail }
      : null;
  const person = people.get(ticket.ownerId);
  return person ? { fullName: `${person.firstName} ${person.lastName}`.trim(), email: person.email } : null;
};

export interface TicketExtras {
  event: EventRow;
  type: TicketTypeRow | undefined;
  people: ReadonlyMap<string, CustomerRow>;
  origin: string;
  /** Who looks: their own tickets may be cancelled or transferred. */
  viewerId: string;
  /** Where a holder adds a ticket to their wallet (by id), or null without wallet passes. */
  passLink: (ticketId: string) => string | null;
  now: Date;
}

/** spec-2 §3 Account event ticket. */
export async function ticketView(ticket: TicketRow, extras: TicketExtras): Promise<AccountEventTicket> {
  const { event, type } = extras;
  const open = event.status === "published" && extras.now < event.startsAt && ticket.status === "active";
  const holds = ticket.ownerId === extras.viewerId;
  return {
    id: ticket.id,
    ticketId: ticket.ticketTypeId,
    eventId: ticket.eventId,
    customerId: ticket.customerId,
    orderItemId: ticket.orderItemId,
    orderId: ticket.orderId,
    ownerId: ticket.ownerId,
    serial: holds ? ticket.serial : "",
    status: ticket.status,
    price: ticket.priceCents,
    purchaseDate: ticket.createdAt,
    scanDate: ticket.scannedAt,
    scanData: ticket.scanData,
    portalUrl: `${extras.origin}/account/event/${event.id}`,
    title: type?.name ?? event.title,
    eventTitle: event.title,
    description: type?.description ?? "",
    calendarInvites: calendarLinksOf(event, extras.origin),
    attendee: ticket.attendee ?? null,
    venue: event.venue,
    venueAddress: event.venueAddress,
    owner: ownerOf(ticket, extras.people),
    passbook: holds && ticket.status !== "cancelled" ? extras.passLink(ticket.id) : null,
    photo: event.graphic,
    // Only the holder sees the code: a ticket given away is the new holder's to show.
    qrCode: holds ? await ticketCode(ticket.serial) : "",
    cancelable: open && holds && ticket.customerId === extras.viewerId && event.settings.cancelEnabled,
    transferable: open && holds && event.settings.transferEnabled,
    transferred: isTransferred(ticket),
    ...dates(event),
  };
}

/** spec-2 §3 Account event, with the viewer's tickets. */
export function accountEventView(
  event: EventRow,
  tickets: AccountEventTicket[],
  company: string,
): AccountEvent {
  return {
    ...basics(event),
    photos: event.media.map((media) => media.url),
    purchasedTickets: tickets.length,
    activeTickets: activeTickets(tickets).length,
    transferredTickets: transferredCount(tickets),
    survey: null,
    ...dates(event),
    registered: activeTickets(tickets).length > 0,
    company,
    tickets,
  };
}

/** What a guest's link shows: the ticket, its event, its holder; nothing of the buyer. */
export async function guestTicketView(
  ticket: TicketRow,
  event: EventRow,
  type: TicketTypeRow | undefined,
  people: ReadonlyMap<string, CustomerRow>,
  company: string,
): Promise<GuestTicket> {
  return {
    serial: ticket.serial,
    status: ticket.status,
    title: type?.name ?? event.title,
    eventTitle: event.title,
    venue: event.venue,
    venueAddress: event.venueAddress,
    ...dates(event),
    timezoneId: event.timezoneId,
    owner: ownerOf(ticket, people),
    photo: event.graphic,
    qrCode: await ticketCode(ticket.serial),
    scanDate: ticket.scannedAt,
    company,
  };
}
