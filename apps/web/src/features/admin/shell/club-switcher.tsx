import type { StaffUser } from "@crest/domain";
import { useId } from "react";
import { useIntl } from "react-intl";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useClubDomains } from "../api/get-domains.ts";
import { useSelectClub } from "../api/select-club.ts";

/**
 * The staff member's clubs, and the selected club's domains when it has more than one: choosing
 * one switches the staff session (every admin call acts on its selection). Native selects: they
 * work the same with a keyboard, a screen reader and a pointer.
 */
export function ClubSwitcher({ staff }: { staff: StaffUser }) {
  const intl = useIntl();
  const select = useSelectClub();
  const domains = useClubDomains();
  const clubId = useId();
  const domainId = useId();
  return (
    <div className="crest-admin__club">
      <label htmlFor={clubId}>{intl.formatMessage({ id: "admin.club.label" })}</label>
      <select
        id={clubId}
        value={staff.companyId ?? ""}
        disabled={select.isPending}
        onChange={(event) => select.mutate({ companyId: event.target.value })}
      >
        {staff.companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </select>
      {domains.data && domains.data.length > 1 ? (
        <>
          <label htmlFor={domainId}>{intl.formatMessage({ id: "admin.domain.label" })}</label>
          <select
            id={domainId}
            value={staff.selectedDomain ?? ""}
            disabled={select.isPending}
            onChange={(event) => select.mutate({ domainName: event.target.value })}
          >
            {domains.data.map((domain) => (
              <option key={domain.id} value={domain.name}>
                {domain.name}
              </option>
            ))}
          </select>
        </>
      ) : null}
      {select.error ? <ErrorAlert error={select.error} /> : null}
    </div>
  );
}
