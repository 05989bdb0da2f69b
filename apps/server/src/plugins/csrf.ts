/**
 * CSRF protection for every state-changing request, customer and staff alike. Browsers send
 * Origin (and Sec-Fetch-Site) on cross-site POSTs and the page cannot forge them, so a request
 * whose origin is not this very host is refused. Together with SameSite=Lax session cookies
 * this follows OWASP's "verify origin with standard headers" defence; see docs/decisions/platform.md,
 * "CSRF by origin checks".
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

export function isCrossSite(request: FastifyRequest): boolean {
  const ownHost = request.host.toLowerCase();
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === "null" || hostOf(origin) !== ownHost;
  if (request.headers["sec-fetch-site"] === "cross-site") return true;
  const referer = request.headers.referer;
  if (referer !== undefined) return hostOf(referer) !== ownHost;
  // No browser context at all (curl, server-to-server): nothing a victim's browser could send.
  return false;
}

export const csrfPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", (request, _reply, done) => {
    if (!SAFE_METHODS.has(request.method) && isCrossSite(request)) return done(new AppError("csrf_rejected"));
    done();
  });
});
