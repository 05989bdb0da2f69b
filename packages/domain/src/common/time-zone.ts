/** Whether the text names an IANA time zone this runtime knows (events, bookings, the directory, clubs). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}
