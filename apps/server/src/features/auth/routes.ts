/**
 * Customer sign-in and the public account lifecycle: POST /login, POST /signout, and under
 * /api/public/account: registered check, register, activate, forgot/reset password, verify e-mail.
 */
import {
  accountSchema,
  actionResultSchema,
  activateRequestSchema,
  apiErrorSchema,
  emailSchema,
  forgotPasswordRequestSchema,
  globalSwitchRedeemSchema,
  globalSwitchStartQuerySchema,
  loginRequestSchema,
  registeredAnswerSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  undoEmailChangeRequestSchema,
  verifyEmailRequestSchema,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../platform/contexts.ts";
import { inTransaction } from "../../platform/service-context.ts";
import { loadAccount } from "../customers/index.ts";
import { undoEmailChange, verifyEmail } from "./email-change-service.ts";
import { authenticate } from "./login-service.ts";
import { beginNetworkSwitch, finishNetworkSwitch } from "./network-switch.ts";
import { requestPasswordReset } from "./password-reset-request.ts";
import { resetPassword } from "./password-service.ts";
import { activate, register, registrationStatus } from "./registration-service.ts";
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from "./session-cookie.ts";
import { createSession, endSession, signedInCustomer } from "./sessions.ts";
import { clearSwitchCookie, setSwitchCookie, switchNonceOf } from "./switch-cookie.ts";

/** Per client address, counted in the shared counters (the per-account limit is the sign-in guard's). */
const PUBLIC_FORM_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };
const done = { success: true };

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // SIGN_IN_RATE_LIMIT a minute per client address.
  const loginRateLimit = { max: fastify.appConfig.signInRateLimit, timeWindow: 60_000 };

  app.post(
    "/login",
    {
      config: { access: "public", rateLimit: loginRateLimit },
      schema: {
        tags: ["auth"],
        summary: "Sign in with e-mail and password; sets the HTTP-only session cookie",
        body: loginRequestSchema,
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request, reply) => {
      const context = contextOf(request);
      const customer = await authenticate(context, request.body);
      setSessionCookie(request, reply, await createSession(context, customer, request.headers["user-agent"]));
      return loadAccount(context, customer);
    },
  );

  app.post(
    "/signout",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        summary: "Sign out: ends this session and clears the cookie (harmless without one)",
        response: { 200: actionResultSchema },
      },
    },
    async (request, reply) => {
      const token = sessionTokenOf(request);
      if (token) await endSession(contextOf(request), token);
      clearSessionCookie(request, reply);
      return done;
    },
  );

  app.get(
    "/api/public/account/registered/:email",
    {
      config: { access: "public", rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: {
        tags: ["auth"],
        summary: "Whether an e-mail (URL-encoded) is registered and activated at this club",
        params: z.object({ email: emailSchema }),
        response: { 200: registeredAnswerSchema, ...errors },
      },
    },
    async (request) => registrationStatus(contextOf(request), request.params.email),
  );

  app.post(
    "/api/public/account/register",
    {
      config: { access: "public", rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: {
        tags: ["auth"],
        summary: "Register: creates an unactivated account and mails the activation link (409 if taken)",
        body: registerRequestSchema,
        response: { 201: actionResultSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await inTransaction(contextOf(request), (context) => register(context, request.body));
      return reply.code(201).send({ success: true, message: "Check your e-mail to activate your account" });
    },
  );

  app.post(
    "/api/public/account/activate",
    {
      config: { access: "public", rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: {
        tags: ["auth"],
        summary: "Activate with the mailed code: verifies the e-mail, signs in, answers the account",
        body: activateRequestSchema,
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request, reply) => {
      const context = contextOf(request);
      const { customer, session } = await inTransaction(context, async (tx) => {
        const activated = await activate(tx, request.body.code);
        return {
          customer: activated,
          session: await createSession(tx, activated, request.headers["user-agent"]),
        };
      });
      setSessionCookie(request, reply, session);
      return loadAccount(context, customer);
    },
  );

  app.post(
    "/api/public/account/forgot-password",
    {
      config: { access: "public", rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: {
        tags: ["auth"],
        summary:
          "Mail a password reset link (valid 1 hour); answers success whether or not the e-mail exists",
        body: forgotPasswordRequestSchema,
        response: { 200: actionResultSchema, ...errors },
      },
    },
    async (request) => {
      await requestPasswordReset(contextOf(request), request.body.email);
      return done;
    },
  );

  app.post(
    "/api/public/account/reset-password",
    {
      config: { access: "public", rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: {
        tags: ["auth"],
        summary: "Set a new password with a reset token; clears createpw/changepw and signs out everywhere",
        body: resetPasswordRequestSchema,
        response: { 200: actionResultSchema, ...errors },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      await resetPassword(contextOf(request), token, password);
      return { success: true, message: "Password Updated" };
    },
  );

  app.post(
    "/api/public/account/verify-email",
    {
      config: { access: "public", rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: {
        tags: ["auth"],
        summary: "Confirm an e-mail address with the mailed token",
        body: verifyEmailRequestSchema,
        response: { 200: actionResultSchema, ...errors },
      },
    },
    async (request) => {
      await inTransaction(contextOf(request), (context) => verifyEmail(context, request.body.token));
      return done;
    },
  );

  app.post(
    "/api/public/account/email-change/undo",
    {
      config: { access: "public", rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: {
        tags: ["auth"],
        summary:
          "From the link mailed to the old address: keep (or get back) that e-mail, sign out everywhere, require a new password",
        body: undoEmailChangeRequestSchema,
        response: { 200: actionResultSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      await inTransaction(contextOf(request), (context) => undoEmailChange(context, request.body.token));
      return done;
    },
  );

  // Moving here from another club of the member's network (features/auth/network-switch.ts).
  // The browser comes here first: a nonce cookie, then back to that club for a pass bound to it.
  app.get(
    "/global-switch/start",
    {
      config: { access: "public", rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: {
        tags: ["auth"],
        summary:
          "Start arriving from another club of the global network: sets the switch's nonce cookie and redirects (303) to that club's /global-switch/pass, which asks for a pass bound to it (to /login when `from` is no club of this network)",
        querystring: globalSwitchStartQuerySchema,
        // Answers only redirects (303), which carry no body to describe.
      },
    },
    async (request, reply) => {
      const begun = beginNetworkSwitch(contextOf(request), request.query.from);
      if (!begun) return reply.redirect("/login", 303);
      setSwitchCookie(request, reply, begun.nonce);
      return reply.redirect(begun.url, 303);
    },
  );

  app.post(
    "/api/public/global-switch",
    {
      config: { access: "public", rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: {
        tags: ["auth"],
        summary:
          "Arrive from another club of the global network: spends the one-use pass with this browser's switch nonce and signs its person in here (409 signed_in_as_other when someone else is signed in in this browser; the pass then stays unspent)",
        body: globalSwitchRedeemSchema,
        response: { 200: accountSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const context = contextOf(request);
      const signedIn = await signedInCustomer(context, sessionTokenOf(request));
      const { customer, session } = await inTransaction(context, (tx) =>
        finishNetworkSwitch(
          tx,
          { pass: request.body.pass, nonce: switchNonceOf(request), signedIn },
          request.headers["user-agent"],
        ),
      );
      if (session) setSessionCookie(request, reply, session);
      clearSwitchCookie(request, reply);
      return loadAccount(context, customer);
    },
  );
}
