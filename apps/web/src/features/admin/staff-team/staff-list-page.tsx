import type { ClubStaffMember } from "@crest/domain";
import { Alert, Tag } from "antd";
import { useIntl } from "react-intl";
import { Link, useLocation, useSearchParams } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useClubIntl } from "../components/club-intl.ts";
import { NewOrReadOnly } from "../components/list-query.tsx";
import { PagedTable } from "../components/paged-table.tsx";
import { ScrollRegion } from "../components/scroll-region.tsx";
import { levelLabelId, OwnersOnly } from "./owners-only.tsx";
import { STAFF_PAGE_SIZE, useClubStaff } from "./staff-team-api.ts";

type Row = ClubStaffMember & { id: string };

/**
 * The staff section at /admin/staff (owners only): who has access to the selected club, at which
 * level, when they last signed in and whether their account is disabled, by name, a page at a
 * time (the page in the address). A person's name opens their page (level, removal).
 */
export function StaffListPage() {
  return (
    <OwnersOnly titleId="admin.staff.title">
      <StaffList />
    </OwnersOnly>
  );
}

function StaffList() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const club = useClubIntl();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = useClubStaff(page, true);
  // Back from a removal, the list says whose access went.
  const removed = (useLocation().state as { removed?: string } | null)?.removed;
  const rows: Row[] = (list.data?.data ?? []).map((member) => ({ ...member, id: member.staffUserId }));
  const total = list.data?.pagination?.totalCount ?? rows.length;
  return (
    <div className="crest-admin-page">
      <h1 tabIndex={-1}>{t("admin.staff.title")}</h1>
      <p>{t("admin.staff.intro")}</p>
      {removed ? (
        <Alert
          type="success"
          role="status"
          title={intl.formatMessage({ id: "admin.staff.removed" }, { name: removed })}
        />
      ) : null}
      <NewOrReadOnly can label={t("admin.staff.add")} to="/admin/staff/new" readOnly="" />
      {list.data ? (
        <ScrollRegion label={t("admin.staff.title")}>
          <PagedTable<Row>
            rows={rows}
            page={page}
            pageSize={STAFF_PAGE_SIZE}
            total={total}
            loading={list.isFetching}
            onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            emptyId="admin.staff.none"
            columns={[
              {
                key: "name",
                title: t("admin.staff.name"),
                render: (_, row) => (
                  <Link to={`/admin/staff/${row.id}`}>{`${row.firstName} ${row.lastName}`}</Link>
                ),
              },
              { key: "email", dataIndex: "email", title: t("admin.staff.email") },
              {
                key: "level",
                title: t("admin.staff.levelColumn"),
                render: (_, row) => t(levelLabelId(row.permissionLevel)),
              },
              {
                key: "lastSignIn",
                title: t("admin.staff.lastSignIn"),
                render: (_, row) =>
                  row.lastSignedInAt ? club.format.dateTime(row.lastSignedInAt) : t("admin.staff.never"),
              },
              {
                key: "status",
                title: t("admin.staff.status"),
                render: (_, row) =>
                  row.disabled ? <Tag>{t("admin.staff.disabled")}</Tag> : t("admin.staff.active"),
              },
            ]}
          />
        </ScrollRegion>
      ) : (
        <PageWait query={list} />
      )}
    </div>
  );
}
