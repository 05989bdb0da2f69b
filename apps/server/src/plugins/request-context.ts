/**
 * Per-request plumbing: the x-request-id header on every response, and the access and tenant
 * declarations every API route must carry. (Case conversion is the wire plugin's.)
 */
import type { Access, Language } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export type { Access };

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route (STYLE §4). Required on every /api, /admin and /config route. */
    access?: Access;
    /** Whether the route needs the club from the Host header. Defaults to true for API routes. */
    tenant?: boolean;
  }
  interface FastifyRequest {
    /** The language errors are worded in: the club's, once the tenant is known. */
    language: Language;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdFrom(header: string | string[] | undefined, fallback: () => string): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : fallback();
}

const isApiPath = (url: string): boolean =>
  url.startsWith("/api/") ||
  url.startsWith("/admin/") ||
  url === "/config" ||
  url === "/login" ||
  url === "/signout";

export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("language", "en");

  app.addHook("onRoute", (route) => {
    if (isApiPath(route.url) && !route.config?.access && !route.url.startsWith("/api/docs")) {
      throw new Error(`Route ${route.method} ${route.url} must declare config.access`);
    }
  });

  // Hooks with nothing to await are callback-style: cheaper on every request.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
});
