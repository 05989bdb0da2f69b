/**
 * The wizard time picker's stepping (spec-2 §2, §5, §9; issue 26): 15-minute steps, AM/PM in
 * 12-hour mode, hours and minutes wrapping. The booking wizard steps it and shows the first free
 * slot at or after the picked time. The server only ever sees instants and "HH:mm".
 */

export type HourCycle = 12 | 24;
export type Meridiem = "AM" | "PM";
export type Direction = 1 | -1;

export const MINUTE_STEP = 15;
const MINUTES_IN_HOUR = 60;

const wrap = (n: number, size: number): number => ((n % size) + size) % size;

/** One hour up or down: 1…12 wrapping in 12-hour mode, 0…23 wrapping in 24-hour mode. */
export function stepHour(hour: number, direction: Direction, cycle: HourCycle): number {
  if (cycle === 12) return wrap(hour - 1 + direction, 12) + 1;
  return wrap(hour + direction, 24);
}

/**
 * One 15-minute step: 45 → 0 going up, 0 → 45 going down. A minute off the grid (say 10,
 * from a server value) snaps to the neighbouring quarter in the direction of the step.
 */
export function stepMinute(minute: number, direction: Direction): number {
  const next =
    direction === 1
      ? Math.floor(minute / MINUTE_STEP) * MINUTE_STEP + MINUTE_STEP
      : Math.ceil(minute / MINUTE_STEP) * MINUTE_STEP - MINUTE_STEP;
  return wrap(next, MINUTES_IN_HOUR);
}

/** 0…23 → 1…12 with AM/PM (0 is 12 AM, 12 is 12 PM). */
export function toTwelveHour(hour24: number): { hour: number; meridiem: Meridiem } {
  return { hour: wrap(hour24 - 1, 12) + 1, meridiem: hour24 < 12 ? "AM" : "PM" };
}

/** 1…12 with AM/PM → 0…23. */
export function toTwentyFourHour(hour12: number, meridiem: Meridiem): number {
  return (hour12 % 12) + (meridiem === "PM" ? 12 : 0);
}

export interface Time {
  hour: number;
  minute: number;
}

/** "HH:mm" → hour and minute; null for anything else. */
export function parseTime(value: string | undefined): Time | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value ?? "");
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

export const formatTime = ({ hour, minute }: Time): string =>
  `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;

/**
 * The wizard's answer to a picked time: the first of the day's free slots ("HH:mm", sorted) at
 * or after it, wrapping to the first slot as the picker wraps; null when the day has none.
 */
export function slotAtOrAfter(slots: readonly string[], picked: Time): string | null {
  const wanted = formatTime(picked);
  return slots.find((slot) => slot >= wanted) ?? slots[0] ?? null;
}
