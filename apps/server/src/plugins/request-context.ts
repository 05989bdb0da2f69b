/**
 * Per-request plumbing: the x-request-id header on every response, camelCase bodies and
 * queries inside (snake_case on the wire), and the access and tenant declarations every API
 * route must carry.
 */
import { camelKeys, type Language, snakeKeys } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export type Access = "public" | "customer" | "member" | "staff";

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

  app.addHook("preValidation", (request, _reply, done) => {
    if (request.body && typeof request.body === "object" && !isMultipart(request.headers["content-type"])) {
      request.body = camelKeys(request.body);
    }
    // Fastify's query object has a bare prototype that camelKeys would not treat as plain: copy it.
    const query = request.query as Record<string, unknown> | undefined;
    if (query && typeof query === "object" && Object.keys(query).length > 0) {
      request.query = camelKeys({ ...query });
    }
    done();
  });

  // Routes with a response schema are converted by the serializer; the rest here.
  app.addHook("preSerialization", async (request, _reply, payload) => {
    const hasResponseSchema = Boolean(request.routeOptions.schema?.response);
    return hasResponseSchema ? payload : snakeKeys(payload);
  });
});

const isMultipart = (contentType: string | undefined): boolean =>
  Boolean(contentType?.startsWith("multipart/"));
