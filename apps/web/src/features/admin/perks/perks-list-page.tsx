import { staffPerkEndpoints } from "@crest/domain";
import { Button, Pagination } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { staffCan } from "../components/staff-can.ts";
import "../events/events.css";
import { useClubIntl } from "../components/club-intl.ts";
import { perkValueText } from "./perk-value.ts";
import { DEFINITIONS_PAGE_SIZE, useDefinitions } from "./perks-api.ts";

/**
 * The club's perk definitions at /admin/perks, a page at a time, with how many passes each has.
 * Managers and owners define perks from here; the front desk goes on to the scan screen; a
 * viewer sees the list only.
 */
export function PerksListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const staff = useStaffUser().data;
  const { format } = useClubIntl();
  const [page, setPage] = useState(1);
  const definitions = useDefinitions(page);
  const title = <h1 tabIndex={-1}>{intl.formatMessage({ id: "admin.perks.title" })}</h1>;
  if (!definitions.data)
    return (
      <div className="crest-admin-page">
        {title}
        <PageWait query={definitions} />
      </div>
    );
  const { data, pagination } = definitions.data;
  return (
    <div className="crest-admin-page">
      {title}
      <div className="crest-admin-actions">
        {staffCan(staff, staffPerkEndpoints.define) ? (
          <Button type="primary" onClick={() => navigate("/admin/perks/new")}>
            {intl.formatMessage({ id: "admin.perks.new" })}
          </Button>
        ) : null}
        {staffCan(staff, staffPerkEndpoints.scan) ? (
          <Link to="/admin/perks/scan">{intl.formatMessage({ id: "admin.perks.scanLink" })}</Link>
        ) : null}
      </div>
      {staffCan(staff, staffPerkEndpoints.define) ? null : (
        <p>{intl.formatMessage({ id: "admin.perks.readOnly" })}</p>
      )}
      {data.length === 0 ? (
        <p>{intl.formatMessage({ id: "admin.perks.empty" })}</p>
      ) : (
        <table className="crest-admin-table">
          <caption>{intl.formatMessage({ id: "admin.perks.caption" })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: "admin.perks.column.name" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.perks.column.kind" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.perks.column.value" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.perks.column.issued" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.perks.column.status" })}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((definition) => (
              <tr key={definition.id}>
                <td>
                  <Link to={`/admin/perks/${definition.id}`}>{definition.name}</Link>
                </td>
                <td>{intl.formatMessage({ id: `admin.perks.kind.${definition.kind}` })}</td>
                <td>{perkValueText(definition, format.money)}</td>
                <td>{intl.formatNumber(definition.issued)}</td>
                <td>{intl.formatMessage({ id: `admin.perks.status.${definition.status}` })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pagination && pagination.totalCount > DEFINITIONS_PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={DEFINITIONS_PAGE_SIZE}
          total={pagination.totalCount}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </div>
  );
}
