/**
 * Customer sessions: a random token in an HTTP-only cookie, its sha256 in the database.
 * A session belongs to one club: the same cookie sent to another club's domain is no session.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Executor } from "../../db/client.ts";
import type { CustomerRow } from "./customer-repository.ts";
import { newToken, tokenHash } from "./secrets.ts";
import {
  deleteCustomerSessions,
  deleteExpiredSessions,
  deleteSession,
  findLiveSession,
  insertSession,
  touchSession,
} from "./session-repository.ts";

export const SESSION_COOKIE = "crest_session";
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

function isSecure(request: FastifyRequest): boolean {
  return request.protocol === "https" || Boolean(request.server.appConfig.publicUrl?.startsWith("https:"));
}

function cookieOptions(request: FastifyRequest, maxAgeSeconds: number) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: isSecure(request),
    maxAge: maxAgeSeconds,
  };
}

/** Signs the customer in on this club: a new session row and its cookie. */
export async function startSession(
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
  customer: CustomerRow,
): Promise<string> {
  const days = request.server.appConfig.sessionDays;
  const now = new Date();
  const token = newToken();
  const id = tokenHash(token);
  await deleteExpiredSessions(db, customer.companyId, customer.id, now);
  await insertSession(db, customer.companyId, {
    id,
    customerId: customer.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + days * DAY_MS),
    lastSeenAt: now,
    userAgent: request.headers["user-agent"]?.slice(0, 300) ?? null,
    ip: request.ip,
  });
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, days * 24 * 60 * 60));
  return id;
}

/** The session id the request's cookie names, if any. */
export function sessionIdOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token ? tokenHash(token) : undefined;
}

/** The live session (and its customer) the request carries at the request's club. */
export async function resolveSession(db: Executor, request: FastifyRequest, companyId: string) {
  const sessionId = sessionIdOf(request);
  if (!sessionId) return undefined;
  const now = new Date();
  const found = await findLiveSession(db, companyId, sessionId, now);
  if (!found) return undefined;
  if (now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await touchSession(db, companyId, sessionId, now);
  }
  return found;
}

/** Signs out: the session row goes, and the cookie with it. */
export async function endSession(
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
  companyId: string,
) {
  const sessionId = sessionIdOf(request);
  if (sessionId) await deleteSession(db, companyId, sessionId);
  const { maxAge: _unused, ...attributes } = cookieOptions(request, 0);
  reply.clearCookie(SESSION_COOKIE, attributes);
}

/** After a password change or reset: every other device must sign in again. */
export const revokeSessions = (db: Executor, companyId: string, customerId: string, keepSessionId?: string) =>
  deleteCustomerSessions(db, companyId, customerId, keepSessionId);
