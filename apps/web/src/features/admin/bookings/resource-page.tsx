import type { StaffResource } from "@crest/domain";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link, useParams } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useStaffResource } from "./bookings-api.ts";
import "../events/events.css";
import "./bookings.css";

/**
 * A screen about one resource of the path (its day, booking for a member): the heading names the
 * resource once it is read; another club's or an unknown id says the club has none such.
 */
export function ResourcePage({
  titleId,
  children,
}: {
  /** The heading, given `{title}`, the resource's name. */
  titleId: string;
  children: (resource: StaffResource) => ReactNode;
}) {
  const intl = useIntl();
  const { resources, resource } = useStaffResource(useParams().resourceId ?? "");
  return (
    <div className="crest-admin-page crest-admin-bookings">
      <h1 tabIndex={-1}>{intl.formatMessage({ id: titleId }, { title: resource?.title ?? "…" })}</h1>
      {resource === undefined ? (
        <PageWait query={resources} />
      ) : resource === null ? (
        <>
          <p>{intl.formatMessage({ id: "admin.bookings.notFound" })}</p>
          <Link to="/admin/bookings">{intl.formatMessage({ id: "admin.bookings.back" })}</Link>
        </>
      ) : (
        children(resource)
      )}
    </div>
  );
}
