/** The memberships feature's public API. */
export { type BillingOptions, runBilling } from "./billing-engine.ts";
export { clubsWithDueSubscriptions } from "./billing-job.ts";
export {
  balanceDue,
  myTransaction as mySubscriptionTransaction,
  myTransactions as mySubscriptionTransactions,
  settleTransaction,
} from "./paywall-service.ts";
export { type MembershipStanding, refreshStanding, setMembershipStanding } from "./standing.ts";
