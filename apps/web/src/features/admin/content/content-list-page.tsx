import { CONTENT_KINDS, type ContentKind, staffContentEndpoints } from "@crest/domain";
import { Button, Pagination } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { useClubIntl } from "../components/club-intl.ts";
import { staffCan } from "../components/staff-can.ts";
import "../events/events.css";
import { SelectField } from "../events/form-fields.tsx";
import { CONTENT_PAGE_SIZE, useContentPages } from "./content-api.ts";
import { publicationOf } from "./content-state.ts";

/**
 * The club's content pages at /admin/content (benefits, activities, blog posts, pages), published
 * or not, newest first, one kind or all. Managers and owners write pages from here.
 */
export function ContentListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const staff = useStaffUser().data;
  const { format } = useClubIntl();
  const [kind, setKind] = useState<ContentKind | "">("");
  const [page, setPage] = useState(1);
  const pages = useContentPages(kind, page);
  return (
    <div className="crest-admin-page">
      <h1 tabIndex={-1}>{intl.formatMessage({ id: "admin.contentPages.title" })}</h1>
      {staffCan(staff, staffContentEndpoints.create) ? (
        <p>
          <Button type="primary" onClick={() => navigate("/admin/content/new")}>
            {intl.formatMessage({ id: "admin.contentPages.new" })}
          </Button>
        </p>
      ) : (
        <p>{intl.formatMessage({ id: "admin.contentPages.readOnly" })}</p>
      )}
      <div className="crest-admin-form crest-admin-form--inline">
        <SelectField
          labelId="admin.contentPages.show"
          value={kind}
          onChange={(value) => {
            setKind(value as ContentKind | "");
            setPage(1);
          }}
          options={[
            { value: "", label: intl.formatMessage({ id: "admin.contentPages.kind.all" }) },
            ...CONTENT_KINDS.map((value) => ({
              value,
              label: intl.formatMessage({ id: `admin.contentPages.kind.${value}` }),
            })),
          ]}
        />
      </div>
      {!pages.data ? (
        <PageWait query={pages} />
      ) : pages.data.data.length === 0 ? (
        <p>{intl.formatMessage({ id: "admin.contentPages.empty" })}</p>
      ) : (
        <table className="crest-admin-table">
          <caption>{intl.formatMessage({ id: "admin.contentPages.caption" })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: "admin.contentPages.column.title" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.contentPages.column.kind" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.contentPages.column.state" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.contentPages.column.publishOn" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.contentPages.column.who" })}</th>
            </tr>
          </thead>
          <tbody>
            {pages.data.data.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={`/admin/content/${row.id}`}>{row.title}</Link>
                </td>
                <td>{intl.formatMessage({ id: `admin.contentPages.kind.${row.kind}` })}</td>
                <td>{intl.formatMessage({ id: `admin.contentPages.state.${publicationOf(row)}` })}</td>
                <td>{format.dateTime(row.publishOn)}</td>
                <td>
                  {intl.formatMessage({
                    id: row.membersOnly ? "admin.contentPages.membersOnly" : "admin.contentPages.everyone",
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages.data?.pagination && pages.data.pagination.totalCount > CONTENT_PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={CONTENT_PAGE_SIZE}
          total={pages.data.pagination.totalCount}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </div>
  );
}
