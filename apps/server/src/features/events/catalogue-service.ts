/**
 * The public events catalogue (spec-2 §7 Events, public): published events from today on,
 * filtered by the club's days, categories and time slots (spec-2 §5), one event with its ticket
 * types, and the event as iCalendar text.
 */
import {
  type EventsQuery,
  instantOfWallClock,
  type PublicEvent,
  pageOffset,
  type TimeSlot,
} from "@crest/domain";
import type { ServiceContext } from "../../platform/service-context.ts";
import {
  categoriesOf,
  type EventListFilter,
  getListedEvent,
  listPublishedEvents,
  ticketTypesOf,
} from "./event-repository.ts";
import { publicEventView } from "./event-views.ts";
import { eventCalendar } from "./icalendar.ts";
import type { EventRow } from "./tables.ts";

/** The catalogue's kept answers (platform/club-reads.ts), an area of the manifest's cachedReads. */
export const EVENTS_READS = "events";

/**
 * The catalogue also changes with the clock (an event that starts leaves it, a sale window opens
 * or closes): a kept answer is dropped this soon even when no row changed. What sells out is a
 * row change, so it is exact; what the clock does is at most this late, and a purchase checks the
 * window itself.
 */
export const CATALOGUE_CLOCK_MS = 5_000;

/** The local start hours of each time-slot chip (events.rules' timeSlotOf, as SQL bounds). */
const SLOT_HOURS: Record<TimeSlot, { from: number; to: number }> = {
  morning: { from: 0, to: 12 },
  afternoon: { from: 12, to: 17 },
  evening: { from: 17, to: 24 },
};

/** The first instant of a club day (`YYYY-MM-DD`) in the club's zone. */
function dayStart(day: string, zone: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return instantOfWallClock({ year, month, day: date, hour: 0, minute: 0 }, zone);
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The query as the repository's filter: instants bounding the club's days, never before today's start. */
function filterOf(context: ServiceContext, query: EventsQuery, now: Date): EventListFilter {
  const zone = context.tenant.config.intl.timezone;
  const from = query.startDate ? dayStart(query.startDate, zone) : now;
  return {
    // The catalogue shows what has not started; a range from an earlier day still starts today.
    from: from > now ? from : now,
    until: query.endDate ? dayStart(nextDay(query.endDate), zone) : null,
    categories: query.categories ?? [],
    hours: query.timeSlots?.length ? query.timeSlots.map((slot) => SLOT_HOURS[slot]) : null,
    offset: pageOffset(query),
    limit: query.pageSize,
  };
}

/**
 * The catalogue answers everyone alike (a public read a cache may keep): what a member holds,
 * whether they registered or wait in line, is their account's to say (GET /api/account/events/{id}).
 */
const NOTHING_HELD: ReadonlyMap<string, number> = new Map();

/** Events as the catalogue shows them to this viewer. */
export async function publicEventViews(context: ServiceContext, rows: EventRow[], now = new Date()) {
  const ids = rows.map((row) => row.id);
  const [types, categories] = await Promise.all([
    ticketTypesOf(context.scope, ids),
    categoriesOf(context.scope),
  ]);
  return rows.map((event) =>
    publicEventView(event, {
      types: types.filter((type) => type.eventId === event.id),
      categories,
      purchased: NOTHING_HELD,
      registered: false,
      onWaitlist: false,
      now,
    }),
  );
}

/** GET /api/events: a page of the catalogue, soonest first. */
export async function listEvents(
  context: ServiceContext,
  query: EventsQuery,
): Promise<{ items: PublicEvent[]; totalCount: number }> {
  const now = new Date();
  const { rows, totalCount } = await listPublishedEvents(context.scope, filterOf(context, query, now));
  return { items: await publicEventViews(context, rows, now), totalCount };
}

/** GET /api/events/{id}: one published (or cancelled) event; a draft or another club's is a 404. */
export async function getPublicEvent(context: ServiceContext, eventId: string): Promise<PublicEvent> {
  const event = await getListedEvent(context.scope, eventId);
  const [view] = await publicEventViews(context, [event]);
  if (!view) throw new Error("no view");
  return view;
}

/** GET /api/events/categories: the club's categories, in their order. */
export async function eventCategories(context: ServiceContext) {
  return (await categoriesOf(context.scope)).map((category) => ({ id: category.id, name: category.name }));
}

/** GET /api/calendar/event/{id}: the event as iCalendar text. */
export async function eventCalendarText(context: ServiceContext, eventId: string): Promise<string> {
  const event = await getListedEvent(context.scope, eventId);
  return eventCalendar(event, {
    host: new URL(context.publicOrigin).host,
    url: `${context.publicOrigin}/events/${event.id}`,
    now: new Date(),
  });
}
