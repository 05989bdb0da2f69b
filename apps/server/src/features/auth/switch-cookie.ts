/**
 * The nonce cookie of a network switch (network-switch.ts): set by the club moved to when the
 * browser starts the switch, read back when its page spends the pass. Short-lived, HTTP-only,
 * and only ever sent to this club.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { sessionCookieAttributes } from "../../lib/cookies.ts";

const SWITCH_COOKIE = "crest_switch";
/** Long enough for the trip to the other club and back; the pass itself lives a minute. */
const SWITCH_COOKIE_SECONDS = 5 * 60;

export function setSwitchCookie(request: FastifyRequest, reply: FastifyReply, nonce: string): void {
  reply.setCookie(SWITCH_COOKIE, nonce, {
    ...sessionCookieAttributes(request),
    maxAge: SWITCH_COOKIE_SECONDS,
  });
}

export function clearSwitchCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SWITCH_COOKIE, sessionCookieAttributes(request));
}

export const switchNonceOf = (request: FastifyRequest): string | undefined => request.cookies[SWITCH_COOKIE];
