/** The admin feature's public API. */
export { STAFF_COOKIE } from "./staff-session.ts";
