/**
 * Money and dates in the club's currency, locale and time zone (spec-1 §3 Intl, spec-2 §5:
 * US dates MM/DD/YYYY, other locales DD/MM/YYYY). Built on the platform's Intl, which knows
 * every IANA zone: this runs at startup, where dayjs and its zone plugins (~4 KB) would push
 * the login page over its budget. Feature code doing date arithmetic uses dayjs as usual.
 */

// A deep import: the money module is small and free of zod.
import { toMajorUnits } from "@crest/domain/common/money";

export interface FormatSettings {
  currency: string;
  /** The club's locale as configured, e.g. "en-us". */
  locale: string;
  timezone: string;
}

/** An ISO string, epoch milliseconds or a Date (dayjs values: pass `.toDate()`). */
export type DateInput = string | number | Date;

/** "en-us" → "en-US", as Intl expects. */
export function toBcp47(locale: string): string {
  const [language = "en", region] = locale.replace("_", "-").split("-");
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

const isUsLocale = (locale: string): boolean => {
  const tag = toBcp47(locale);
  return tag === "en" || tag.endsWith("-US");
};

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function createFormatter(settings: FormatSettings) {
  const locale = toBcp47(settings.locale);
  const monthFirst = isUsLocale(settings.locale);
  const money = new Intl.NumberFormat(locale, { style: "currency", currency: settings.currency });
  const dayParts = new Intl.DateTimeFormat("en-US", {
    timeZone: settings.timezone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const clock = new Intl.DateTimeFormat(locale, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: settings.timezone,
  });

  const date = (value: DateInput): string => {
    // A calendar day (YYYY-MM-DD) names a day, not an instant: no time zone moves it.
    const day = typeof value === "string" ? CALENDAR_DAY.exec(value) : null;
    const parts = day
      ? { year: day[1], month: day[2], day: day[3] }
      : Object.fromEntries(dayParts.formatToParts(new Date(value)).map((p) => [p.type, p.value]));
    return monthFirst
      ? `${parts.month}/${parts.day}/${parts.year}`
      : `${parts.day}/${parts.month}/${parts.year}`;
  };
  const time = (value: DateInput): string => clock.format(new Date(value));

  return {
    dateFormat: monthFirst ? "MM/DD/YYYY" : "DD/MM/YYYY",
    /** An amount in minor units (as the wire codec decodes it), in the club's currency. */
    money: (minor: number): string => money.format(toMajorUnits(minor, settings.currency)),
    date,
    time,
    dateTime: (value: DateInput): string => `${date(value)} ${time(value)}`,
  };
}

export type Formatter = ReturnType<typeof createFormatter>;
