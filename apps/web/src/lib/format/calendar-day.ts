/**
 * A calendar day (`YYYY-MM-DD`: a subscription's last or next date) in the club's date format.
 * Read as a day, never as an instant: `new Date("2026-10-01")` is midnight UTC, which a club
 * west of Greenwich would show as September 30.
 */
export function formatCalendarDay(day: string, dateFormat: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year, month, date] = match;
  return dateFormat
    .replace("YYYY", year ?? "")
    .replace("MM", month ?? "")
    .replace("DD", date ?? "");
}
