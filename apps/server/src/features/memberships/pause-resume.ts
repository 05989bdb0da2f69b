/** Where a subscription stands once its pause ends (issue 32 item 2): the staff's resume and the billing run share it. */
import { nextDateAfterPause } from "@crest/domain";
import type { MembershipSubscriptionRow } from "./tables.ts";

/** The values that end the pause on `resumeDay`: the next date moved past the periods paused. */
export const resumedValues = (row: MembershipSubscriptionRow, resumeDay: string) => ({
  nextDate: nextDateAfterPause(row, resumeDay),
  pausedOn: null,
  pausedUntil: null,
});
