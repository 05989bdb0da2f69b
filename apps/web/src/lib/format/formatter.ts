/**
 * Money and dates in the club's currency, locale and time zone (spec-1 §3 Intl, spec-2 §5:
 * US dates MM/DD/YYYY, other locales DD/MM/YYYY).
 */
import { toMajor } from "@crest/domain";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);
dayjs.extend(timezone);

export interface FormatSettings {
  currency: string;
  /** The club's locale as configured, e.g. "en-us". */
  locale: string;
  timezone: string;
}

export type DateInput = string | number | Date | dayjs.Dayjs;

/** "en-us" → "en-US", as Intl expects. */
export function toBcp47(locale: string): string {
  const [language = "en", region] = locale.replace("_", "-").split("-");
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

const isUsLocale = (locale: string): boolean => {
  const tag = toBcp47(locale);
  return tag === "en" || tag.endsWith("-US");
};

export function createFormatter(settings: FormatSettings) {
  const locale = toBcp47(settings.locale);
  const dateFormat = isUsLocale(settings.locale) ? "MM/DD/YYYY" : "DD/MM/YYYY";
  const money = new Intl.NumberFormat(locale, { style: "currency", currency: settings.currency });
  const local = (value: DateInput) => dayjs(value).tz(settings.timezone);
  const time = (value: DateInput) =>
    new Intl.DateTimeFormat(locale, {
      hour: "numeric",
      minute: "2-digit",
      timeZone: settings.timezone,
    }).format(dayjs(value).toDate());

  return {
    dateFormat,
    /** Amounts as the API shows them: decimal major units (25.5). */
    money: (major: number): string => money.format(major),
    /** Amounts held in integer cents. */
    moneyFromCents: (cents: number): string => money.format(toMajor(cents)),
    date: (value: DateInput): string => local(value).format(dateFormat),
    time,
    dateTime: (value: DateInput): string => `${local(value).format(dateFormat)} ${time(value)}`,
    /** A dayjs in the club's time zone, for anything the helpers above don't cover. */
    local,
  };
}

export type Formatter = ReturnType<typeof createFormatter>;
