import { WEEKDAYS, type Weekday } from "@crest/domain";
import { useId } from "react";
import { useIntl } from "react-intl";
import { TextField } from "../events/form-fields.tsx";
import type { DayDraft, ScheduleDraft } from "./schedule-draft.ts";

/** Monday first, as a week is read at the club's desk. */
const WEEK: readonly Weekday[] = [...WEEKDAYS.slice(1), "sunday"];

const NUMBERS = [
  ["slotMinutes", "admin.bookings.schedule.slotMinutes", 5],
  ["durationMinutes", "admin.bookings.schedule.durationMinutes", 15],
  ["bufferMinutes", "admin.bookings.schedule.bufferMinutes", 0],
  ["leadMinutes", "admin.bookings.schedule.leadMinutes", 0],
  ["horizonDays", "admin.bookings.schedule.horizonDays", 0],
  ["cancelCutoffHours", "admin.bookings.schedule.cancelCutoffHours", 0],
  ["lateFee", "admin.bookings.schedule.lateFee", 0],
] as const;

/**
 * The weekly hours (one opening a day: the schedule's rule) and the numbers that cut them into
 * slots and set the cancellation terms. Controlled: the new-resource form and the schedule form
 * each hold the draft.
 */
export function ScheduleFields({
  draft,
  onChange,
  disabled,
}: {
  draft: ScheduleDraft;
  onChange: (draft: ScheduleDraft) => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  const changeDay = (weekday: Weekday, day: Partial<DayDraft>) =>
    onChange({ ...draft, days: { ...draft.days, [weekday]: { ...draft.days[weekday], ...day } } });
  return (
    <>
      <fieldset className="crest-admin-fieldset">
        <legend>{intl.formatMessage({ id: "admin.bookings.schedule.week" })}</legend>
        <p className="crest-admin-field__help">
          {intl.formatMessage({ id: "admin.bookings.schedule.weekHelp" })}
        </p>
        {WEEK.map((weekday) => (
          <DayRow
            key={weekday}
            weekday={intl.formatMessage({ id: `admin.bookings.weekday.${weekday}` })}
            day={draft.days[weekday]}
            onChange={(day) => changeDay(weekday, day)}
            disabled={disabled}
          />
        ))}
      </fieldset>
      <fieldset className="crest-admin-fieldset">
        <legend>{intl.formatMessage({ id: "admin.bookings.schedule.slots" })}</legend>
        {NUMBERS.map(([key, labelId, min]) => (
          <TextField
            key={key}
            labelId={labelId}
            type="number"
            min={min}
            required
            value={draft[key]}
            onChange={(value) => onChange({ ...draft, [key]: value })}
            disabled={disabled}
          />
        ))}
      </fieldset>
    </>
  );
}

/** One weekday: open or closed, and from when to when. */
function DayRow({
  weekday,
  day,
  onChange,
  disabled,
}: {
  weekday: string;
  day: DayDraft;
  onChange: (day: Partial<DayDraft>) => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <fieldset className="crest-admin-day">
      <legend className="crest-visually-hidden">{weekday}</legend>
      <label className="crest-admin-day__open">
        <input
          type="checkbox"
          checked={day.open}
          disabled={disabled}
          onChange={(event) => onChange({ open: event.target.checked })}
        />{" "}
        {intl.formatMessage({ id: "admin.bookings.schedule.openOn" }, { weekday })}
      </label>
      {day.open ? (
        <>
          <label htmlFor={`${id}-opens`}>
            {intl.formatMessage({ id: "admin.bookings.schedule.opens" }, { weekday })}
          </label>
          <input
            id={`${id}-opens`}
            type="time"
            className="crest-admin-input"
            required
            value={day.opens}
            disabled={disabled}
            onChange={(event) => onChange({ opens: event.target.value })}
          />
          <label htmlFor={`${id}-closes`}>
            {intl.formatMessage({ id: "admin.bookings.schedule.closes" }, { weekday })}
          </label>
          <input
            id={`${id}-closes`}
            type="time"
            className="crest-admin-input"
            required
            value={day.closes}
            disabled={disabled}
            onChange={(event) => onChange({ closes: event.target.value })}
          />
        </>
      ) : null}
    </fieldset>
  );
}
