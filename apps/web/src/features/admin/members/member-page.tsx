import { type StaffMemberDetail, staffMemberEndpoints } from "@crest/domain";
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { Link, useParams } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { createFormatter } from "../../../lib/format/formatter.ts";
import { selectedDomainOf, useClubDomains } from "../api/get-domains.ts";
import { useStaffUser } from "../api/get-staff-user.ts";
import { staffCan } from "../components/staff-can.ts";
import { MemberMembershipsSection } from "../memberships/member-memberships-section.tsx";
import { MemberActions } from "./member-actions.tsx";
import { MemberSections } from "./member-sections.tsx";
import { useMember } from "./members-api.ts";

/**
 * One member at /admin/members/:customerId: what the member app shows them (profile,
 * memberships, wallet without card data, orders, bookings, tickets, perks, what the house
 * account owes) and the actions the staff member's level allows; a viewer sees none.
 */
export function MemberPage() {
  const intl = useIntl();
  const { customerId = "" } = useParams();
  const staff = useStaffUser().data;
  const domains = useClubDomains();
  const domain = domains.data && staff ? selectedDomainOf(domains.data, staff) : undefined;
  const intlSettings = domain?.config.intl;
  const member = useMember(customerId, intlSettings?.currency);
  // Amounts and dates as the club writes them: its currency, locale and time zone.
  const format = useMemo(
    () =>
      createFormatter({
        currency: intlSettings?.currency ?? "USD",
        locale: intlSettings?.locale ?? "en-us",
        timezone: intlSettings?.timezone ?? "UTC",
      }),
    [intlSettings?.currency, intlSettings?.locale, intlSettings?.timezone],
  );

  const back = (
    <p>
      <Link to="/admin/members">{intl.formatMessage({ id: "admin.member.back" })}</Link>
    </p>
  );
  if (!member.data)
    return (
      <div className="crest-admin-page">
        {back}
        <h1 tabIndex={-1}>{intl.formatMessage({ id: "admin.member.loadingTitle" })}</h1>
        <PageWait query={domains.isError ? domains : member} />
      </div>
    );
  const detail: StaffMemberDetail = member.data;
  const canWrite =
    staffCan(staff, staffMemberEndpoints.resetMail) || staffCan(staff, staffMemberEndpoints.setFlags);
  return (
    <div className="crest-admin-page">
      {back}
      <h1 tabIndex={-1}>{detail.account.fullName}</h1>
      <p>
        <Link to={`/admin/billing/members/${detail.account.id}`}>
          {intl.formatMessage({ id: "admin.member.billing" })}
        </Link>
      </p>
      {canWrite ? (
        <MemberActions member={detail} staff={staff ?? undefined} />
      ) : (
        <p className="crest-admin-help">{intl.formatMessage({ id: "admin.member.readOnlyLevel" })}</p>
      )}
      <MemberSections member={detail} format={format} />
      <MemberMembershipsSection customerId={detail.account.id} />
    </div>
  );
}
