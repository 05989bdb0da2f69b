/**
 * Survey dates (spec-1 §5 "Dates use MM/DD/YYYY"): a datetime answer is a calendar day typed in
 * the club's order: MM/DD/YYYY for a US locale, DD/MM/YYYY for any other (spec-2 §5's display
 * rule, so a form reads dates the way the rest of the portal writes them). The server parses
 * answers in the club's format; the form shows and sends the same.
 */

export const US_SURVEY_DATE_FORMAT = "MM/DD/YYYY";
export const DAY_FIRST_SURVEY_DATE_FORMAT = "DD/MM/YYYY";
export type SurveyDateFormat = typeof US_SURVEY_DATE_FORMAT | typeof DAY_FIRST_SURVEY_DATE_FORMAT;

/**
 * The format for a locale: US order when the locale's region is the US. A bare language takes
 * its likely region ("en" → US, "es" → ES); "es-US" is the US.
 */
export function surveyDateFormat(locale: string): SurveyDateFormat {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    region = undefined;
  }
  return region === "US" ? US_SURVEY_DATE_FORMAT : DAY_FIRST_SURVEY_DATE_FORMAT;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** An ISO calendar day (YYYY-MM-DD) when the text is a real day in the format; else null. */
export function parseSurveyDate(text: string, format: SurveyDateFormat): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [month, day] = format === US_SURVEY_DATE_FORMAT ? [first, second] : [second, first];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** An ISO calendar day written in the format; "" when it is not a day. */
export function formatSurveyDate(isoDay: string, format: SurveyDateFormat): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return "";
  const [, year, month, day] = match;
  return format === US_SURVEY_DATE_FORMAT ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/** Today's calendar day (YYYY-MM-DD) in a time zone: "today" is the club's, not the server's. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).formatToParts(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The calendar day before an ISO day. */
export function dayBefore(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
