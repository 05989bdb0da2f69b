/**
 * Slot generation (issue 26, spec-1 §7 schedules): the times a table, room or therapist can be
 * booked, computed in the resource's IANA time zone. A day's opening hours are wall-clock times
 * ("5:00 PM - 10:00 PM", the same text the directory and pickup use), so slots are stepped on
 * the wall clock; a booking's length is real minutes, so a 60-minute massage that crosses a
 * daylight-saving change still lasts 60 minutes and must end by the real closing instant. A wall
 * time the spring-forward change skips is no slot; one the fall-back change repeats is offered
 * once. Pure: the server answers `GET /api/{type}/{id}/slots` with it, and the tests prove it.
 */
import {
  type OpeningHours,
  parseDaySpan,
  parseDaySpans,
  WEEKDAYS,
  type Weekday,
  wallClock,
  zonedInstant,
} from "../shipping/opening-hours.rules.ts";

/** How a resource's days run: when it opens, how slots step, what each booking keeps free around it. */
export interface ScheduleRules {
  openingHours: OpeningHours;
  /** Minutes between one slot's start and the next (15, 30, 60…). */
  slotMinutes: number;
  /** Minutes kept free after every booking (a table reset, a room cleaned) before the next one. */
  bufferMinutes: number;
  /** The earliest a slot may start: this many minutes after now. */
  leadMinutes: number;
  /** How far ahead members may book: days after today (in the resource's zone). */
  horizonDays: number;
  /** Local days (`YYYY-MM-DD`) the resource is closed. */
  blackoutDates: readonly string[];
}

/** A time already taken on a unit: from its start to its end (the buffer is added by the rule). */
export interface BusyTime {
  start: Date;
  end: Date;
}

/** Something booked one booking at a time: a table, a room, a therapist. */
export interface SlotUnit {
  id: string;
  busy: readonly BusyTime[];
  /**
   * The unit's own working hours (a therapist's shifts), on the resource's wall clock: it takes
   * a booking only inside them, and inside the resource's. Null or left out: the resource's hours.
   */
  hours?: OpeningHours | null;
}

export interface FreeSlot {
  start: Date;
  end: Date;
  /** The start on the resource's wall clock: `YYYY-MM-DD` and `HH:mm`. */
  localDate: string;
  localTime: string;
  /** The units free for the whole slot and its buffer, in the order given (the first is assigned). */
  unitIds: string[];
}

