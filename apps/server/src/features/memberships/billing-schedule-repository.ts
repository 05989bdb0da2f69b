/**
 * Which clubs have subscriptions due: read across clubs for the hourly billing schedule and the
 * command line, so it takes the raw handle (an allowlisted file).
 */
import { EARLIEST_ZONE } from "@crest/domain";
import { or } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { dueCondition, scheduledChangeCondition } from "./billing-repository.ts";
import { membershipSubscriptions } from "./tables.ts";

/** The clubs with a subscription to charge now, or one to end or resume (issue 32 item 2). */
export async function clubsWithDueSubscriptions(platformDb: Executor, now: Date): Promise<string[]> {
  const s = membershipSubscriptions;
  // A club is a candidate when anything is due somewhere on Earth today; its own run then
  // charges only what is due in its own time zone.
  const rows = await platformDb
    .selectDistinct({ companyId: s.companyId })
    .from(s)
    .where(or(dueCondition(now, EARLIEST_ZONE), scheduledChangeCondition(now, EARLIEST_ZONE)));
  return rows.map((row) => row.companyId);
}
