/** The admin feature's public API. */

export { grantStaff, type StaffGrant } from "./staff-account-repository.ts";
export { STAFF_COOKIE } from "./staff-session.ts";
