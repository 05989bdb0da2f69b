import { useMemo } from "react";
import { setClubCurrency } from "../../../lib/api-client.ts";
import { createFormatter } from "../../../lib/format/formatter.ts";
import { selectedDomainOf, useClubDomains } from "../api/get-domains.ts";
import { useStaffUser } from "../api/get-staff-user.ts";

/**
 * The selected club's currency, locale and time zone (not the Host portal's: staff may have
 * switched club): amounts travel and show in its currency, days are its days. `ready` once known,
 * since the wire codec decodes amounts in the currency set here.
 */
export function useBillingIntl() {
  const staff = useStaffUser().data;
  const domains = useClubDomains();
  const domain = domains.data && staff ? selectedDomainOf(domains.data, staff) : undefined;
  const settings = domain?.config.intl;
  if (settings) setClubCurrency(settings.currency);
  const format = useMemo(
    () =>
      createFormatter({
        currency: settings?.currency ?? "USD",
        locale: settings?.locale ?? "en-us",
        timezone: settings?.timezone ?? "UTC",
      }),
    [settings?.currency, settings?.locale, settings?.timezone],
  );
  return {
    ready: Boolean(settings),
    currency: settings?.currency ?? "USD",
    timezone: settings?.timezone ?? "UTC",
    format,
    staff,
  };
}
