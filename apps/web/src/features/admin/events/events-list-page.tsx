import { Button, Pagination } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { useClubIntl } from "../components/club-intl.ts";
import { canManageEvents } from "./event-permissions.ts";
import { EVENTS_PAGE_SIZE, type EventsFilter, useStaffEvents } from "./events-api.ts";
import { SelectField, TextField } from "./form-fields.tsx";
import "./events.css";

/**
 * The club's events at /admin/events, drafts and cancelled ones too, a page at a time: upcoming
 * (soonest first) at first, or past (latest first) or all, found by title. Managers and owners
 * create events from here; a viewer sees the list only.
 */
export function EventsListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const staff = useStaffUser().data;
  const { format } = useClubIntl();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<EventsFilter>({ when: "upcoming", search: "" });
  const [search, setSearch] = useState("");
  const events = useStaffEvents(filter, page);
  const choose = (next: EventsFilter) => {
    setFilter(next);
    setPage(1);
  };
  const title = <h1 tabIndex={-1}>{intl.formatMessage({ id: "admin.events.title" })}</h1>;
  const filters = (
    <form
      className="crest-admin-form crest-admin-form--inline"
      aria-label={intl.formatMessage({ id: "admin.events.filters" })}
      onSubmit={(submitted) => {
        submitted.preventDefault();
        choose({ ...filter, search });
      }}
    >
      <SelectField
        labelId="admin.events.when"
        value={filter.when}
        onChange={(when) => choose({ ...filter, when: when as EventsFilter["when"] })}
        options={(["upcoming", "past", "all"] as const).map((when) => ({
          value: when,
          label: intl.formatMessage({ id: `admin.events.when.${when}` }),
        }))}
      />
      <TextField labelId="admin.events.search" value={search} onChange={setSearch} />
      <Button htmlType="submit">{intl.formatMessage({ id: "admin.events.searchSubmit" })}</Button>
    </form>
  );
  if (!events.data)
    return (
      <div className="crest-admin-page">
        {title}
        {filters}
        <PageWait query={events} />
      </div>
    );
  const { data, pagination } = events.data;
  return (
    <div className="crest-admin-page">
      {title}
      {canManageEvents(staff) ? (
        <p>
          <Button type="primary" onClick={() => navigate("/admin/events/new")}>
            {intl.formatMessage({ id: "admin.events.new" })}
          </Button>
        </p>
      ) : (
        <p>{intl.formatMessage({ id: "admin.events.readOnly" })}</p>
      )}
      {filters}
      {data.length === 0 ? (
        <p>{intl.formatMessage({ id: "admin.events.empty" })}</p>
      ) : (
        <table className="crest-admin-table">
          <caption>{intl.formatMessage({ id: "admin.events.caption" })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: "admin.events.column.title" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.events.column.when" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.events.column.venue" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.events.column.status" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.events.column.attendees" })}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((event) => (
              <tr key={event.id}>
                <td>
                  <Link to={`/admin/events/${event.id}`}>{event.title}</Link>
                </td>
                <td>{format.dateTime(event.startDate)}</td>
                <td>{event.venue}</td>
                <td>{intl.formatMessage({ id: `admin.events.status.${event.status}` })}</td>
                <td>
                  <Link
                    to={`/admin/events/${event.id}/attendees`}
                    aria-label={intl.formatMessage(
                      { id: "admin.events.attendeesOf" },
                      { title: event.title },
                    )}
                  >
                    {intl.formatMessage({ id: "admin.events.attendees" })}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pagination && pagination.totalCount > EVENTS_PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={EVENTS_PAGE_SIZE}
          total={pagination.totalCount}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </div>
  );
}
