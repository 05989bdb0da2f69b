/**
 * The opening-hours rule (spec-2 §3 Opening hours, §4): one text per weekday ("9:00 AM - 5:00
 * PM"), closed when missing or unreadable. A place is open from its opening to its closing time
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

const spanOn = (hours: OpeningHours, weekday: number) =>
  parseDaySpan(hours[WEEKDAYS[(weekday + 7) % 7] as Weekday]);

/** The opening-hours rule at an instant, in the club's time zone. */
export function openingStatus(hours: OpeningHours, now: Date, timeZone: string): OpeningStatus {
  const clock = wallClock(now, timeZone);
  const today = spanOn(hours, clock.weekday);
  const yesterday = spanOn(hours, clock.weekday - 1);
  // Last night's hours that rolled past midnight are still running.
  if (yesterday && clock.minutes < yesterday.close - MINUTES_PER_DAY) {
    return { isOpen: true, pickupToday: true, closeToday: yesterday.closeText, nextAvailable: now };
  }
  if (today && clock.minutes < today.close) {
    const isOpen = clock.minutes >= today.open;
    const opening = zonedInstant(clock.year, clock.month, clock.day, today.open, timeZone);
    return { isOpen, pickupToday: true, closeToday: today.closeText, nextAvailable: isOpen ? now : opening };
  }
  for (let ahead = 1; ahead <= OPENING_LOOK_AHEAD_DAYS; ahead++) {
    const span = spanOn(hours, clock.weekday + ahead);
    if (span) {
      const nextAvailable = zonedInstant(clock.year, clock.month, clock.day + ahead, span.open, timeZone);
      return { isOpen: false, pickupToday: false, closeToday: today?.closeText ?? null, nextAvailable };
    }
  }
  return { isOpen: false, pickupToday: false, closeToday: today?.closeText ?? null, nextAvailable: null };
}
