import { staffBookingEndpoints } from "@crest/domain";
import { Button } from "antd";
import { useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { staffCan } from "../components/staff-can.ts";
import { useStaffResources } from "./bookings-api.ts";
import "../events/events.css";
import "./bookings.css";

/**
 * The club's bookable resources at /admin/bookings: restaurants, meeting rooms and spas, each
 * with its editor and its day view. A club has a handful, so they come in one list. Managers
 * and owners add resources from here; others see the list.
 */
export function ResourcesListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const staff = useStaffUser().data;
  const resources = useStaffResources();
  const title = <h1 tabIndex={-1}>{intl.formatMessage({ id: "admin.bookings.title" })}</h1>;
  if (!resources.data)
    return (
      <div className="crest-admin-page crest-admin-bookings">
        {title}
        <PageWait query={resources} />
      </div>
    );
  return (
    <div className="crest-admin-page crest-admin-bookings">
      {title}
      {staffCan(staff, staffBookingEndpoints.createResource) ? (
        <p>
          <Button type="primary" onClick={() => navigate("/admin/bookings/new")}>
            {intl.formatMessage({ id: "admin.bookings.new" })}
          </Button>
        </p>
      ) : (
        <p>{intl.formatMessage({ id: "admin.bookings.readOnly" })}</p>
      )}
      {resources.data.length === 0 ? (
        <p>{intl.formatMessage({ id: "admin.bookings.empty" })}</p>
      ) : (
        <table className="crest-admin-table">
          <caption>{intl.formatMessage({ id: "admin.bookings.caption" })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: "admin.bookings.column.title" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.bookings.column.kind" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.bookings.column.units" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.bookings.column.day" })}</th>
            </tr>
          </thead>
          <tbody>
            {resources.data.map((resource) => (
              <tr key={resource.id}>
                <td>
                  <Link to={`/admin/bookings/${resource.id}`}>{resource.title}</Link>
                </td>
                <td>{intl.formatMessage({ id: `admin.bookings.kind.${resource.blockType}` })}</td>
                <td>{resource.units.filter((unit) => unit.active).length}</td>
                <td>
                  <Link
                    to={`/admin/bookings/${resource.id}/day`}
                    aria-label={intl.formatMessage({ id: "admin.bookings.dayOf" }, { title: resource.title })}
                  >
                    {intl.formatMessage({ id: "admin.bookings.day" })}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
