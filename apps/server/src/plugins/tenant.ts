/**
 * Resolves the club from the Host header for every route that needs one (all API routes
 * unless they declare `tenant: false`). An unknown host is a 404 error object.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Tenant, TenantResolver } from "../features/config/index.ts";
import { AppError } from "../lib/errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    tenant: Tenant | null;
  }
  interface FastifyInstance {
    tenants: TenantResolver;
  }
}

/** The request's club; only call on routes that resolve one (the default for API routes). */
export function requireTenant(request: FastifyRequest): Tenant {
  if (!request.tenant) throw new AppError("unknown_domain");
  return request.tenant;
}

export const tenantPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("tenant", null);
  const settle = (request: FastifyRequest, tenant: Tenant | null, done: (error?: Error) => void) => {
    if (!tenant) return done(new AppError("unknown_domain"));
    request.tenant = tenant;
    request.language = tenant.language;
    done();
  };
  app.addHook("onRequest", (request, _reply, done) => {
    const wanted = request.routeOptions.config?.tenant ?? Boolean(request.routeOptions.config?.access);
    if (!wanted) return done();
    // Almost every request hits the cache: answer those without a promise.
    const cached = app.tenants.cached(request.host);
    if (cached !== undefined) return settle(request, cached, done);
    app.tenants.resolve(request.host).then((tenant) => settle(request, tenant, done), done);
  });
});
