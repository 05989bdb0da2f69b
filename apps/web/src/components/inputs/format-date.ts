import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);
dayjs.extend(timezone);

export const US_DATE_FORMAT = "MM/DD/YYYY";
export const DAY_FIRST_DATE_FORMAT = "DD/MM/YYYY";

/**
 * spec-2 §5: US format for US locales, day first elsewhere. A bare language resolves to its
 * likely region, so "en" (the portal default en-us) is US and "es" is Spain; "es-US" is US.
 */
export function dateFormatFor(locale: string): string {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    region = undefined;
  }
  return region === "US" ? US_DATE_FORMAT : DAY_FIRST_DATE_FORMAT;
}

/** The calendar date of an instant as seen in the club's time zone; "" for an unreadable value. */
export function formatDate(iso: string, timeZone: string, locale: string): string {
  const instant = dayjs(iso);
  if (!instant.isValid()) return "";
  return instant.tz(timeZone).format(dateFormatFor(locale));
}
