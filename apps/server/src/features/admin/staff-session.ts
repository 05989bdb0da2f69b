/**
 * The staff session: its own cookie (`crest_staff`), separate from the customer's, so a
 * customer session never opens the admin API and a staff session never acts as a customer.
 * The cookie holds a random token; the database keeps only its sha256.
 */
import type { StaffLevel } from "@crest/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { sessionCookieAttributes } from "../../lib/cookies.ts";
import { AppError } from "../../lib/errors.ts";
import type { StaffCompany, StaffUserRow } from "./staff-repository.ts";

export const STAFF_COOKIE = "crest_staff";
/** A working day: staff sign in again each morning. */
export const STAFF_SESSION_HOURS = 12;
/** Where the web app's admin sign-in lives; sent with every staff 401. */
export const STAFF_LOGIN_PAGE = "/admin/login";

export interface StaffContext {
  sessionId: string;
  user: StaffUserRow;
  /** The selected company: every admin query is scoped by it. */
  companyId: string;
  /** The staff user's level at the selected company (levels are per club). */
  level: StaffLevel;
  domainId: string | null;
  companies: StaffCompany[];
}

declare module "fastify" {
  interface FastifyRequest {
    staff: StaffContext | null;
  }
}

export { newToken as newSessionToken, tokenHash as sessionIdOf } from "../../lib/secret-tokens.ts";

export const signInAgain = () => new AppError("unauthorized", { location: STAFF_LOGIN_PAGE });

/** The staff context of a route declared `access: "staff"`. */
export function requireStaff(request: FastifyRequest): StaffContext {
  if (!request.staff) throw signInAgain();
  return request.staff;
}

export function setStaffCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expires: Date,
): void {
  reply.setCookie(STAFF_COOKIE, token, { ...sessionCookieAttributes(request), expires });
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(STAFF_COOKIE, sessionCookieAttributes(request));
}
