import { Alert, Button, Pagination } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { toZonedInput, useClubIntl } from "../components/club-intl.ts";
import { SelectField, TextField } from "../events/form-fields.tsx";
import "../events/events.css";
import { BarChart } from "./bar-chart.tsx";
import {
  downloadUrl,
  FAILED_PAGE_SIZE,
  type Range,
  REPORT_NAMES,
  type ReportName,
  useReport,
} from "./reports-api.ts";
import "./reports.css";

type Shape = "text" | "kind" | "number" | "money" | "instant";

/** Each report's columns, and what its chart draws (a label column and a value column). */
const COLUMNS: Record<ReportName, { columns: [string, Shape][]; label: string; value: string }> = {
  salesByDay: {
    columns: [
      ["day", "text"],
      ["orders", "number"],
      ["sales", "money"],
      ["refunded", "money"],
    ],
    label: "day",
    value: "sales",
  },
  salesByKind: {
    columns: [
      ["kind", "kind"],
      ["units", "number"],
      ["sales", "money"],
      ["refunded", "money"],
    ],
    label: "kind",
    value: "sales",
  },
  bookingsByResource: {
    columns: [
      ["resource", "text"],
      ["booked", "number"],
      ["noShows", "number"],
      ["cancelled", "number"],
      ["amount", "money"],
    ],
    label: "resource",
    value: "booked",
  },
  ticketsByEvent: {
    columns: [
      ["event", "text"],
      ["startsOn", "instant"],
      ["sold", "number"],
      ["checkedIn", "number"],
      ["cancelled", "number"],
      ["amount", "money"],
    ],
    label: "event",
    value: "sold",
  },
  failedPayments: {
    columns: [
      ["createdOn", "instant"],
      ["description", "text"],
      ["amount", "money"],
      ["method", "text"],
      ["failureMessage", "text"],
    ],
    label: "createdOn",
    value: "amount",
  },
};

/** A row's own key: its id, event, resource, day or kind. */
const rowKey = (row: Record<string, unknown>, index: number) =>
  String(row.id ?? row.eventId ?? row.resourceId ?? row.day ?? row.kind ?? index);

/** The last 30 days of the club, today included. */
function lastThirtyDays(zone: string): Range {
  const today = toZonedInput(new Date(), zone).slice(0, 10);
  const start = new Date(`${today}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 29);
  return { from: start.toISOString().slice(0, 10), to: today };
}

/**
 * /admin/reports: sales by day and by kind, bookings per resource, tickets per event and
 * failed payments over a range of the club's days; each as a table, one chart and a CSV
 * download. Every staff level reads them.
 */
export function ReportsPage() {
  const intl = useIntl();
  const { timezone } = useClubIntl();
  const [name, setName] = useState<ReportName>("salesByDay");
  const [typed, setTyped] = useState<Range>(() => lastThirtyDays(timezone));
  const [range, setRange] = useState<Range>(typed);
  const [page, setPage] = useState(1);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRange(typed);
    setPage(1);
  };
  return (
    <div className="crest-admin-page">
      <h1 tabIndex={-1}>{intl.formatMessage({ id: "admin.reports.title" })}</h1>
      <form
        className="crest-admin-form crest-admin-form--inline"
        aria-label={intl.formatMessage({ id: "admin.reports.choose" })}
        onSubmit={submit}
      >
        <SelectField
          labelId="admin.reports.report"
          value={name}
          onChange={(next) => {
            setName(next as ReportName);
            setPage(1);
          }}
          options={REPORT_NAMES.map((report) => ({
            value: report,
            label: intl.formatMessage({ id: `admin.reports.name.${report}` }),
          }))}
        />
        <TextField
          labelId="admin.reports.from"
          type="date"
          required
          value={typed.from}
          onChange={(from) => setTyped({ ...typed, from })}
        />
        <TextField
          labelId="admin.reports.to"
          type="date"
          required
          value={typed.to}
          onChange={(to) => setTyped({ ...typed, to })}
        />
        <Button htmlType="submit">{intl.formatMessage({ id: "admin.reports.show" })}</Button>
      </form>
      <Report name={name} range={range} page={page} onPage={setPage} />
    </div>
  );
}

/** One report over one range: the download, the chart, the table. */
function Report({
  name,
  range,
  page,
  onPage,
}: {
  name: ReportName;
  range: Range;
  page: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  const { format } = useClubIntl();
  const report = useReport(name, range, page);
  const { columns, label, value } = COLUMNS[name];
  const heading = intl.formatMessage(
    { id: "admin.reports.heading" },
    { report: intl.formatMessage({ id: `admin.reports.name.${name}` }), from: range.from, to: range.to },
  );
  if (report.error) return <ErrorAlert error={report.error} />;
  if (!report.data) return <PageWait query={report} />;
  const { rows, pagination } = report.data;
  const shown = (shape: Shape, cell: unknown): string => {
    if (cell === null || cell === undefined) return "";
    if (shape === "money") return format.money(Number(cell));
    if (shape === "number") return intl.formatNumber(Number(cell));
    if (shape === "instant") return format.dateTime(cell as Date);
    if (shape === "kind") return intl.formatMessage({ id: `admin.reports.kind.${String(cell)}` });
    return String(cell);
  };
  const shapeOf = (column: string) => columns.find(([key]) => key === column)?.[1] ?? "text";
  const bars = rows.map((row, index) => ({
    key: rowKey(row, index),
    label: shown(shapeOf(label), row[label]),
    value: Number(row[value]),
    shown: shown(shapeOf(value), row[value]),
  }));
  const top = bars.reduce<(typeof bars)[number] | null>(
    (best, bar) => (!best || bar.value > best.value ? bar : best),
    null,
  );
  return (
    <section aria-label={heading}>
      <h2>{heading}</h2>
      <p>
        <a href={downloadUrl(name, range)} download>
          {intl.formatMessage({ id: "admin.reports.download" })}
        </a>
      </p>
      {rows.length === 0 ? (
        <Alert type="info" title={intl.formatMessage({ id: "admin.reports.empty" })} />
      ) : (
        <>
          <BarChart
            title={intl.formatMessage(
              { id: "admin.reports.chartTitle" },
              {
                value: intl.formatMessage({ id: `admin.reports.column.${value}` }),
                label: intl.formatMessage({ id: `admin.reports.column.${label}` }),
              },
            )}
            description={intl.formatMessage(
              { id: "admin.reports.chartDescription" },
              { count: bars.length, top: top?.label ?? "", value: top?.shown ?? "" },
            )}
            bars={bars}
          />
          <table className="crest-admin-table">
            <caption>{heading}</caption>
            <thead>
              <tr>
                {columns.map(([column]) => (
                  <th key={column} scope="col">
                    {intl.formatMessage({ id: `admin.reports.column.${column}` })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={rowKey(row, index)}>
                  {columns.map(([column, shape]) => (
                    <td key={column}>{shown(shape, row[column])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {pagination && pagination.totalCount > FAILED_PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={FAILED_PAGE_SIZE}
          total={pagination.totalCount}
          showSizeChanger={false}
          onChange={onPage}
        />
      ) : null}
    </section>
  );
}
