/**
 * Add-to-calendar links (spec-2 §2 /redirect/calendar/:type, the detail drawer's action): Google's
 * and Outlook's compose pages filled with the event, and the event's own .ics file.
 */
import type { EventRow } from "./tables.ts";

/** 2026-07-10T23:00:00.000Z → 20260710T230000Z, as Google's `dates` wants. */
const basicUtc = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** The three links of an event: Google, Outlook, and the .ics file at `origin`. */
export function calendarLinksOf(event: EventRow, origin: string) {
  const google = new URL("https://calendar.google.com/calendar/render");
  google.search = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${basicUtc(event.startsAt)}/${basicUtc(event.endsAt)}`,
    details: event.summary,
    location: [event.venue, event.venueAddress].filter(Boolean).join(", "),
    ctz: event.timezoneId,
  }).toString();
  const outlook = new URL("https://outlook.live.com/calendar/0/deeplink/compose");
  outlook.search = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: event.startsAt.toISOString(),
    enddt: event.endsAt.toISOString(),
    body: event.summary,
    location: [event.venue, event.venueAddress].filter(Boolean).join(", "),
  }).toString();
  return {
    google: google.toString(),
    outlook: outlook.toString(),
    ics: `${origin}/api/calendar/event/${event.id}`,
  };
}
