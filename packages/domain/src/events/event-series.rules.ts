/**
 * A recurring event is stored as a rule and expanded into dated occurrences (issue 25): each
 * occurrence keeps the first one's wall-clock time in the event's IANA time zone, so a weekly
 * 6 pm class stays at 6 pm across a daylight-saving change (its UTC instant moves by an hour).
 */
import { z } from "zod";

export const EVENT_FREQUENCIES = ["daily", "weekly", "monthly"] as const;

/** How a series repeats: every `interval` days, weeks or months, `count` times in all. */
export const eventRecurrenceSchema = z
  .object({
    frequency: z.enum(EVENT_FREQUENCIES),
    interval: z.int().min(1).max(52).default(1),
    /** Occurrences in all, the first included. */
    count: z.int().min(1).max(104),
  })
  .strict();
export type EventRecurrence = z.infer<typeof eventRecurrenceSchema>;

const OFFSET_FORMATS = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = OFFSET_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    OFFSET_FORMATS.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of an instant in a zone. */
export function wallClockOf(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The zone's offset from UTC at an instant, in minutes (New York in winter: -300). */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const wall = wallClockOf(at, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time names in a zone. A time skipped by a spring-forward change is
 * read with the offset before it (2:30 becomes 3:30); a time that happens twice is the first.
 */
export function instantOfWallClock(
  wall: { year: number; month: number; day: number; hour: number; minute: number },
  timeZone: string,
): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // The zone's offsets a day either side: any change of offset near the time lies between them.
  const before = zoneOffsetMinutes(new Date(asUtc - 86_400_000), timeZone);
  const after = zoneOffsetMinutes(new Date(asUtc + 86_400_000), timeZone);
  const fits = [before, after]
    .map((offset) => asUtc - offset * 60_000)
    .filter((at) => asUtc - zoneOffsetMinutes(new Date(at), timeZone) * 60_000 === at);
  return new Date(fits.length > 0 ? Math.min(...fits) : asUtc - before * 60_000);
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A series' occurrences: start and end of each, same wall-clock time and length in the zone. */
export function expandSeries(
  first: { start: Date; end: Date },
  recurrence: EventRecurrence,
  timeZone: string,
): { start: Date; end: Date }[] {
  const wall = wallClockOf(first.start, timeZone);
  const endWall = wallClockOf(first.end, timeZone);
  // The end keeps its wall-clock distance from the start (a 90-minute class stays 90 minutes).
  const lengthMs =
    Date.UTC(endWall.year, endWall.month - 1, endWall.day, endWall.hour, endWall.minute) -
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const occurrences: { start: Date; end: Date }[] = [];
  for (let index = 0; index < recurrence.count; index++) {
    const step = index * recurrence.interval;
    let day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day));
    if (recurrence.frequency === "daily") day = new Date(day.getTime() + step * 86_400_000);
    else if (recurrence.frequency === "weekly") day = new Date(day.getTime() + step * 7 * 86_400_000);
    else {
      const monthIndex = wall.month - 1 + step;
      const year = wall.year + Math.floor(monthIndex / 12);
      const month = (monthIndex % 12) + 1;
      // The 31st of a short month is its last day.
      day = new Date(Date.UTC(year, month - 1, Math.min(wall.day, daysInMonth(year, month))));
    }
    const startWall = {
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
      hour: wall.hour,
      minute: wall.minute,
    };
    const start = instantOfWallClock(startWall, timeZone);
    const endLocal = new Date(
      Date.UTC(startWall.year, startWall.month - 1, startWall.day, wall.hour, wall.minute) + lengthMs,
    );
    const end = instantOfWallClock(
      {
        year: endLocal.getUTCFullYear(),
        month: endLocal.getUTCMonth() + 1,
        day: endLocal.getUTCDate(),
        hour: endLocal.getUTCHours(),
        minute: endLocal.getUTCMinutes(),
      },
      timeZone,
    );
    occurrences.push({ start, end });
  }
  return occurrences;
}
