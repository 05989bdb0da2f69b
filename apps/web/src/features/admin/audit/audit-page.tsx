import { type AuditEntry, staffAuditEndpoints } from "@crest/domain";
import { Button } from "antd";
import { type FormEvent, useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { type PagedRows, PagedTable } from "../components/paged-table.tsx";
import { staffCan } from "../components/staff-can.ts";
import { AUDIT_PAGE_SIZE, type AuditFilters, useAuditLog } from "./audit-api.ts";

/** The start of a `YYYY-MM-DD` day in the staff member's own time zone, as an ISO instant; undefined for none. */
const dayStart = (day: string, addDays = 0): string | undefined => {
  if (!day) return undefined;
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, (date ?? 1) + addDays).toISOString();
};

/**
 * The audit log at /admin/audit (owners only; the menu hides it from others): every staff write
 * of the selected club, newest first, a page at a time, filtered by staff member and by days
 * (both ends included, in the staff member's time zone).
 */
export function AuditPage() {
  const intl = useIntl();
  const staff = useStaffUser().data;
  if (!staffCan(staff, staffAuditEndpoints.list))
    return (
      <div className="crest-admin-page">
        <h1 tabIndex={-1}>{intl.formatMessage({ id: "admin.audit.title" })}</h1>
        <p>{intl.formatMessage({ id: "admin.audit.notAllowed" })}</p>
      </div>
    );
  return <AuditLog />;
}

function AuditLog() {
  const intl = useIntl();
  const [staffUserId, setStaffUserId] = useState("");
  const [fromDay, setFromDay] = useState("");
  const [toDay, setToDay] = useState("");
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const log = useAuditLog(filters, page);
  // Who can be picked: the staff members of the newest entries (there is no staff list to read).
  const recent = useAuditLog({}, 1, 100);
  const people = useMemo(() => {
    const seen = new Map<string, string>();
    for (const entry of recent.data?.data ?? [])
      if (entry.staffUserId) seen.set(entry.staffUserId, entry.staffName);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [recent.data]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setFilters({ staffUserId: staffUserId || undefined, from: dayStart(fromDay), to: dayStart(toDay, 1) });
  };
  const total = log.data?.pagination?.totalCount ?? log.data?.data.length ?? 0;

  return (
    <div className="crest-admin-page">
      <h1 tabIndex={-1}>{intl.formatMessage({ id: "admin.audit.title" })}</h1>
      <p>{intl.formatMessage({ id: "admin.audit.intro" })}</p>
      <form className="crest-admin-filters" onSubmit={apply}>
        <div>
          <label htmlFor="admin-audit-staff">{intl.formatMessage({ id: "admin.audit.staff" })}</label>
          <select
            id="admin-audit-staff"
            className="crest-admin-select"
            value={staffUserId}
            onChange={(event) => setStaffUserId(event.target.value)}
          >
            <option value="">{intl.formatMessage({ id: "admin.audit.anyone" })}</option>
            {people.map((person) => (
              <option key={person.value} value={person.value}>
                {person.label}
              </option>
            ))}
          </select>
        </div>
        <DayField id="admin-audit-from" labelId="admin.audit.from" value={fromDay} onChange={setFromDay} />
        <DayField id="admin-audit-to" labelId="admin.audit.to" value={toDay} onChange={setToDay} />
        <Button type="primary" htmlType="submit">
          {intl.formatMessage({ id: "admin.audit.apply" })}
        </Button>
      </form>
      <p role="status">{log.data ? intl.formatMessage({ id: "admin.audit.count" }, { count: total }) : ""}</p>
      {log.data ? (
        <AuditTable
          rows={log.data.data}
          page={page}
          total={total}
          loading={log.isFetching}
          onPage={setPage}
        />
      ) : (
        <PageWait query={log} />
      )}
    </div>
  );
}

function AuditTable(props: Omit<PagedRows<AuditEntry>, "pageSize">) {
  const intl = useIntl();
  return (
    <PagedTable<AuditEntry>
      {...props}
      pageSize={AUDIT_PAGE_SIZE}
      emptyId="admin.audit.none"
      columns={[
        {
          key: "at",
          title: intl.formatMessage({ id: "admin.audit.when" }),
          render: (_, entry) => intl.formatDate(entry.at, { dateStyle: "medium", timeStyle: "medium" }),
        },
        { key: "who", dataIndex: "staffName", title: intl.formatMessage({ id: "admin.audit.who" }) },
        {
          key: "what",
          title: intl.formatMessage({ id: "admin.audit.what" }),
          render: (_, entry) => <code>{entry.endpoint}</code>,
        },
        {
          key: "details",
          title: intl.formatMessage({ id: "admin.audit.details" }),
          render: (_, entry) => <AuditDetails entry={entry} />,
        },
        { key: "outcome", dataIndex: "outcome", title: intl.formatMessage({ id: "admin.audit.outcome" }) },
      ]}
    />
  );
}

/** The path's parameters and the body's summary, as the server kept them. */
function AuditDetails({ entry }: { entry: AuditEntry }) {
  const params = Object.entries(entry.pathParams).map(([key, value]) => `${key}: ${value}`);
  const body = entry.bodySummary == null ? "" : JSON.stringify(entry.bodySummary);
  return (
    <div className="crest-admin-audit__details">
      {params.map((line) => (
        <div key={line}>{line}</div>
      ))}
      {body ? <code>{body.length > 300 ? `${body.slice(0, 300)}…` : body}</code> : null}
    </div>
  );
}

/** A day picked in the browser's own date field (keyboard and screen reader friendly), `YYYY-MM-DD`. */
function DayField({
  id,
  labelId,
  value,
  onChange,
}: {
  id: string;
  labelId: string;
  value: string;
  onChange: (day: string) => void;
}) {
  const intl = useIntl();
  return (
    <div>
      <label htmlFor={id}>{intl.formatMessage({ id: labelId })}</label>
      <input
        id={id}
        className="crest-admin-input"
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
