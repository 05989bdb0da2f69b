/**
 * The events rules both ends share (spec-2 §3, §4, §5; decisions in docs/decisions/events.md, "Events
 * and tickets"): when an event is sold out, which tickets are active, how many were transferred,
 * which events a filter keeps, and which days the filter's date pickers offer.
 */
import { dayOf } from "../memberships/memberships.rules.ts";
import { wallClockOf } from "./event-series.rules.ts";

export const EVENT_TYPES = ["ticket", "public", "external"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const TICKET_STATUSES = ["active", "cancelled", "scanned"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** A ticket type's stock: null for no limit, else units nobody holds or bought. */
export interface TicketStock {
  available: number | null;
}

/** Whether a ticket type has a unit left to sell. */
export const hasStock = (type: TicketStock): boolean => type.available === null || type.available > 0;

/**
 * spec-2 §3 reads "an event is sold out unless its type is public or external and it has no
 * ticket type with stock", which would make every ticketed event sold out and every free one
 * sold out once stock ran low: the condition is written inverted. Read as meant: an event that
 * sells tickets is sold out when none of its ticket types has stock; a public (free
 * registration) or external (elsewhere) event is never shown sold out.
 */
export function isEventSoldOut(event: { type: EventType; ticketTypes: readonly TicketStock[] }): boolean {
  if (event.type === "public" || event.type === "external") return false;
  return !event.ticketTypes.some(hasStock);
}

/** spec-2 §3, §4: active tickets are those neither cancelled nor scanned. */
export const activeTickets = <T extends { status: TicketStatus }>(tickets: readonly T[]): T[] =>
  tickets.filter((ticket) => ticket.status === "active");

/** Whether a ticket is transferred: its owner (null for a guest) is not its buyer. */
export const isTransferred = (ticket: { customerId: string; ownerId: string | null }): boolean =>
  ticket.ownerId !== ticket.customerId;

/** spec-2 §3: the transferred quantity is the count of tickets whose owner differs from the buyer. */
export const transferredCount = (
  tickets: readonly { customerId: string; ownerId: string | null }[],
): number => tickets.filter(isTransferred).length;

/** The filter drawer's time-slot chips, by the event's local start time. */
export const TIME_SLOTS = ["morning", "afternoon", "evening"] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

/** Morning before noon, afternoon until 5 pm, evening from 5 pm, in the event's own zone. */
export function timeSlotOf(start: Date, timeZone: string): TimeSlot {
  const { hour } = wallClockOf(start, timeZone);
  if (hour < 12) return "morning";
  return hour < 17 ? "afternoon" : "evening";
}

/** The event filter: days are `YYYY-MM-DD` in the club's zone; each part left out keeps everything. */
export interface EventFilter {
  startDate?: string | undefined;
  endDate?: string | undefined;
  categories?: readonly string[] | undefined;
  timeSlots?: readonly TimeSlot[] | undefined;
}

export interface FilterableEvent {
  startDate: Date;
  endDate: Date;
  timezoneId: string;
  categoryIds: readonly string[];
}

/**
 * spec-2 §5: the filter keeps events that lie inside the chosen date range (they start on or
 * after its first day and end on or before its last, days in the club's zone) and match one of
 * the chosen categories; the time-slot chips keep events that start in one of the chosen slots.
 */
export function eventMatchesFilter(event: FilterableEvent, filter: EventFilter, clubZone: string): boolean {
  if (filter.startDate && dayOf(event.startDate, clubZone) < filter.startDate) return false;
  if (filter.endDate && dayOf(event.endDate, clubZone) > filter.endDate) return false;
  if (filter.categories?.length && !event.categoryIds.some((id) => filter.categories?.includes(id)))
    return false;
  if (filter.timeSlots?.length && !filter.timeSlots.includes(timeSlotOf(event.startDate, event.timezoneId)))
    return false;
  return true;
}

/** The filter drawer's counter: how many of its parts are set (the two dates count one each). */
export const activeFilterCount = (filter: EventFilter): number =>
  (filter.startDate ? 1 : 0) +
  (filter.endDate ? 1 : 0) +
  (filter.categories?.length ?? 0) +
  (filter.timeSlots?.length ?? 0);

const shiftDay = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
};

/** spec-2 §5: the first day the filter's date pickers offer: yesterday, in the club's zone. */
export const firstFilterDay = (now: Date, clubZone: string): string => shiftDay(dayOf(now, clubZone), -1);

/** spec-2 §5: a filter date picker disallows days earlier than yesterday. */
export const isFilterDayDisabled = (day: string, now: Date, clubZone: string): boolean =>
  day < firstFilterDay(now, clubZone);
