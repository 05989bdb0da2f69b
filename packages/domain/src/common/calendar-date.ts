/**
 * A calendar day (a birthdate, an anniversary): `YYYY-MM-DD`, not an instant, so no time zone.
 * The day must exist: 1990-02-30 is refused here (JavaScript's Date would quietly roll it over
 * to March, and PostgreSQL would then refuse the original).
 */
import { z } from "zod";

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's calendar day in UTC, for "not in the future" rules. */
export const todayIso = (now = new Date()): string => now.toISOString().slice(0, 10);

export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the format YYYY-MM-DD")
  .refine(isCalendarDate, { message: "This day does not exist" });
