/**
 * What a billing run settles before it charges (issue 32 item 2): subscriptions whose requested
 * end has come end there (cancelled, the card inactive, the standing recomputed), and pauses that
 * have ended resume at the first period start after them. One transaction, the rows locked.
 */
import { dayOf, endsBy } from "@crest/domain";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { lockScheduledChanges } from "./billing-repository.ts";
import { resumedValues } from "./pause-resume.ts";
import { updateCard, updateSubscription } from "./repository.ts";
import { refreshStanding } from "./standing-repository.ts";

/** Ends and resumes what is due by `now` in the club's time zone; answers how many of each. */
export async function settleScheduledChanges(context: ServiceContext, now: Date) {
  const timeZone = context.tenant.config.intl.timezone;
  const today = dayOf(now, timeZone);
  return inTransaction(context, async (tx) => {
    let ended = 0;
    let resumed = 0;
    for (const row of await lockScheduledChanges(tx.scope, now, timeZone)) {
      if (endsBy(row, today)) {
        await updateSubscription(tx.scope, row.id, {
          status: "cancelled",
          retryAt: null,
          claimedUntil: null,
          pausedOn: null,
          pausedUntil: null,
        });
        await updateCard(tx.scope, row.cardId, { status: "inactive" });
        await refreshStanding(tx.scope, row.customerId);
        ended += 1;
      } else if (row.pausedUntil !== null) {
        await updateSubscription(tx.scope, row.id, resumedValues(row, row.pausedUntil));
        resumed += 1;
      }
    }
    return { ended, resumed };
  });
}
