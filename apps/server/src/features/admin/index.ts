/** The admin feature's public API. */

export { grantStaff, type StaffGrant } from "./staff-accounts.ts";
export { STAFF_COOKIE } from "./staff-session.ts";
