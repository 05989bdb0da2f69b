/**
 * Staff sign-in and the session's selection (spec-2 §7 Staff and session). These routes take
 * the company from the staff session, not from the Host: `tenant: false`.
 */
import {
  actionResultSchema,
  apiErrorSchema,
  companySelectParamsSchema,
  domainSelectParamsSchema,
  staffLoginRequestSchema,
  staffUserSchema,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { LoginContext } from "./staff-service.ts";
import { clearStaffCookie, requireStaff, STAFF_COOKIE, setStaffCookie } from "./staff-session.ts";

const tags = ["admin"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Sign-in attempts allowed per client address; argon2 makes each one cost the server too. */
const LOGIN_RATE_LIMIT = { max: 10, timeWindow: 5 * 60_000 };

export async function staffSessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/admin/login",
    {
      config: { access: "public", tenant: false, rateLimit: LOGIN_RATE_LIMIT },
      schema: {
        tags,
        summary: "Staff sign-in: sets the crest_staff session cookie",
        body: staffLoginRequestSchema,
        response: { 200: staffUserSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.resolve(request.host);
      const context: LoginContext = {
        hostTenant: tenant
          ? { companyId: tenant.companyId, domainId: tenant.domainId, domainName: tenant.domainName }
          : null,
        userAgent: request.headers["user-agent"],
        ipAddress: request.ip,
      };
      const { token, expiresAt, staff } = await app.staffAccounts.logIn(request.body, context);
      setStaffCookie(request, reply, token, expiresAt);
      return staff;
    },
  );

  app.post(
    "/admin/logout",
    {
      // Public so that signing out always clears the cookie, even of a session already expired.
      config: { access: "public", tenant: false },
      schema: {
        tags,
        summary: "Staff sign-out: ends the session and clears its cookie",
        response: { 200: actionResultSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const token = request.cookies[STAFF_COOKIE];
      if (token) await app.staffAccounts.logOut(token);
      clearStaffCookie(request, reply);
      return { success: true };
    },
  );

  app.get(
    "/admin/api/me",
    {
      config: { access: "staff", tenant: false },
      schema: {
        tags,
        summary: "The signed-in staff user, their companies and the current selection",
        response: { 200: staffUserSchema, 401: apiErrorSchema },
      },
    },
    async (request) => app.staffAccounts.current(requireStaff(request)),
  );

  app.post(
    "/admin/company/select/:companyId",
    {
      config: { access: "staff", tenant: false },
      schema: {
        tags,
        summary: "Switch the staff session to one of the staff user's companies",
        params: companySelectParamsSchema,
        response: { 200: staffUserSchema, ...errors },
      },
    },
    async (request) => app.staffAccounts.selectCompany(requireStaff(request), request.params.companyId),
  );

  app.post(
    "/admin/domain/select/:domainName",
    {
      config: { access: "staff", tenant: false },
      schema: {
        tags,
        summary: "Switch the staff session to a domain by name (and to its company)",
        params: domainSelectParamsSchema,
        response: { 200: staffUserSchema, ...errors },
      },
    },
    async (request) => app.staffAccounts.selectDomain(requireStaff(request), request.params.domainName),
  );
}
