import { parseDaySpan, type Schedule, WEEKDAYS } from "@crest/domain";

const MINUTES_PER_DAY = 24 * 60;
const two = (value: number) => String(value).padStart(2, "0");

/** The weekday of a local day ("2026-11-29" is a Sunday). */
export const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? "sunday";

/** The wall-clock starts ("HH:mm") the schedule offers on a local day, a slot step apart. */
export function slotTimesOf(
  schedule: Pick<Schedule, "openingHours" | "slotMinutes">,
  date: string,
): string[] {
  const span = parseDaySpan(schedule.openingHours[weekdayOf(date)]);
  if (!span || schedule.slotMinutes <= 0) return [];
  const times: string[] = [];
  // Hours that roll past midnight end this day's grid at midnight; the rest is the next day's.
  for (let at = span.open; at < Math.min(span.close, MINUTES_PER_DAY); at += schedule.slotMinutes)
    times.push(`${two(Math.floor(at / 60))}:${two(at % 60)}`);
  return times;
}

interface GridBooking {
  localStart: string;
  localEnd: string;
  unitName: string;
  status: string;
}

/** A day's grid: a row per start time (the schedule's, and any booking's off the step), a column per unit. */
export function dayGridOf<B extends GridBooking>(
  schedule: Pick<Schedule, "openingHours" | "slotMinutes">,
  date: string,
  unitNames: readonly string[],
  bookings: readonly B[],
) {
  const timeOf = (booking: B) => booking.localStart.slice(11, 16);
  const times = [...new Set([...slotTimesOf(schedule, date), ...bookings.map(timeOf)])].sort();
  const units = [...new Set([...unitNames, ...bookings.map((booking) => booking.unitName)])];
  return {
    times,
    units,
    /** The bookings that start at this time on this unit. */
    at: (time: string, unit: string) =>
      bookings.filter((booking) => timeOf(booking) === time && booking.unitName === unit),
    /** Whether a booking that started earlier still holds this unit at this time. */
    held: (time: string, unit: string) =>
      bookings.some(
        (booking) =>
          booking.unitName === unit &&
          booking.status !== "cancelled" &&
          booking.localStart < `${date}T${time}` &&
          booking.localEnd > `${date}T${time}`,
      ),
  };
}
