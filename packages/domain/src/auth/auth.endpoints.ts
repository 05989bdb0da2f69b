/**
 * Customer sign-in and the public account lifecycle: POST /login, POST /signout, and under
 * /api/public/account: registered check, register, activate, forgot/reset password, verify
 * e-mail; arriving from another club of the global network. The web's start-up path loads
 * this file late (a deep dynamic import): its schemas bring zod.
 */
import { z } from "zod";
import {
  accountSchema,
  globalSwitchRedeemSchema,
  globalSwitchStartQuerySchema,
} from "../account/account.schemas.ts";
import { defineEndpoint } from "../common/endpoint.ts";
import {
  actionResultSchema,
  activateRequestSchema,
  emailSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registeredAnswerSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  undoEmailChangeRequestSchema,
  verifyEmailRequestSchema,
} from "./auth.schemas.ts";

const common = { access: "public", tags: ["auth"], errors: [400, 401, 403, 429] } as const;

export const authEndpoints = {
  login: defineEndpoint({
    ...common,
    method: "POST",
    path: "/login",
    summary: "Sign in with e-mail and password; sets the HTTP-only session cookie",
    body: loginRequestSchema,
    answer: accountSchema,
  }),
  signOut: defineEndpoint({
    ...common,
    method: "POST",
    path: "/signout",
    summary: "Sign out: ends this session and clears the cookie (harmless without one)",
    answer: actionResultSchema,
    errors: [],
  }),
  registered: defineEndpoint({
    ...common,
    method: "GET",
    path: "/api/public/account/registered/:email",
    summary: "Whether an e-mail (URL-encoded) is registered and activated at this club",
    params: z.object({ email: emailSchema }),
    answer: registeredAnswerSchema,
  }),
  register: defineEndpoint({
    ...common,
    method: "POST",
    path: "/api/public/account/register",
    summary: "Register: creates an unactivated account and mails the activation link (409 if taken)",
    body: registerRequestSchema,
    answer: actionResultSchema,
    status: 201,
    errors: [...common.errors, 409],
  }),
  activate: defineEndpoint({
    ...common,
    method: "POST",
    path: "/api/public/account/activate",
    summary: "Activate with the mailed code: verifies the e-mail, signs in, answers the account",
    body: activateRequestSchema,
    answer: accountSchema,
  }),
  forgotPassword: defineEndpoint({
    ...common,
    method: "POST",
    path: "/api/public/account/forgot-password",
    summary: "Mail a password reset link (valid 1 hour); answers success whether or not the e-mail exists",
    body: forgotPasswordRequestSchema,
    answer: actionResultSchema,
  }),
  resetPassword: defineEndpoint({
    ...common,
    method: "POST",
    path: "/api/public/account/reset-password",
    summary: "Set a new password with a reset token; clears createpw/changepw and signs out everywhere",
    body: resetPasswordRequestSchema,
    answer: actionResultSchema,
  }),
  verifyEmail: defineEndpoint({
    ...common,
    method: "POST",
    path: "/api/public/account/verify-email",
    summary: "Confirm an e-mail address with the mailed token",
    body: verifyEmailRequestSchema,
    answer: actionResultSchema,
  }),
  undoEmailChange: defineEndpoint({
    ...common,
    method: "POST",
    path: "/api/public/account/email-change/undo",
    summary:
      "From the link mailed to the old address: keep (or get back) that e-mail, sign out everywhere, require a new password",
    body: undoEmailChangeRequestSchema,
    answer: actionResultSchema,
    errors: [...common.errors, 409],
  }),
  /** Answers only redirects (303), which carry no body to describe. */
  switchStart: defineEndpoint({
    ...common,
    method: "GET",
    path: "/global-switch/start",
    summary:
      "Start arriving from another club of the global network: sets the switch's nonce cookie and redirects (303) to that club's /global-switch/pass, which asks for a pass bound to it (to /login when `from` is no club of this network)",
    query: globalSwitchStartQuerySchema,
    errors: [],
  }),
  arriveFromNetwork: defineEndpoint({
    ...common,
    method: "POST",
    path: "/api/public/global-switch",
    summary:
      "Arrive from another club of the global network: spends the one-use pass with this browser's switch nonce and signs its person in here (409 signed_in_as_other when someone else is signed in in this browser; the pass then stays unspent)",
    body: globalSwitchRedeemSchema,
    answer: accountSchema,
    errors: [...common.errors, 409],
  }),
};
