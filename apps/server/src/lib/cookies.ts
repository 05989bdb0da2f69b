/**
 * The attributes every session cookie of ours carries. HTTP-only and SameSite=Lax always;
 * Secure over HTTPS, when PUBLIC_URL is https, and always in production, unless
 * ALLOW_INSECURE_COOKIES says the deployment is plain HTTP on purpose (a local trial).
 */
import type { FastifyRequest } from "fastify";

export function sessionCookieAttributes(request: FastifyRequest) {
  const config = request.server.platformServices.config;
  const secure =
    request.protocol === "https" ||
    Boolean(config.publicUrl?.startsWith("https:")) ||
    (config.isProduction && !config.allowInsecureCookies);
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure };
}
