/**
 * The signed-in customer's account: GET and PATCH /api/account, the profile photo upload, a
 * fresh e-mail verification link, and moving to another club of the global network. The web's
 * start-up path loads this file late (a deep dynamic import): its schemas bring zod.
 */
import { actionResultSchema, resendVerificationRequestSchema } from "../auth/auth.schemas.ts";
import { defineEndpoint } from "../common/endpoint.ts";
import {
  accountSchema,
  globalNetworksAnswerSchema,
  globalSwitchAnswerSchema,
  globalSwitchRequestSchema,
} from "./account.schemas.ts";
import { accountUpdateSchema } from "./account-update.schemas.ts";

/** The multipart field the profile photo travels in. */
export const PROFILE_PHOTO_FIELD = "File";

const common = { access: "customer", tags: ["account"], errors: [400, 401, 404] } as const;

export const accountEndpoints = {
  get: defineEndpoint({
    ...common,
    method: "GET",
    path: "/api/account",
    summary: "The signed-in customer's account, flags and global network locations",
    answer: accountSchema,
    errors: [401],
  }),
  globalNetworks: defineEndpoint({
    ...common,
    method: "GET",
    path: "/api/account/global-networks",
    summary:
      "The clubs of this club's global network the customer belongs to (this one first; Version4 portals only; empty without a network)",
    answer: globalNetworksAnswerSchema,
    errors: [401],
  }),
  startNetworkSwitch: defineEndpoint({
    ...common,
    method: "POST",
    path: "/api/account/global-switch",
    summary:
      "Move to another club of the network without a second password: a one-use pass (1 minute) bound to the nonce that club gave this browser (`binding`, from its /global-switch/start), and the address of that club's page that spends it",
    body: globalSwitchRequestSchema,
    answer: globalSwitchAnswerSchema,
  }),
  update: defineEndpoint({
    ...common,
    method: "PATCH",
    path: "/api/account",
    summary:
      "Update profile fields, home house, e-mail (re-verified) or password (current password needed unless flagged createpw)",
    body: accountUpdateSchema,
    answer: accountSchema,
    errors: [...common.errors, 409, 429],
  }),
  /** Multipart: its body is no JSON, so it has no body schema (the server reads the upload). */
  uploadProfilePhoto: defineEndpoint({
    ...common,
    method: "POST",
    path: "/api/file/account/profile-photo",
    summary: `Upload a profile photo: multipart, one file in the field "${PROFILE_PHOTO_FIELD}" (JPEG, PNG, WebP or GIF)`,
    answer: accountSchema,
    errors: [...common.errors, 413, 415],
  }),
  resendVerification: defineEndpoint({
    ...common,
    method: "POST",
    path: "/api/account/verify-email/resend",
    summary: "Mail a fresh verification link to the account's e-mail (no-op when already verified)",
    body: resendVerificationRequestSchema.optional(),
    answer: actionResultSchema,
    errors: [401, 429],
  }),
};
