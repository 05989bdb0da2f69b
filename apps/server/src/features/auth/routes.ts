/**
 * Customer sign-in and the public account lifecycle, from `authEndpoints`: POST /login, POST
 * /signout, and under /api/public/account: registered check, register, activate, forgot/reset
 * password, verify e-mail; arriving from another club of the global network.
 */
import { authEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { route } from "../../platform/endpoint-route.ts";
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
const limited = { config: { rateLimit: PUBLIC_FORM_RATE_LIMIT } };
const done = { success: true };

export async function authRoutes(app: FastifyInstance) {
  // SIGN_IN_RATE_LIMIT a minute per client address.
  const loginRateLimit = { max: app.appConfig.signInRateLimit, timeWindow: 60_000 };

  route(
    app,
    endpoints.login,
    async ({ context, body, request, reply }) => {
      const customer = await authenticate(context, body);
      setSessionCookie(request, reply, await createSession(context, customer, request.headers["user-agent"]));
      return loadAccount(context, customer);
    },
    { config: { rateLimit: loginRateLimit } },
  );

  route(app, endpoints.signOut, async ({ context, request, reply }) => {
    const token = sessionTokenOf(request);
    if (token) await endSession(context, token);
    clearSessionCookie(request, reply);
    return done;
  });

  route(
    app,
    endpoints.registered,
    async ({ context, params }) => registrationStatus(context, params.email),
    limited,
  );

  route(
    app,
    endpoints.register,
    async ({ context, body }) => {
      await inTransaction(context, (tx) => register(tx, body));
      return { success: true, message: "Check your e-mail to activate your account" };
    },
    limited,
  );

  route(
    app,
    endpoints.activate,
    async ({ context, body, request, reply }) => {
      const { customer, session } = await inTransaction(context, async (tx) => {
        const activated = await activate(tx, body.code);
        return {
          customer: activated,
          session: await createSession(tx, activated, request.headers["user-agent"]),
        };
      });
      setSessionCookie(request, reply, session);
      return loadAccount(context, customer);
    },
    limited,
  );

  route(
    app,
    endpoints.forgotPassword,
    async ({ context, body }) => {
      await requestPasswordReset(context, body.email);
      return done;
    },
    limited,
  );

  route(
    app,
    endpoints.resetPassword,
    async ({ context, body }) => {
      await resetPassword(context, body.token, body.password);
      return { success: true, message: "Password Updated" };
    },
    limited,
  );

  route(
    app,
    endpoints.verifyEmail,
    async ({ context, body }) => {
      await inTransaction(context, (tx) => verifyEmail(tx, body.token));
      return done;
    },
    limited,
  );

  route(
    app,
    endpoints.undoEmailChange,
    async ({ context, body }) => {
      await inTransaction(context, (tx) => undoEmailChange(tx, body.token));
      return done;
    },
    limited,
  );

  // Moving here from another club of the member's network (features/auth/network-switch.ts).
  // The browser comes here first: a nonce cookie, then back to that club for a pass bound to it.
  route(
    app,
    endpoints.switchStart,
    async ({ context, query, request, reply }) => {
      const begun = beginNetworkSwitch(context, query.from);
      if (!begun) return reply.redirect("/login", 303);
      setSwitchCookie(request, reply, begun.nonce);
      return reply.redirect(begun.url, 303);
    },
    limited,
  );

  route(
    app,
    endpoints.arriveFromNetwork,
    async ({ context, body, request, reply }) => {
      const signedIn = await signedInCustomer(context, sessionTokenOf(request));
      const { customer, session } = await inTransaction(context, (tx) =>
        finishNetworkSwitch(
          tx,
          { pass: body.pass, nonce: switchNonceOf(request), signedIn },
          request.headers["user-agent"],
        ),
      );
      if (session) setSessionCookie(request, reply, session);
      clearSwitchCookie(request, reply);
      return loadAccount(context, customer);
    },
    limited,
  );
}
