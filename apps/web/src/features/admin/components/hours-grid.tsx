import { type OpeningHours, WEEKDAYS, type Weekday } from "@crest/domain";
import { Button } from "antd";
import { useIntl } from "react-intl";
import "./hours-grid.css";
import { dayHoursOf, type HoursRange, nextRange, rangesText, usesTwelveHours } from "./hours-text.ts";

/**
 * Opening hours as a grid, one row a weekday: open or closed, and its ranges (several a day) as
 * time inputs on the club's clock. A day whose text the grid cannot split into ranges shows it
 * as text to retype, so nothing is lost. The value is the texts the opening-hours rule reads.
 */
export function HoursGrid({
  hours,
  onChange,
  locale,
  disabled,
  legendId,
  helpId = "admin.hours.help",
}: {
  hours: OpeningHours;
  onChange: (hours: OpeningHours) => void;
  /** The club's locale: 12-hour or 24-hour texts. */
  locale: string;
  disabled?: boolean;
  legendId: string;
  /** What the hours are read against (the club's time zone unless told). */
  helpId?: string;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const twelve = usesTwelveHours(locale);
  const setDay = (day: Weekday, text: string) => onChange({ ...hours, [day]: text });
  const setRanges = (day: Weekday, ranges: HoursRange[]) => setDay(day, rangesText(ranges, twelve));
  return (
    <fieldset className="crest-admin-fieldset crest-hours-grid">
      <legend>{t(legendId)}</legend>
      <p className="crest-admin-help">{t(helpId)}</p>
      <div className="crest-hours-grid__scroll">
        <table className="crest-admin-table">
          <thead>
            <tr>
              <th scope="col">{t("admin.hours.day")}</th>
              <th scope="col">{t("admin.hours.open")}</th>
              <th scope="col">{t("admin.hours.ranges")}</th>
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((day) => {
              const dayName = t(`admin.directory.day.${day}`);
              const shown = dayHoursOf(hours[day]);
              const ranges = shown.kind === "ranges" ? shown.ranges : [];
              return (
                <tr key={day}>
                  <th scope="row">{dayName}</th>
                  <td>
                    <label>
                      <input
                        type="checkbox"
                        checked={shown.kind !== "closed"}
                        disabled={disabled}
                        onChange={(event) =>
                          event.target.checked ? setRanges(day, [nextRange([])]) : setDay(day, "")
                        }
                      />{" "}
                      <span className="crest-visually-hidden">
                        {t("admin.hours.openOn", { day: dayName })}
                      </span>
                    </label>
                  </td>
                  <td>
                    {shown.kind === "closed" ? <span>{t("admin.hours.closed")}</span> : null}
                    {shown.kind === "text" ? (
                      <input
                        className="crest-admin-input"
                        aria-label={t("admin.hours.textOf", { day: dayName })}
                        value={hours[day] ?? ""}
                        disabled={disabled}
                        onChange={(event) => setDay(day, event.target.value)}
                      />
                    ) : null}
                    {ranges.map((range, at) => {
                      const replace = (next: Partial<HoursRange>) =>
                        setRanges(
                          day,
                          ranges.map((old, index) => (index === at ? { ...old, ...next } : old)),
                        );
                      const number = at + 1;
                      return (
                        // Ranges have no id; their place is what tells them apart.
                        // biome-ignore lint/suspicious/noArrayIndexKey: ranges are edited in place
                        <div className="crest-hours-grid__range" key={at}>
                          <input
                            type="time"
                            className="crest-admin-input"
                            aria-label={t("admin.hours.from", { day: dayName, number })}
                            value={range.from}
                            required
                            disabled={disabled}
                            onChange={(event) => event.target.value && replace({ from: event.target.value })}
                          />
                          <span aria-hidden="true">{"–"}</span>
                          <input
                            type="time"
                            className="crest-admin-input"
                            aria-label={t("admin.hours.to", { day: dayName, number })}
                            value={range.to}
                            required
                            disabled={disabled}
                            onChange={(event) => event.target.value && replace({ to: event.target.value })}
                          />
                          {ranges.length > 1 && !disabled ? (
                            <Button
                              size="small"
                              aria-label={t("admin.hours.removeRange", { day: dayName, number })}
                              onClick={() =>
                                setRanges(
                                  day,
                                  ranges.filter((_, index) => index !== at),
                                )
                              }
                            >
                              {t("admin.hours.remove")}
                            </Button>
                          ) : null}
                        </div>
                      );
                    })}
                    {shown.kind === "ranges" && !disabled && ranges.length < 4 ? (
                      <Button
                        size="small"
                        aria-label={t("admin.hours.addRangeOn", { day: dayName })}
                        onClick={() => setRanges(day, [...ranges, nextRange(ranges)])}
                      >
                        {t("admin.hours.addRange")}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </fieldset>
  );
}
