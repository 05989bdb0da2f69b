/**
 * The signed-in customer's account: GET and PATCH /api/account, the profile photo upload, and
 * a fresh e-mail verification link.
 */
import {
  accountSchema,
  accountUpdateSchema,
  actionResultSchema,
  apiErrorSchema,
  PROFILE_PHOTO_MAX_BYTES,
  resendVerificationRequestSchema,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fieldError } from "../../lib/errors.ts";
import { requireTenant } from "../../plugins/tenant.ts";
import {
  checkCurrentPassword,
  loadAccount,
  requireCustomer,
  sendVerification,
  updateCustomer,
} from "../auth/index.ts";
import { removeProfilePhoto, storeProfilePhoto } from "./profile-photo.ts";
import { updateAccount } from "./service.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const PHOTO_FIELD = "File";

export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
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
      reply.header("cache-control", "no-store");
      return loadAccount(app.db, requireTenant(request), requireCustomer(request));
    },
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
      const tenant = requireTenant(request);
      const customer = requireCustomer(request);
      const { password } = request.body;
      if (password) await checkCurrentPassword(app.db, customer, password.currentPassword, request.ip);
      const updated = await app.db.transaction((tx) =>
        updateAccount(tx, request, tenant, customer, request.body),
      );
      return loadAccount(app.db, tenant, updated);
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
      const tenant = requireTenant(request);
      const customer = requireCustomer(request);
      const { mediaDir, uploadLimitBytes } = app.appConfig;
      const file = await request.file({
        limits: { fileSize: Math.min(uploadLimitBytes, PROFILE_PHOTO_MAX_BYTES), files: 1 },
      });
      if (!file) throw fieldError("file", "Please choose a photo");
      if (file.fieldname !== PHOTO_FIELD)
        throw fieldError("file", `Send the photo in the field "${PHOTO_FIELD}"`);
      const bytes = await file.toBuffer();
      const photo = await storeProfilePhoto(mediaDir, customer.companyId, file.mimetype, bytes);
      const updated = await updateCustomer(app.db, customer.companyId, customer.id, {
        profilePhoto: photo,
      }).catch(async (error: unknown) => {
        await removeProfilePhoto(mediaDir, photo);
        throw error;
      });
      await removeProfilePhoto(mediaDir, customer.profilePhoto);
      return loadAccount(app.db, tenant, updated);
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
      const sent = await app.db.transaction((tx) => sendVerification(tx, request, customer));
      return sent ? { success: true, message: "Email sent" } : { success: true, message: "Already verified" };
    },
  );
}
