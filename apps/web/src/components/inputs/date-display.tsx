import { useIntl } from "react-intl";
import { formatDate } from "./format-date.ts";

export interface DateDisplayProps {
  /** An ISO 8601 instant, e.g. "2025-03-04T02:00:00Z". */
  value: string;
  /** IANA zone the date is read in; the IntlProvider's zone, else UTC (spec-1 §9 default). */
  timeZone?: string;
  /** Overrides the IntlProvider's locale. */
  locale?: string;
}

/** A date as MM/DD/YYYY for US locales and DD/MM/YYYY elsewhere, in a <time> element. */
export function DateDisplay({ value, timeZone, locale }: DateDisplayProps) {
  const intl = useIntl();
  const text = formatDate(value, timeZone ?? intl.timeZone ?? "UTC", locale ?? intl.locale);
  return <time dateTime={value}>{text}</time>;
}
