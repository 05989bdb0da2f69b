/** A subscription as staff manage it (issue 32 item 2): its terms, state, pause and requested end. */
import { dayOf, isPaused, type StaffSubscription } from "@crest/domain";
import type { MembershipSubscriptionRow } from "./tables.ts";
import { linesOf } from "./views.ts";

/** The view, given the plan of the subscription's card and the club's time zone. */
export const staffSubscriptionView = (
  row: MembershipSubscriptionRow,
  planId: string,
  timeZone: string,
  now = new Date(),
): StaffSubscription => ({
  id: row.id,
  planId,
  status: row.status,
  frequency: row.frequency,
  rate: row.rate,
  taxRate: row.taxRateHundredths / 100,
  serviceFee: row.serviceFee,
  quantity: row.quantity,
  total: linesOf(row).total,
  nextDate: row.nextDate,
  lastDate: row.lastDate,
  renewable: row.renewable,
  autoCharge: row.autoCharge,
  requestedCancelDate: row.requestedCancelDate,
  pausedOn: row.pausedOn,
  pausedUntil: row.pausedUntil,
  paused: isPaused(row, dayOf(now, timeZone)),
});
