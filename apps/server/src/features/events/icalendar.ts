/**
 * An event as iCalendar text (RFC 5545; spec-2 §7 GET /api/calendar/event/{id}): the event's
 * times in its own IANA zone with a VTIMEZONE that describes the zone's offsets over the event's
 * years, text escaped, and lines folded at 75 octets (spec-2 §9 speaks of 60–65 characters; the
 * RFC's limit is what calendar programs hold us to, and a fold never splits a character).
 */
import { wallClockOf, zoneOffsetMinutes } from "@crest/domain";
import type { EventRow } from "./tables.ts";

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

/** A local wall-clock time as iCalendar's DATE-TIME form, without a zone: 20260710T190000. */
function localForm(at: Date, timeZone: string): string {
  const w = wallClockOf(at, timeZone);
  return `${w.year}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
}

const utcForm = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** -300 → -0500. */
const offsetForm = (minutes: number) =>
  `${minutes < 0 ? "-" : "+"}${pad(Math.trunc(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines escaped. */
const text = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** RFC 5545 §3.1: a line longer than 75 octets continues on the next, after a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

interface Transition {
  at: Date;
  from: number;
  to: number;
}

/** The zone's offset changes between two instants (found day by day, then to the minute). */
export function transitionsOf(timeZone: string, from: Date, until: Date): Transition[] {
  const found: Transition[] = [];
  const DAY = 86_400_000;
  let previous = zoneOffsetMinutes(from, timeZone);
  for (let day = from.getTime() + DAY; day <= until.getTime() + DAY; day += DAY) {
    const offset = zoneOffsetMinutes(new Date(day), timeZone);
    if (offset === previous) continue;
    let low = day - DAY;
    let high = day;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (zoneOffsetMinutes(new Date(middle), timeZone) === previous) low = middle;
      else high = middle;
    }
    found.push({ at: new Date(high), from: previous, to: offset });
    previous = offset;
  }
  return found;
}

/** The VTIMEZONE of a zone over the years an event spans. */
function vtimezone(timeZone: string, start: Date, end: Date): string[] {
  const yearStart = new Date(Date.UTC(wallClockOf(start, timeZone).year, 0, 1));
  const yearEnd = new Date(Date.UTC(wallClockOf(end, timeZone).year + 1, 0, 1));
  const first = zoneOffsetMinutes(yearStart, timeZone);
  const transitions = transitionsOf(timeZone, yearStart, yearEnd);
  const offsets = [first, ...transitions.map((t) => t.to)];
  const standard = Math.min(...offsets);
  const component = (from: number, to: number, at: string) => {
    const kind = to === standard ? "STANDARD" : "DAYLIGHT";
    return [
      `BEGIN:${kind}`,
      `DTSTART:${at}`,
      `TZOFFSETFROM:${offsetForm(from)}`,
      `TZOFFSETTO:${offsetForm(to)}`,
      `END:${kind}`,
    ];
  };
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    // The offset in force from the first year's start, then each change (its local time before it).
    ...component(first, first, "19700101T000000"),
    ...transitions.flatMap((t) => component(t.from, t.to, wallForm(t))),
    "END:VTIMEZONE",
  ];
}

/** The local time a change happens at, in the offset before it (2 am for New York's spring). */
function wallForm(t: Transition): string {
  const local = new Date(t.at.getTime() + t.from * 60_000);
  return `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}T${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}00`;
}

/** The event as an iCalendar file: one VEVENT in the event's zone. */
export function eventCalendar(event: EventRow, options: { host: string; url: string; now: Date }): string {
  const zone = event.timezoneId;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Crest//Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(zone === "UTC" ? [] : vtimezone(zone, event.startsAt, event.endsAt)),
    "BEGIN:VEVENT",
    `UID:${event.id}@${options.host}`,
    `DTSTAMP:${utcForm(options.now)}`,
    zone === "UTC"
      ? `DTSTART:${utcForm(event.startsAt)}`
      : `DTSTART;TZID=${zone}:${localForm(event.startsAt, zone)}`,
    zone === "UTC" ? `DTEND:${utcForm(event.endsAt)}` : `DTEND;TZID=${zone}:${localForm(event.endsAt, zone)}`,
    `SUMMARY:${text(event.title)}`,
    ...(event.summary || event.description
      ? [`DESCRIPTION:${text(event.summary || event.description)}`]
      : []),
    ...(event.venue || event.venueAddress
      ? [`LOCATION:${text([event.venue, event.venueAddress].filter(Boolean).join(", "))}`]
      : []),
    `URL:${options.url}`,
    `STATUS:${event.status === "cancelled" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
