/**
 * Staff sign-in and the session's selection, from `staffSessionEndpoints` (spec-2 §7 Staff and
 * session). These routes take the company from the staff session, not from the Host: `tenant: false`.
 */
import { staffSessionEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { route, staffClub } from "../../platform/endpoint-route.ts";
import type { LoginContext } from "./staff-service.ts";
import { clearStaffCookie, requireStaff, STAFF_COOKIE, setStaffCookie } from "./staff-session.ts";

/**
 * Sign-in attempts allowed per client address in five minutes (SIGN_IN_RATE_LIMIT, 10 unless
 * set, as for members); argon2 makes each one cost the server too.
 */
const LOGIN_WINDOW_MS = 5 * 60_000;

export async function staffSessionRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.login,
    async ({ body, request, reply }) => {
      const tenant = await app.tenants.resolve(request.host);
      const context: LoginContext = {
        hostTenant: tenant
          ? { companyId: tenant.companyId, domainId: tenant.domainId, domainName: tenant.domainName }
          : null,
        userAgent: request.headers["user-agent"],
        ipAddress: request.ip,
      };
      const { token, expiresAt, staff } = await app.staffAccounts.logIn(body, context);
      setStaffCookie(request, reply, token, expiresAt);
      return staff;
    },
    {
      config: {
        tenant: false,
        rateLimit: { max: app.appConfig.signInRateLimit, timeWindow: LOGIN_WINDOW_MS },
      },
    },
  );

  route(
    app,
    endpoints.logout,
    async ({ request, reply }) => {
      const token = request.cookies[STAFF_COOKIE];
      if (token) await app.staffAccounts.logOut(token);
      clearStaffCookie(request, reply);
      return { success: true };
    },
    staffClub,
  );

  route(
    app,
    endpoints.me,
    async ({ request }) => app.staffAccounts.current(requireStaff(request)),
    staffClub,
  );
  route(
    app,
    endpoints.selectCompany,
    async ({ params, request }) => app.staffAccounts.selectCompany(requireStaff(request), params.companyId),
    staffClub,
  );
  route(
    app,
    endpoints.selectDomain,
    async ({ params, request }) => app.staffAccounts.selectDomain(requireStaff(request), params.domainName),
    staffClub,
  );
}
