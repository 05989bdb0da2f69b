import { type OpeningHours, parseDaySpan, type Schedule, WEEKDAYS, type Weekday } from "@crest/domain";
import { toMajorUnits, toMinorUnits } from "@crest/domain/common/money";

/** One weekday as typed: open or closed, and its opening and closing times ("HH:mm"). */
export interface DayDraft {
  open: boolean;
  opens: string;
  closes: string;
}

/** A resource's schedule as typed: the week's hours and its numbers as text. */
export interface ScheduleDraft {
  days: Record<Weekday, DayDraft>;
  slotMinutes: string;
  durationMinutes: string;
  bufferMinutes: string;
  leadMinutes: string;
  horizonDays: string;
  cancelCutoffHours: string;
  lateFee: string;
}

const MINUTES_PER_DAY = 24 * 60;
const two = (value: number) => String(value).padStart(2, "0");

/** Minutes after midnight as a time input's value ("17:30"). */
const clockOf = (minutes: number) => {
  const inDay = minutes % MINUTES_PER_DAY;
  return `${two(Math.floor(inDay / 60))}:${two(inDay % 60)}`;
};

/** A time input's value ("17:30") as the opening-hours text writes it ("5:30 PM"). */
export function hoursTextOf(clock: string): string {
  const [hour = 0, minute = 0] = clock.split(":").map(Number);
  const meridiem = hour < 12 ? "AM" : "PM";
  return `${hour % 12 === 0 ? 12 : hour % 12}:${two(minute)} ${meridiem}`;
}

/** A weekday's opening-hours text as the editor shows it; a missing or unreadable text is closed. */
export function dayDraftOf(text: string | undefined): DayDraft {
  const span = parseDaySpan(text);
  if (!span) return { open: false, opens: "09:00", closes: "17:00" };
  return { open: true, opens: clockOf(span.open), closes: clockOf(span.close) };
}

/** The week's opening hours as the schedule stores them ("9:00 AM - 5:00 PM" per open day). */
export function openingHoursOf(days: Record<Weekday, DayDraft>): OpeningHours {
  const hours: OpeningHours = {};
  for (const weekday of WEEKDAYS) {
    const day = days[weekday];
    if (day.open && day.opens && day.closes)
      hours[weekday] = `${hoursTextOf(day.opens)} - ${hoursTextOf(day.closes)}`;
  }
  return hours;
}

/** The editor's draft of a saved schedule. */
export function scheduleDraftOf(schedule: Schedule, currency: string): ScheduleDraft {
  const days = Object.fromEntries(
    WEEKDAYS.map((weekday) => [weekday, dayDraftOf(schedule.openingHours[weekday])]),
  ) as Record<Weekday, DayDraft>;
  return {
    days,
    slotMinutes: String(schedule.slotMinutes),
    durationMinutes: String(schedule.durationMinutes),
    bufferMinutes: String(schedule.bufferMinutes),
    leadMinutes: String(schedule.leadMinutes),
    horizonDays: String(schedule.horizonDays),
    cancelCutoffHours: String(schedule.cancelCutoffHours),
    lateFee: String(toMajorUnits(schedule.lateFee, currency)),
  };
}

/** A new resource's schedule: closed every day until staff open it, hour-long bookings. */
export const newScheduleDraft = (currency: string): ScheduleDraft =>
  scheduleDraftOf(
    {
      openingHours: {},
      slotMinutes: 30,
      durationMinutes: 60,
      bufferMinutes: 0,
      leadMinutes: 60,
      horizonDays: 60,
      cancelCutoffHours: 24,
      lateFee: 0,
    },
    currency,
  );

/** The schedule to send; the server checks each number's range and answers per field. */
export const scheduleOf = (draft: ScheduleDraft, currency: string): Schedule => ({
  openingHours: openingHoursOf(draft.days),
  slotMinutes: Number(draft.slotMinutes),
  durationMinutes: Number(draft.durationMinutes),
  bufferMinutes: Number(draft.bufferMinutes),
  leadMinutes: Number(draft.leadMinutes),
  horizonDays: Number(draft.horizonDays),
  cancelCutoffHours: Number(draft.cancelCutoffHours),
  lateFee: toMinorUnits(Number(draft.lateFee || 0), currency),
});
