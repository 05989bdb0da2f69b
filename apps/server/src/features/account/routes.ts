/**
 * The signed-in customer's account: GET and PATCH /api/account, the profile photo upload, and
 * a fresh e-mail verification link.
 */
import {
  accountSchema,
  accountUpdateSchema,
  actionResultSchema,
  apiErrorSchema,
  globalNetworksAnswerSchema,
  globalSwitchAnswerSchema,
  globalSwitchRequestSchema,
  PROFILE_PHOTO_MAX_BYTES,
  resendVerificationRequestSchema,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { changeProfilePhoto } from "../../flows/change-profile-photo.ts";
import { precompress, sendPrecompressed } from "../../lib/precompressed.ts";
import { readSingleUpload } from "../../lib/uploads.ts";
import { contextOf } from "../../platform/contexts.ts";
import { inTransaction } from "../../platform/service-context.ts";
import { wireJson } from "../../plugins/wire.ts";
import {
  checkCurrentPassword,
  requireCustomer,
  sendVerification,
  startNetworkSwitch,
  unauthorized,
} from "../auth/index.ts";
import { loadAccount, networkLocationsOf } from "../customers/index.ts";
import { updateAccount } from "./service.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const PHOTO_FIELD = "File";

export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Declared on the plain instance: the answer is sent pre-encoded (a string), which the
  // schema documents but the type provider would not let through.
  fastify.get(
    "/api/account",
    {
      config: { access: "customer" },
      schema: {
        tags: ["account"],
        summary: "The signed-in customer's account, flags and global network locations",
        response: { 200: accountSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const signedIn = request.signedIn;
      if (!signedIn) throw unauthorized();
      // Kept, encoded, with the session's cache entry: dropped on every instance when the
      // account changes, so most reads cost neither a query nor an encoding.
      signedIn.account ??= precompress(
        wireJson(request, accountSchema, await loadAccount(contextOf(request), signedIn.customer)),
      );
      return sendPrecompressed(request, reply, signedIn.account);
    },
  );

  app.get(
    "/api/account/global-networks",
    {
      config: { access: "customer" },
      schema: {
        tags: ["account"],
        summary:
          "The clubs of this club's global network the customer belongs to (this one first; Version4 portals only; empty without a network)",
        response: { 200: globalNetworksAnswerSchema, 401: apiErrorSchema },
      },
    },
    async (request) => networkLocationsOf(contextOf(request), requireCustomer(request)),
  );

  app.post(
    "/api/account/global-switch",
    {
      config: { access: "customer" },
      schema: {
        tags: ["account"],
        summary:
          "Move to another club of the network without a second password: a one-use pass (1 minute) bound to the nonce that club gave this browser (`binding`, from its /global-switch/start), and the address of that club's page that spends it",
        body: globalSwitchRequestSchema,
        response: { 200: globalSwitchAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      url: await startNetworkSwitch(contextOf(request), requireCustomer(request), request.body),
    }),
  );

  app.patch(
    "/api/account",
    {
      config: { access: "customer" },
      schema: {
        tags: ["account"],
        summary:
          "Update profile fields, home house, e-mail (re-verified) or password (current password needed unless flagged createpw)",
        body: accountUpdateSchema,
        response: { 200: accountSchema, ...errors, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const context = contextOf(request);
      const customer = requireCustomer(request);
      const { password, email, currentPassword } = request.body;
      if (password) await checkCurrentPassword(context, customer, password.currentPassword);
      // Changing the sign-in e-mail is how accounts are taken over: it needs the password too.
      if (email !== undefined && email.trim().toLowerCase() !== customer.email) {
        await checkCurrentPassword(
          context,
          customer,
          currentPassword ?? password?.currentPassword,
          "current_password",
        );
      }
      const updated = await inTransaction(context, (tx) =>
        updateAccount(tx, request.body, request.customerSessionId ?? undefined),
      );
      return loadAccount(context, updated);
    },
  );

  app.post(
    "/api/file/account/profile-photo",
    {
      config: { access: "customer" },
      schema: {
        tags: ["account"],
        summary: `Upload a profile photo: multipart, one file in the field "${PHOTO_FIELD}" (JPEG, PNG, WebP or GIF)`,
        consumes: ["multipart/form-data"],
        response: { 200: accountSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request) => {
      const { uploadLimitBytes } = app.platformServices.config;
      const upload = await readSingleUpload(
        request,
        PHOTO_FIELD,
        Math.min(uploadLimitBytes, PROFILE_PHOTO_MAX_BYTES),
      );
      const context = contextOf(request);
      const updated = await changeProfilePhoto(context, upload);
      return loadAccount(context, updated);
    },
  );

  app.post(
    "/api/account/verify-email/resend",
    {
      config: { access: "customer", rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        tags: ["account"],
        summary: "Mail a fresh verification link to the account's e-mail (no-op when already verified)",
        body: resendVerificationRequestSchema.optional(),
        response: { 200: actionResultSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      const sent = await inTransaction(contextOf(request), (context) => sendVerification(context, customer));
      return sent ? { success: true, message: "Email sent" } : { success: true, message: "Already verified" };
    },
  );
}
