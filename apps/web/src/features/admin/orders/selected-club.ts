import { useMemo } from "react";
import { createFormatter } from "../../../lib/format/formatter.ts";
import { selectedDomainOf, useClubDomains } from "../api/get-domains.ts";
import { useStaffUser } from "../api/get-staff-user.ts";

/**
 * The selected club's currency, locale and time zone (its selected domain's config), with a
 * formatter for them: the orders screens show amounts and dates as the club writes them, and
 * their queries wait for the currency, in which the wire codec decodes amounts.
 */
export function useSelectedClub() {
  const staff = useStaffUser().data;
  const domains = useClubDomains();
  const domain = domains.data && staff ? selectedDomainOf(domains.data, staff) : undefined;
  const intl = domain?.config.intl;
  const format = useMemo(
    () =>
      createFormatter({
        currency: intl?.currency ?? "USD",
        locale: intl?.locale ?? "en-us",
        timezone: intl?.timezone ?? "UTC",
      }),
    [intl?.currency, intl?.locale, intl?.timezone],
  );
  return { staff, domains, currency: intl?.currency, timezone: intl?.timezone ?? "UTC", format };
}
