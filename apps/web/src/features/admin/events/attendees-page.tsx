import type { ScanResult } from "@crest/domain";
import { Alert, Button, Pagination } from "antd";
import { type FormEvent, useId, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useParams } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { useClubIntl } from "../components/club-intl.ts";
import { canScanTickets } from "./event-permissions.ts";
import { ATTENDEES_PAGE_SIZE, useAttendees, useScanTicket, useStaffEvent } from "./events-api.ts";
import "./events.css";

/** /admin/events/{eventId}/attendees: who holds the event's tickets, and check-in at its door. */
export function AttendeesPage() {
  const intl = useIntl();
  const eventId = useParams().eventId ?? "";
  const event = useStaffEvent(eventId);
  const staff = useStaffUser().data;
  const { format } = useClubIntl();
  const [page, setPage] = useState(1);
  const attendees = useAttendees(eventId, page);
  const title = (
    <h1 tabIndex={-1}>
      {event.data
        ? intl.formatMessage({ id: "admin.attendees.titleOf" }, { title: event.data.title })
        : intl.formatMessage({ id: "admin.attendees.title" })}
    </h1>
  );
  return (
    <div className="crest-admin-page">
      {title}
      <p>
        <Link to={`/admin/events/${eventId}`}>
          {intl.formatMessage({ id: "admin.attendees.backToEvent" })}
        </Link>
      </p>
      {canScanTickets(staff) ? <CheckInForm eventId={eventId} /> : null}
      {!attendees.data ? (
        <PageWait query={attendees} />
      ) : attendees.data.data.length === 0 ? (
        <p>{intl.formatMessage({ id: "admin.attendees.empty" })}</p>
      ) : (
        <table className="crest-admin-table">
          <caption>{intl.formatMessage({ id: "admin.attendees.caption" })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: "admin.attendees.column.serial" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.attendees.column.type" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.attendees.column.buyer" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.attendees.column.holder" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.attendees.column.status" })}</th>
            </tr>
          </thead>
          <tbody>
            {attendees.data.data.map((row) => (
              <tr key={row.ticketId}>
                <td>
                  <code>{row.serial}</code>
                </td>
                <td>{row.ticketType}</td>
                <td>{`${row.buyer.fullName} (${row.buyer.email})`}</td>
                <td>{row.owner ? `${row.owner.fullName} (${row.owner.email})` : "—"}</td>
                <td>
                  {row.status === "scanned" && row.scanDate
                    ? intl.formatMessage(
                        { id: "admin.attendees.scannedAt" },
                        { when: format.dateTime(row.scanDate) },
                      )
                    : intl.formatMessage({ id: `admin.attendees.status.${row.status}` })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {attendees.data?.pagination && attendees.data.pagination.totalCount > ATTENDEES_PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={ATTENDEES_PAGE_SIZE}
          total={attendees.data.pagination.totalCount}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </div>
  );
}

/**
 * Check-in by serial, typed or from a scanner that types it and presses Enter. Each answer is
 * said plainly: checked in, already checked in (when), another event's ticket, or no such ticket.
 */
function CheckInForm({ eventId }: { eventId: string }) {
  const intl = useIntl();
  const id = useId();
  const { format } = useClubIntl();
  const scan = useScanTicket(eventId);
  const [serial, setSerial] = useState("");
  const [answer, setAnswer] = useState<ScanResult | null>(null);
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    setAnswer(null);
    scan.mutate(serial.trim().toUpperCase(), {
      onSuccess: (result) => {
        setAnswer(result);
        setSerial("");
      },
    });
  };
  const who = (result: ScanResult) =>
    result.owner?.fullName ?? intl.formatMessage({ id: "admin.attendees.noHolder" });
  return (
    <section className="crest-admin-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{intl.formatMessage({ id: "admin.attendees.checkIn" })}</h2>
      <form className="crest-admin-form crest-admin-form--inline" onSubmit={submit}>
        <div className="crest-admin-field">
          <label htmlFor={id}>{intl.formatMessage({ id: "admin.attendees.serial" })}</label>
          <p id={`${id}-help`} className="crest-admin-field__help">
            {intl.formatMessage({ id: "admin.attendees.serialHelp" })}
          </p>
          <input
            id={id}
            className="crest-admin-input"
            value={serial}
            required
            autoComplete="off"
            aria-describedby={`${id}-help`}
            onChange={(changed) => setSerial(changed.target.value)}
          />
        </div>
        <Button type="primary" htmlType="submit" loading={scan.isPending}>
          {intl.formatMessage({ id: "admin.attendees.checkInSubmit" })}
        </Button>
      </form>
      <div aria-live="polite">
        {answer?.outcome === "scanned" ? (
          <Alert
            type="success"
            showIcon
            title={intl.formatMessage(
              { id: "admin.attendees.scanned" },
              { serial: answer.serial, who: who(answer), type: answer.title },
            )}
          />
        ) : null}
        {answer?.outcome === "already_scanned" ? (
          <Alert
            type="warning"
            showIcon
            title={intl.formatMessage(
              { id: "admin.attendees.alreadyScanned" },
              { serial: answer.serial, who: who(answer), when: format.dateTime(answer.scanDate) },
            )}
          />
        ) : null}
      </div>
      {scan.error && isApiError(scan.error) && (scan.error.status === 404 || scan.error.status === 400) ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={intl.formatMessage({ id: "admin.attendees.unknown" })}
        />
      ) : scan.error ? (
        <ErrorAlert error={scan.error} />
      ) : null}
    </section>
  );
}
