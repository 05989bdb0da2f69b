import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { useMemo } from "react";
import { setClubCurrency } from "../../../lib/api-client.ts";
import { createFormatter } from "../../../lib/format/formatter.ts";
import { useStaffUser } from "../api/get-staff-user.ts";

dayjs.extend(utc);
dayjs.extend(timezone);

/** Until the staff session answers. */
const FALLBACK = { currency: "USD", locale: "en-us", timezone: "UTC" };

/**
 * The selected club's currency, locale and time zone (from the staff session, not from the
 * address admin mode was opened at: staff may switch clubs), for the staff screens: amounts
 * go on the wire in its currency (set here, as the member app sets it at start), dates show in
 * its zone.
 */
export function useClubIntl() {
  const staffQuery = useStaffUser();
  const known = staffQuery.data?.intl;
  const intl = known ?? FALLBACK;
  if (known) setClubCurrency(known.currency);
  const format = useMemo(
    () => createFormatter({ currency: intl.currency, locale: intl.locale, timezone: intl.timezone }),
    [intl.currency, intl.locale, intl.timezone],
  );
  return {
    /** Whether the club's intl is known: amounts on the wire decode in its currency only then. */
    ready: Boolean(known),
    /** The currency once known, for queries that must wait for it. */
    knownCurrency: known?.currency,
    currency: intl.currency,
    locale: intl.locale,
    timezone: intl.timezone,
    format,
    staff: staffQuery.data,
    staffQuery,
  };
}

/** An instant as a `datetime-local` value ("2026-12-01T18:00") on the wall clock of `zone`. */
export const toZonedInput = (instant: string | Date, zone: string): string =>
  dayjs(instant).tz(zone).format("YYYY-MM-DDTHH:mm");

/** A `datetime-local` value read on the wall clock of `zone`, as an instant; null when blank. */
export function fromZonedInput(value: string, zone: string): Date | null {
  if (!value) return null;
  return dayjs.tz(value, zone).toDate();
}
