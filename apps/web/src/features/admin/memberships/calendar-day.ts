import type { Formatter } from "../../../lib/format/formatter.ts";

/**
 * A calendar day (`YYYY-MM-DD`, a subscription's date) written as the club writes dates: read at
 * noon UTC, so the club's time zone (UTC−11 to UTC+11) cannot move it to the day before or after.
 */
export const calendarDay = (format: Formatter, day: string): string => format.date(`${day}T12:00:00Z`);
