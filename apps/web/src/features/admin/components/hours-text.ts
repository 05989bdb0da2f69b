/**
 * A weekday's opening-hours text (spec-2 §3: one text per weekday) as the hours grid edits it:
 * ranges of two `time` input values, written back on the club's clock ("9:00 AM - 12:00 PM,
 * 2:00 PM - 6:00 PM" where the club's locale reads 12 hours, "9:00 - 14:00" elsewhere), which the
 * opening-hours rule reads. Text the grid cannot read is kept as text, not lost.
 */
import { parseDaySpan } from "@crest/domain";

/** One range as two `<input type="time">` values ("09:00"). */
export interface HoursRange {
  from: string;
  to: string;
}

/** A day: closed (blank), its ranges, or text the grid cannot split into ranges. */
export type DayHours = { kind: "closed" } | { kind: "ranges"; ranges: HoursRange[] } | { kind: "text" };

const pad = (value: number) => String(value).padStart(2, "0");
const inputOf = (minutes: number) => {
  const inDay = minutes % (24 * 60);
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
};

/** How the grid shows a day's text. */
export function dayHoursOf(text: string | undefined): DayHours {
  const parts = (text ?? "").split(/[,;]/).map((part) => part.trim());
  if (parts.every((part) => part === "")) return { kind: "closed" };
  const spans = parts.map((part) => parseDaySpan(part));
  if (spans.some((span) => span === null)) return { kind: "text" };
  return {
    kind: "ranges",
    ranges: spans.flatMap((span) => (span ? [{ from: inputOf(span.open), to: inputOf(span.close) }] : [])),
  };
}

/** Whether the club's locale tells the time in 12 hours (en-US) or 24 (es-ES). */
export const usesTwelveHours = (locale: string): boolean => {
  const cycle = new Intl.DateTimeFormat(locale, { hour: "numeric" }).resolvedOptions().hourCycle;
  return cycle === "h12" || cycle === "h11";
};

/** A `time` input's value as the club writes a time ("2:00 PM" or "14:00"). */
export function clockText(value: string, twelveHours: boolean): string {
  const [hourText = "0", minute = "00"] = value.split(":");
  const hour = Number(hourText);
  if (!twelveHours) return `${hour}:${minute}`;
  return `${hour % 12 || 12}:${minute} ${hour < 12 ? "AM" : "PM"}`;
}

/** A day's ranges as the text kept, separated by commas (in the grid's order: rows do not jump while typed). */
export const rangesText = (ranges: readonly HoursRange[], twelveHours: boolean): string =>
  ranges
    .map((range) => `${clockText(range.from, twelveHours)} - ${clockText(range.to, twelveHours)}`)
    .join(", ");

/** The range a day gains: nine to five on a closed day, else two hours from an hour after the last range. */
export function nextRange(ranges: readonly HoursRange[]): HoursRange {
  const last = ranges.at(-1);
  if (!last) return { from: "09:00", to: "17:00" };
  const [hour = 0, minute = 0] = last.to.split(":").map(Number);
  const start = Math.min(hour + 1, 21);
  return { from: `${pad(start)}:${pad(minute)}`, to: `${pad(Math.min(start + 2, 23))}:${pad(minute)}` };
}
