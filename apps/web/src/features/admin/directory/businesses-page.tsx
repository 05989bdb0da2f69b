import { staffDirectoryEndpoints } from "@crest/domain";
import { Button, Pagination } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { staffCan } from "../components/staff-can.ts";
import "../events/events.css";
import { SelectField, TextField } from "../events/form-fields.tsx";
import { CategoriesSection } from "./categories-section.tsx";
import { BUSINESSES_PAGE_SIZE, type BusinessesFilter, useBusinesses } from "./directory-api.ts";

/**
 * The club's directory at /admin/directory, hidden businesses too, a page at a time, found by
 * name, and its categories. Managers and owners add businesses and keep the categories from
 * here; other levels see the lists only.
 */
export function BusinessesPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const staff = useStaffUser().data;
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<BusinessesFilter>({ search: "", visibility: "all" });
  const [search, setSearch] = useState("");
  const businesses = useBusinesses(filter, page);
  const choose = (next: BusinessesFilter) => {
    setFilter(next);
    setPage(1);
  };
  const canWrite = staffCan(staff, staffDirectoryEndpoints.createBusiness);
  return (
    <div className="crest-admin-page">
      <h1 tabIndex={-1}>{intl.formatMessage({ id: "admin.directory.title" })}</h1>
      {canWrite ? (
        <p>
          <Button type="primary" onClick={() => navigate("/admin/directory/new")}>
            {intl.formatMessage({ id: "admin.directory.new" })}
          </Button>
        </p>
      ) : (
        <p>{intl.formatMessage({ id: "admin.directory.readOnly" })}</p>
      )}
      <form
        className="crest-admin-form crest-admin-form--inline"
        aria-label={intl.formatMessage({ id: "admin.directory.filters" })}
        onSubmit={(submitted) => {
          submitted.preventDefault();
          choose({ ...filter, search });
        }}
      >
        <SelectField
          labelId="admin.directory.visibility"
          value={filter.visibility}
          onChange={(visibility) =>
            choose({ ...filter, visibility: visibility as BusinessesFilter["visibility"] })
          }
          options={(["all", "shown", "hidden"] as const).map((value) => ({
            value,
            label: intl.formatMessage({ id: `admin.directory.visibility.${value}` }),
          }))}
        />
        <TextField labelId="admin.directory.search" value={search} onChange={setSearch} />
        <Button htmlType="submit">{intl.formatMessage({ id: "admin.directory.searchSubmit" })}</Button>
      </form>
      {!businesses.data ? (
        <PageWait query={businesses} />
      ) : businesses.data.data.length === 0 ? (
        <p>{intl.formatMessage({ id: "admin.directory.empty" })}</p>
      ) : (
        <table className="crest-admin-table">
          <caption>{intl.formatMessage({ id: "admin.directory.caption" })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: "admin.directory.column.name" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.directory.column.category" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.directory.column.places" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.directory.column.contacts" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.directory.column.members" })}</th>
            </tr>
          </thead>
          <tbody>
            {businesses.data.data.map((business) => (
              <tr key={business.id}>
                <td>
                  <Link to={`/admin/directory/${business.id}`}>{business.name}</Link>
                </td>
                <td>{business.category ?? ""}</td>
                <td>{intl.formatNumber(business.locationCount)}</td>
                <td>{intl.formatNumber(business.contactCount)}</td>
                <td>
                  {intl.formatMessage({
                    id: business.hidden ? "admin.directory.hidden" : "admin.directory.shown",
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {businesses.data?.pagination && businesses.data.pagination.totalCount > BUSINESSES_PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={BUSINESSES_PAGE_SIZE}
          total={businesses.data.pagination.totalCount}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
      <CategoriesSection />
    </div>
  );
}
