/**
 * The opening-hours rule (spec-2 §3 Opening hours, §4): one text per weekday ("9:00 AM - 5:00
 * PM"), closed when missing or unreadable. A day may hold several ranges, separated by commas
 * ("9:00 AM - 12:00 PM, 2:00 PM - 6:00 PM"); unreadable ranges are left out. A place is open from its opening to its closing time
 * in the club's time zone; a closing time at or before the opening one rolls over past midnight
 * ("6:00 PM - 2:00 AM"). The next opening is searched up to six days ahead. Pure: the server
 * answers pickup locations with it, the web may show the same.
 */

export const WEEKDAYS = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type OpeningHours = Partial<Record<Weekday, string>>;

/** spec-2 §9: the look-ahead for the next opening. */
export const OPENING_LOOK_AHEAD_DAYS = 6;

const MINUTES_PER_DAY = 24 * 60;
const TIME = String.raw`(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?`;
const SPAN = new RegExp(String.raw`^\s*${TIME}\s*(?:-|–|to)\s*${TIME}\s*$`, "i");

/** A day's span in minutes after its midnight; `close` may pass 1440 (rolled over). */
export interface DaySpan {
  open: number;
  close: number;
  closeText: string;
}

function minutesOf(
  hourText: string,
  minuteText: string | undefined,
  meridiem: string | undefined,
): number | null {
  let hour = Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    const pm = meridiem.toLowerCase().startsWith("p");
    hour = (hour % 12) + (pm ? 12 : 0);
  } else if (hour > 24) return null;
  return (hour * 60 + minute) % MINUTES_PER_DAY;
}

/** Reads one weekday's text; null for "Closed", empty or unreadable text. */
export function parseDaySpan(text: string | undefined): DaySpan | null {
  const match = text ? SPAN.exec(text) : null;
  if (!match) return null;
  const [, openHour, openMinute, openMeridiem, closeHour, closeMinute, closeMeridiem] = match;
  if (openHour === undefined || closeHour === undefined) return null;
  const close = minutesOf(closeHour, closeMinute, closeMeridiem);
  // An opening without AM/PM takes the closing's ("6 - 11 PM"), unless that opens after the
  // closing ("9 - 5 PM" opens in the morning).
  let open = minutesOf(openHour, openMinute, openMeridiem ?? closeMeridiem);
  if (!openMeridiem && closeMeridiem && open !== null && close !== null && open > close)
    open = minutesOf(openHour, openMinute, "am");
  if (open === null || close === null) return null;
  const closeText =
    (text ?? "")
      .split(/-|–|\bto\b/i)
      .at(-1)
      ?.trim() ?? "";
  return { open, close: close <= open ? close + MINUTES_PER_DAY : close, closeText };
}

/** Separates the ranges of one day. */
const RANGES = /[,;]/;

/** Reads one weekday's text of one or more ranges, earliest first; unreadable ranges left out. */
export function parseDaySpans(text: string | undefined): DaySpan[] {
  if (!text) return [];
  return text
    .split(RANGES)
    .flatMap((range) => parseDaySpan(range) ?? [])
    .sort((a, b) => a.open - b.open);
}

export type DayHoursProblem = "hours_unreadable" | "hours_overlap";

/**
 * Why staff's text for one weekday cannot be kept: a range the rule cannot read, or ranges that
 * overlap (only the last may run past midnight). Blank text is a closed day; null when fine.
 */
export function dayHoursProblem(text: string): DayHoursProblem | null {
  const ranges = text.split(RANGES).map((range) => range.trim());
  if (ranges.every((range) => range === "")) return null;
  const spans = ranges.map((range) => parseDaySpan(range));
  if (spans.some((span) => span === null)) return "hours_unreadable";
  const sorted = (spans as DaySpan[]).sort((a, b) => a.open - b.open);
  const overlap = sorted.some((span, at) => {
    const next = sorted[at + 1];
    return next !== undefined && span.close > next.open;
  });
  return overlap ? "hours_overlap" : null;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  weekday: number;
  minutes: number;
}

const clocks = new Map<string, Intl.DateTimeFormat>();
function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** The wall clock in the time zone at an instant. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    clockOf(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  return {
    year,
    month,
    day,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The instant a wall-clock time in the zone names (minutes may pass midnight). */
export function zonedInstant(
  year: number,
  month: number,
  day: number,
  minutes: number,
  timeZone: string,
): Date {
  const asUtc = Date.UTC(year, month - 1, day, 0, minutes);
  const offsetAt = (instant: number) => {
    const clock = wallClock(new Date(instant), timeZone);
    const shown = Date.UTC(clock.year, clock.month - 1, clock.day, 0, clock.minutes);
    return shown - Math.floor(instant / 60_000) * 60_000;
  };
  const first = asUtc - offsetAt(asUtc);
  // Across a change of offset (daylight saving), the offset at the answer is the one that counts.
  return new Date(asUtc - offsetAt(first));
}

export interface OpeningStatus {
  isOpen: boolean;
  /** Still open, or opening later, today: an order can be collected today. */
  pickupToday: boolean;
  /** Today's closing time as written; null when closed today. */
  closeToday: string | null;
  /** Now when open; else the next opening within the look-ahead; null when none. */
  nextAvailable: Date | null;
}

const spansOn = (hours: OpeningHours, weekday: number) =>
  parseDaySpans(hours[WEEKDAYS[(weekday + 7) % 7] as Weekday]);

/** The opening-hours rule at an instant, in the club's time zone. */
export function openingStatus(hours: OpeningHours, now: Date, timeZone: string): OpeningStatus {
  const clock = wallClock(now, timeZone);
  const today = spansOn(hours, clock.weekday);
  const lastToday = today.at(-1)?.closeText ?? null;
  const lastNight = spansOn(hours, clock.weekday - 1).at(-1);
  // Last night's hours that rolled past midnight are still running.
  if (lastNight && clock.minutes < lastNight.close - MINUTES_PER_DAY) {
    return { isOpen: true, pickupToday: true, closeToday: lastNight.closeText, nextAvailable: now };
  }
  // The range running now, or the next one today (between a morning's and an afternoon's).
  const current = today.find((span) => clock.minutes < span.close);
  if (current) {
    const isOpen = clock.minutes >= current.open;
    const opening = zonedInstant(clock.year, clock.month, clock.day, current.open, timeZone);
    return {
      isOpen,
      pickupToday: true,
      closeToday: current.closeText,
      nextAvailable: isOpen ? now : opening,
    };
  }
  for (let ahead = 1; ahead <= OPENING_LOOK_AHEAD_DAYS; ahead++) {
    const [span] = spansOn(hours, clock.weekday + ahead);
    if (span) {
      const nextAvailable = zonedInstant(clock.year, clock.month, clock.day + ahead, span.open, timeZone);
      return { isOpen: false, pickupToday: false, closeToday: lastToday, nextAvailable };
    }
  }
  return { isOpen: false, pickupToday: false, closeToday: lastToday, nextAvailable: null };
}
