import { staffTeamEndpoints } from "@crest/domain";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { staffCan } from "../components/staff-can.ts";

/**
 * The staff section is its owners' (the menu hides it from others): opened by its address at a
 * lower level, it says so plainly instead of showing a list the server would refuse.
 */
export function OwnersOnly({ titleId, children }: { titleId: string; children: ReactNode }) {
  const intl = useIntl();
  const staff = useStaffUser();
  if (staff.data === undefined) return <PageWait query={staff} />;
  if (!staffCan(staff.data, staffTeamEndpoints.list))
    return (
      <div className="crest-admin-page">
        <h1 tabIndex={-1}>{intl.formatMessage({ id: titleId })}</h1>
        <p>{intl.formatMessage({ id: "admin.staff.notAllowed" })}</p>
      </div>
    );
  return <>{children}</>;
}

/** The level names, lowest first, as the select and the list show them. */
export const levelLabelId = (level: string) => `admin.staff.level.${level}`;
