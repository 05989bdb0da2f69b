/**
 * The signed-in customer's account, from `accountEndpoints`: GET and PATCH /api/account, the
 * profile photo upload, a fresh e-mail verification link and the network switch's pass.
 */
import { accountEndpoints as endpoints, PROFILE_PHOTO_FIELD, PROFILE_PHOTO_MAX_BYTES } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { changeProfilePhoto } from "../../flows/change-profile-photo.ts";
import { precompress, sendPrecompressed } from "../../lib/precompressed.ts";
import { readSingleUpload } from "../../lib/uploads.ts";
import { route } from "../../platform/endpoint-route.ts";
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

export async function accountRoutes(app: FastifyInstance) {
  route(app, endpoints.get, async (call) => {
    const { request, reply } = call;
    const signedIn = request.signedIn;
    if (!signedIn) throw unauthorized();
    // Kept, encoded, with the session's cache entry: dropped on every instance when the
    // account changes, so most reads cost neither a query nor an encoding (nor a context:
    // `call.context` is made only when read).
    signedIn.account ??= precompress(
      wireJson(request, endpoints.get.answer, await loadAccount(call.context, signedIn.customer)),
    );
    return sendPrecompressed(request, reply, signedIn.account);
  });

  route(app, endpoints.globalNetworks, async ({ context, request }) =>
    networkLocationsOf(context, requireCustomer(request)),
  );

  route(app, endpoints.startNetworkSwitch, async ({ context, body, request }) => ({
    url: await startNetworkSwitch(context, requireCustomer(request), body),
  }));

  route(app, endpoints.update, async ({ context, body, request }) => {
    const customer = requireCustomer(request);
    const { password, email, currentPassword } = body;
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
      updateAccount(tx, body, request.customerSessionId ?? undefined),
    );
    return loadAccount(context, updated);
  });

  route(
    app,
    endpoints.uploadProfilePhoto,
    async ({ context, request }) => {
      const { uploadLimitBytes } = app.platformServices.config;
      const limit = Math.min(uploadLimitBytes, PROFILE_PHOTO_MAX_BYTES);
      const upload = await readSingleUpload(request, PROFILE_PHOTO_FIELD, limit);
      return loadAccount(context, await changeProfilePhoto(context, upload));
    },
    { schema: { consumes: ["multipart/form-data"] } },
  );

  route(
    app,
    endpoints.resendVerification,
    async ({ context, request }) => {
      const customer = requireCustomer(request);
      const sent = await inTransaction(context, (tx) => sendVerification(tx, customer));
      return sent
        ? { success: true, message: "E-mail sent" }
        : { success: true, message: "Already verified" };
    },
    { config: { rateLimit: { max: 5, timeWindow: 60_000 } } },
  );
}
