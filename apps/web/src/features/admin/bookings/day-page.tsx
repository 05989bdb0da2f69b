import { addDays, localDayOf, type StaffResource, staffBookingEndpoints } from "@crest/domain";
import { Button } from "antd";
import { type FormEvent, useId, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { staffCan } from "../components/staff-can.ts";
import { useDayBookings } from "./bookings-api.ts";
import { DayBookingCell } from "./day-booking-cell.tsx";
import { dayGridOf } from "./day-grid.ts";
import { ResourcePage } from "./resource-page.tsx";

/** A wall-clock time ("19:30") in the staff member's words ("7:30 PM"). */
const useClock = () => {
  const intl = useIntl();
  return (time: string) => intl.formatTime(`2000-01-01T${time}:00Z`, { timeStyle: "short", timeZone: "UTC" });
};

/**
 * /admin/bookings/{resourceId}/day?date=YYYY-MM-DD: a resource's day as a grid, a row per start
 * time and a column per table, room or therapist, each booking with its member; the front desk
 * cancels one (full refund) or marks a no-show there. The day is the resource's (today on its
 * clock when none is named), and lives in the address so Back and a reload keep it.
 */
export function DayPage() {
  const intl = useIntl();
  return (
    <ResourcePage titleId="admin.bookings.dayTitleOf">
      {(resource) => (
        <>
          <p>
            <Link to={`/admin/bookings/${resource.id}`}>
              {intl.formatMessage({ id: "admin.bookings.backToResource" })}
            </Link>
          </p>
          <Day resource={resource} />
        </>
      )}
    </ResourcePage>
  );
}

function Day({ resource }: { resource: StaffResource }) {
  const intl = useIntl();
  const id = useId();
  const clock = useClock();
  const staff = useStaffUser().data;
  const [search, setSearch] = useSearchParams();
  const today = localDayOf(new Date(), resource.timezoneId);
  const date = search.get("date") ?? today;
  const [typed, setTyped] = useState(date);
  const bookings = useDayBookings(resource.id, date);
  const go = (day: string) => {
    setTyped(day);
    setSearch(day === today ? {} : { date: day }, { replace: false });
  };
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (typed) go(typed);
  };
  const dayText = intl.formatDate(`${date}T12:00:00Z`, { dateStyle: "full", timeZone: "UTC" });
  const acts = staffCan(staff, staffBookingEndpoints.cancel);
  return (
    <>
      {staffCan(staff, staffBookingEndpoints.bookForMember) ? (
        <p>
          <Link to={`/admin/bookings/${resource.id}/book?date=${date}`}>
            {intl.formatMessage({ id: "admin.bookings.book.open" })}
          </Link>
        </p>
      ) : null}
      <form
        className="crest-admin-form crest-admin-form--inline"
        aria-label={intl.formatMessage({ id: "admin.bookings.pickDay" })}
        onSubmit={submit}
      >
        <div className="crest-admin-field">
          <label htmlFor={id}>{intl.formatMessage({ id: "admin.bookings.dayField" })}</label>
          <input
            id={id}
            type="date"
            className="crest-admin-input"
            required
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button htmlType="submit">{intl.formatMessage({ id: "admin.bookings.show" })}</Button>
        <Button onClick={() => go(addDays(date, -1))}>
          {intl.formatMessage({ id: "admin.bookings.previousDay" })}
        </Button>
        <Button onClick={() => go(addDays(date, 1))}>
          {intl.formatMessage({ id: "admin.bookings.nextDay" })}
        </Button>
        {date === today ? null : (
          <Button onClick={() => go(today)}>{intl.formatMessage({ id: "admin.bookings.today" })}</Button>
        )}
      </form>
      <h2>{dayText}</h2>
      <p>{intl.formatMessage({ id: "admin.bookings.schedule.zone" }, { zone: resource.timezoneId })}</p>
      {resource.blackouts.some((blackout) => blackout.date === date) ? (
        <p>{intl.formatMessage({ id: "admin.bookings.closedDay" })}</p>
      ) : null}
      {!bookings.data ? (
        <PageWait query={bookings} />
      ) : (
        <DayGrid
          resource={resource}
          date={date}
          bookings={bookings.data}
          clock={clock}
          acts={acts}
          dayText={dayText}
        />
      )}
    </>
  );
}

function DayGrid({
  resource,
  date,
  bookings,
  clock,
  acts,
  dayText,
}: {
  resource: StaffResource;
  date: string;
  bookings: NonNullable<ReturnType<typeof useDayBookings>["data"]>;
  clock: (time: string) => string;
  acts: boolean;
  dayText: string;
}) {
  const intl = useIntl();
  const grid = dayGridOf(
    resource.schedule,
    date,
    resource.units.filter((unit) => unit.active).map((unit) => unit.name),
    bookings,
  );
  if (grid.times.length === 0) return <p>{intl.formatMessage({ id: "admin.bookings.noHours" })}</p>;
  return (
    <>
      <p role="status">{intl.formatMessage({ id: "admin.bookings.dayCount" }, { count: bookings.length })}</p>
      <div className="crest-admin-grid-scroll">
        <table className="crest-admin-table crest-admin-day-grid">
          <caption>{intl.formatMessage({ id: "admin.bookings.gridCaption" }, { day: dayText })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: "admin.bookings.column.time" })}</th>
              {grid.units.map((unit) => (
                <th scope="col" key={unit}>
                  {unit}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.times.map((time) => (
              <tr key={time}>
                <th scope="row">{clock(time)}</th>
                {grid.units.map((unit) => {
                  const starting = grid.at(time, unit);
                  return (
                    <td
                      key={unit}
                      className={grid.held(time, unit) ? "crest-admin-day-grid__held" : undefined}
                    >
                      {starting.map((booking) => (
                        <DayBookingCell key={booking.id} booking={booking} acts={acts} />
                      ))}
                      {starting.length === 0 && grid.held(time, unit) ? (
                        <span className="crest-admin-day-grid__continues">
                          {intl.formatMessage({ id: "admin.bookings.continues" })}
                        </span>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
