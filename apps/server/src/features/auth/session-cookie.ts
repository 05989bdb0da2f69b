/** The customer's session cookie: the HTTP side of sessions.ts, for routes and the access check. */
import type { FastifyReply, FastifyRequest } from "fastify";
import { sessionCookieAttributes } from "../../lib/cookies.ts";
import type { NewSession } from "./sessions.ts";

export const SESSION_COOKIE = "crest_session";

const attributes = sessionCookieAttributes;

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: NewSession): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    ...attributes(request),
    maxAge: Math.round((session.expiresAt.getTime() - Date.now()) / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, attributes(request));
}

export const sessionTokenOf = (request: FastifyRequest): string | undefined =>
  request.cookies[SESSION_COOKIE];
