import { type StaffUser, staffLevelReaches } from "@crest/domain";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { useMemo } from "react";
import { setClubCurrency } from "../../../lib/api-client.ts";
import { createFormatter } from "../../../lib/format/formatter.ts";
import { useStaffUser } from "../api/get-staff-user.ts";

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The selected club's currency, locale and time zone (from the staff session, not from the
 * address admin mode was opened at: staff may switch clubs), for the staff screens: amounts
 * go on the wire in its currency (set here, as the member app sets it at start), dates show in
 * its zone.
 */
export function useClubIntl() {
  const intl = useStaffUser().data?.intl ?? { currency: "USD", locale: "en-us", timezone: "UTC" };
  setClubCurrency(intl.currency);
  const format = useMemo(
    () => createFormatter({ currency: intl.currency, locale: intl.locale, timezone: intl.timezone }),
    [intl.currency, intl.locale, intl.timezone],
  );
  return { timezone: intl.timezone, currency: intl.currency, format };
}

/** An instant as a `datetime-local` value ("2026-12-01T18:00") on the wall clock of `zone`. */
export const toZonedInput = (instant: string | Date, zone: string): string =>
  dayjs(instant).tz(zone).format("YYYY-MM-DDTHH:mm");

/** A `datetime-local` value read on the wall clock of `zone`, as an instant; null when blank. */
export function fromZonedInput(value: string, zone: string): Date | null {
  if (!value) return null;
  return dayjs.tz(value, zone).toDate();
}

/** Whether this staff member may change events (managers and owners; the server checks too). */
export const canManageEvents = (staff: StaffUser | null | undefined): boolean =>
  Boolean(staff && staffLevelReaches(staff.permissionLevel, "manager"));

/** Whether this staff member may check tickets in (any level but viewer). */
export const canScanTickets = (staff: StaffUser | null | undefined): boolean =>
  Boolean(staff && staffLevelReaches(staff.permissionLevel, "staff"));
