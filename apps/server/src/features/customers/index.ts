/** The customers feature's public API: customer rows, through these functions only. */
export { accountView, loadAccount, type NetworkLocation, networkLocationsOf } from "./account-view.ts";
export { customerContactOf } from "./customer-contact.ts";
export { companiesOfUser, issueNetworkSwitch, redeemNetworkSwitch } from "./network-repository.ts";
export {
  allRecipients,
  type CustomerChanges,
  findCustomerByEmail,
  findCustomerByUserId,
  findCustomers,
  getCustomer,
  insertCustomer,
  isEmailFree,
  type NewCustomer,
  normaliseEmail,
  updateCustomer,
} from "./repository.ts";
export type { CustomerRow } from "./tables.ts";
