/** The customers feature's public API: customer rows, through these functions only. */
export { accountView, loadAccount, type NetworkLocation, networkLocationsOf } from "./account-view.ts";
export { customerContactOf } from "./customer-contact.ts";
// Memberships for staff (issue 32 item 2).
export { customerNameOrder } from "./name-order-repository.ts";
export { companiesOfUser, issueNetworkSwitch, redeemNetworkSwitch } from "./network-repository.ts";
export {
  type CustomerChanges,
  countAudience,
  findCustomerByEmail,
  findCustomerByUserId,
  findCustomers,
  getCustomer,
  insertCustomer,
  isEmailFree,
  type NewCustomer,
  normaliseEmail,
  optedInRecipientsAt,
  updateCustomer,
} from "./repository.ts";
// Members for staff (issue 31).
export { customerIdsMatching, searchCustomers } from "./search-repository.ts";
export type { CustomerRow } from "./tables.ts";
