/** The memberships feature's public API. */
export {
  advancePaidSubscriptions,
  batchAttempts,
  claimDueSubscriptions,
  lockSubscriptionsInOrder,
  periodAttempts,
  recordPaidPeriods,
  upsertPeriodTransaction,
} from "./billing-repository.ts";
export { clubsWithDueSubscriptions } from "./billing-schedule-repository.ts";
// Members for staff (issue 31).
export { holdersOfCardNumber } from "./card-search-repository.ts";
// Memberships for staff (issue 32 item 2).
export { claimForRetry } from "./failed-charges-repository.ts";
export { clubTransaction, failedChargeOf } from "./failed-charges-service.ts";
export { myCards } from "./membership-card-service.ts";
export {
  balanceDue,
  myTransaction as mySubscriptionTransaction,
  myTransactions as mySubscriptionTransactions,
  settleTransaction,
} from "./paywall-service.ts";
export { getPlan, holdersOfPlan, lockSubscription, updateCard, updateSubscription } from "./repository.ts";
export { settleScheduledChanges } from "./scheduled-changes.ts";
export {
  activeMemberIds,
  type MembershipStanding,
  refreshStanding,
  setMembershipStanding,
} from "./standing-repository.ts";
export { movePlanTerms } from "./subscription-actions.ts";
export type { MembershipSubscriptionRow } from "./tables.ts";
export { linesOf } from "./views.ts";
