/** The auth feature's public API: what the account feature needs of passwords and sessions. */

export { requestEmailChange } from "./email-change-service.ts";
export { startNetworkSwitch } from "./network-switch.ts";
export {
  checkCurrentPassword,
  sendVerification,
  setPassword,
} from "./password-service.ts";
export { requireCustomer, unauthorized } from "./plugin.ts";
export { emailTaken } from "./registration-service.ts";
// Members for staff (issue 31).
export { SESSION_COOKIE, setSessionCookie } from "./session-cookie.ts";
export { resolveSessions, revokeSessions } from "./sessions.ts";
export {
  isActivated,
  mailPasswordReset,
  resendActivationMail,
  setMustChangePassword,
  startViewAs,
} from "./staff-member-service.ts";
export { issueToken } from "./tokens.ts";