export interface SlotRequest {
  rules: ScheduleRules;
  timeZone: string;
  /** Local days, inclusive (`YYYY-MM-DD`). */
  from: string;
  to: string;
  /** The booking's length in minutes (a service's duration, a table's sitting). */
  durationMinutes: number;
  units: readonly SlotUnit[];
  now: Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Whether a booking from `start` to `end` would meet a busy time on the unit, buffers counted. */
export function overlapsBusy(
  start: Date,
  end: Date,
  busy: readonly BusyTime[],
  bufferMinutes: number,
): boolean {
  const buffer = bufferMinutes * MINUTE_MS;
  return busy.some(
    (taken) =>
      taken.start.getTime() < end.getTime() + buffer && start.getTime() < taken.end.getTime() + buffer,
  );
}

const isoDay = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** `YYYY-MM-DD` → its UTC midnight (a day count, not an instant anywhere). */
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** The local day of an instant in a zone, as `YYYY-MM-DD`. */
export function localDayOf(instant: Date, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  return isoDay(clock.year, clock.month, clock.day);
}

/** The local day `days` after `iso`. */
export function addDays(iso: string, days: number): string {
  return new Date(dayNumber(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A unit's working ranges that may hold a booking starting on the local day `iso`, as instants
 * [from, until): that day's, the day before's (a range may run past midnight) and the day
 * after's (a resource's own evening may roll over into it).
 */
function workingSpans(hours: OpeningHours, iso: string, timeZone: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const day of [addDays(iso, -1), iso, addDays(iso, 1)]) {
    const [year, month, date] = day.split("-").map(Number) as [number, number, number];
    const weekday = WEEKDAYS[new Date(dayNumber(day)).getUTCDay()] as Weekday;
    for (const span of parseDaySpans(hours[weekday])) {
      spans.push([
        zonedInstant(year, month, date, span.open, timeZone).getTime(),
        zonedInstant(year, month, date, span.close, timeZone).getTime(),
      ]);
    }
  }
  return spans;
}

const within = (spans: readonly [number, number][], start: number, end: number) =>
  spans.some(([from, until]) => from <= start && end <= until);

/** Whether a unit works the whole of [start, end): always, when it keeps the resource's hours. */
export function worksThrough(
  unit: Pick<SlotUnit, "hours">,
  start: Date,
  end: Date,
  timeZone: string,
): boolean {
  if (!unit.hours) return true;
  const spans = workingSpans(unit.hours, localDayOf(start, timeZone), timeZone);
  return within(spans, start.getTime(), end.getTime());
}

/** Whether the wall-clock time exists on that day in the zone (a spring-forward change skips some). */
function wallTimeExists(
  instant: Date,
  year: number,
  month: number,
  day: number,
  minutes: number,
  timeZone: string,
) {
  const clock = wallClock(instant, timeZone);
  return clock.year === year && clock.month === month && clock.day === day && clock.minutes === minutes;
}

/** The slots of one local day, before units are checked. */
function dayStarts(request: DaysRequest, iso: string): Omit<FreeSlot, "unitIds">[] {
  const { rules, timeZone, durationMinutes } = request;
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const weekday = new Date(dayNumber(iso)).getUTCDay();
  const span = parseDaySpan(rules.openingHours[WEEKDAYS[weekday] as Weekday]);
  if (!span || rules.slotMinutes <= 0) return [];
  const closing = zonedInstant(year, month, day, span.close, timeZone);
  // Most days keep one offset from opening to closing: their starts need no time-zone lookup.
  const offset =
    Date.UTC(year, month - 1, day, 0, span.open) -
    zonedInstant(year, month, day, span.open, timeZone).getTime();
  const steady = Date.UTC(year, month - 1, day, 0, span.close) - closing.getTime() === offset;
  const starts: Omit<FreeSlot, "unitIds">[] = [];
  for (let minutes = span.open; minutes < span.close; minutes += rules.slotMinutes) {
    const wall = Date.UTC(year, month - 1, day, 0, minutes);
    const start = steady ? new Date(wall - offset) : zonedInstant(year, month, day, minutes, timeZone);
    // The day rolled over past midnight: the wall clock of the next day is what must exist.
    const shown = new Date(wall);
    if (
      !steady &&
      !wallTimeExists(
        start,
        shown.getUTCFullYear(),
        shown.getUTCMonth() + 1,
        shown.getUTCDate(),
        shown.getUTCHours() * 60 + shown.getUTCMinutes(),
        timeZone,
      )
    )
      continue;
    const end = new Date(start.getTime() + durationMinutes * MINUTE_MS);
    if (end.getTime() > closing.getTime()) break;
    starts.push({
      start,
      end,
      localDate: shown.toISOString().slice(0, 10),
      localTime: shown.toISOString().slice(11, 16),
    });
  }
  return starts;
}

/** One day's slots as `slotDays` asks for them: the schedule, the zone, the booking's length and the units. */
export type DaysRequest = Pick<SlotRequest, "rules" | "timeZone" | "durationMinutes" | "units">;

/**
 * A unit's taken times widened by the buffer on both sides and merged, by start: a slot
 * [start, end) meets the unit's bookings exactly when it meets one of these half-open intervals.
 */
interface Timeline {
  from: number[];
  until: number[];
  /** The first interval that may still meet the next slot (starts only grow, or it is searched again). */
  next: number;
  lastStart: number;
}

function timelineOf(busy: readonly BusyTime[], bufferMinutes: number): Timeline {
  const buffer = bufferMinutes * MINUTE_MS;
  const sorted = busy
    .map((taken) => [taken.start.getTime() - buffer, taken.end.getTime() + buffer] as const)
    .sort((a, b) => a[0] - b[0]);
  const from: number[] = [];
  const until: number[] = [];
  for (const [start, end] of sorted) {
    const last = until.length - 1;
    if (last >= 0 && start <= (until[last] as number)) until[last] = Math.max(until[last] as number, end);
    else {
      from.push(start);
      until.push(end);
    }
  }
  return { from, until, next: 0, lastStart: Number.NEGATIVE_INFINITY };
}

/** Whether [start, end) meets the timeline; amortised constant time while starts grow. */
function meets(timeline: Timeline, start: number, end: number): boolean {
  const { from, until } = timeline;
  if (start < timeline.lastStart) {
    // A start earlier than the last one asked (days whose hours overlap): search from the top.
    let low = 0;
    let high = until.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((until[middle] as number) <= start) low = middle + 1;
      else high = middle;
    }
    timeline.next = low;
  }
  timeline.lastStart = start;
  while (timeline.next < until.length && (until[timeline.next] as number) <= start) timeline.next += 1;
  return timeline.next < from.length && (from[timeline.next] as number) < end;
}

/**
 * The slots of each local day asked (ascending `YYYY-MM-DD`), open and not blacked out, each with
 * the units free for it and its buffer, whatever the time now: the lead time, today and the
 * horizon are cut by `bookableWindow` when answering, so a day's slots can be kept. Linear in
 * the slots and the bookings (each unit's bookings are sorted once and swept with the starts).
 */
export function slotDays(request: DaysRequest, days: readonly string[]): FreeSlot[][] {
  const { rules } = request;
  const blackouts = new Set(rules.blackoutDates);
  const timelines = request.units.map((unit) => timelineOf(unit.busy, rules.bufferMinutes));
  return days.map((iso) => {
    if (blackouts.has(iso)) return [];
    const shifts = request.units.map((unit) =>
      unit.hours ? workingSpans(unit.hours, iso, request.timeZone) : null,
    );
    const slots: FreeSlot[] = [];
    for (const slot of dayStarts(request, iso)) {
      const start = slot.start.getTime();
      const end = slot.end.getTime();
      const unitIds: string[] = [];
      request.units.forEach((unit, index) => {
        const shift = shifts[index];
        if (shift && !within(shift, start, end)) return;
        if (!meets(timelines[index] as Timeline, start, end)) unitIds.push(unit.id);
      });
      if (unitIds.length > 0) slots.push({ ...slot, unitIds });
    }
    return slots;
  });
}

/**
 * What is bookable now: local days from today to the horizon (the resource's clock), and starts
 * from the lead time on. `todayEnds` is the instant the days move on (the next local midnight).
 */
export function bookableWindow(
  rules: Pick<ScheduleRules, "leadMinutes" | "horizonDays">,
  timeZone: string,
  now: Date,
): { firstDay: string; lastDay: string; earliest: number; todayEnds: number } {
  const clock = wallClock(now, timeZone);
  const today = isoDay(clock.year, clock.month, clock.day);
  return {
    firstDay: today,
    lastDay: addDays(today, rules.horizonDays),
    earliest: now.getTime() + rules.leadMinutes * MINUTE_MS,
    todayEnds: zonedInstant(clock.year, clock.month, clock.day, 24 * 60, timeZone).getTime(),
  };
}

/** The local days from `from` to `to` (inclusive) inside the window, ascending. */
export function daysWithin(
  from: string,
  to: string,
  window: { firstDay: string; lastDay: string },
): string[] {
  const first = dayNumber(from) < dayNumber(window.firstDay) ? window.firstDay : from;
  const last = dayNumber(to) > dayNumber(window.lastDay) ? window.lastDay : to;
  const days: string[] = [];
  for (let day = dayNumber(first); day <= dayNumber(last); day += DAY_MS) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The bookable slots from `from` to `to` (local days): open, not blacked out, inside the lead
 * time and the booking horizon, each with the units free for it and its buffer. A slot no unit
 * is free for is left out. Soonest first.
 */
export function generateSlots(request: SlotRequest): FreeSlot[] {
  const window = bookableWindow(request.rules, request.timeZone, request.now);
  return slotDays(request, daysWithin(request.from, request.to, window))
    .flat()
    .filter((slot) => slot.start.getTime() >= window.earliest);
}

/** Whether a start is one of the resource's slots that day (open, on the step, in lead and horizon), units aside. */
export function isSlotStart(request: Omit<SlotRequest, "from" | "to" | "units">, start: Date): boolean {
  const day = localDayOf(start, request.timeZone);
  return generateSlots({
    ...request,
    from: day,
    to: day,
    units: [{ id: "any", busy: [] }],
  }).some((slot) => slot.start.getTime() === start.getTime());
}
