/**
 * Where ServiceContexts are made: one for each request (`contextOf`) and one for each club job
 * (`jobContextFactory`). Both create the tenant scope from the raw handle, which is why this
 * file is on the architecture test's allowlist; nothing past here sees that handle.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Executor } from "../db/client.ts";
import { TenantScope } from "../db/tenant-scope.ts";
import { AppError } from "../lib/errors.ts";
import type { JobInfo } from "./jobs.ts";
import type { PlatformServices } from "./platform-services.ts";
import type { Actor, ServiceContext } from "./service-context.ts";
import type { Tenant } from "./tenant.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The raw database handle: platform files only (see the architecture test). */
    platformDb: Executor;
    platformServices: PlatformServices;
  }
  interface FastifyRequest {
    /** Who is calling: set by the access check of the route's declared access; null for visitors. */
    actor: Actor | null;
  }
}

const VISITOR: Actor = { kind: "visitor" };

/** Each app's scopes, by club. */
const scopes = new WeakMap<FastifyInstance, Map<string, TenantScope>>();

/**
 * The club's scope on the app's database, telling the platform's caches of its writes and keeping
 * their reads. One per app and club, made once: outside a transaction a scope holds nothing of a
 * request's. Made anew for every request (its query builders are closures made with it), and with
 * the club's origin parsed anew too (below), a month of slots cost 12-20 % more server CPU per
 * request: 115-143 µs against 98-115 (scripts/bench/api/side-by-side.ts, four runs).
 */
function scopeOf(app: FastifyInstance, companyId: string): TenantScope {
  let clubs = scopes.get(app);
  if (!clubs) {
    clubs = new Map();
    scopes.set(app, clubs);
  }
  let scope = clubs.get(companyId);
  if (!scope) {
    scope = new TenantScope(app.platformDb, companyId, {
      onWrite: app.platformServices.onWrite,
      keptReads: app.platformServices.clubReads,
    });
    clubs.set(companyId, scope);
  }
  return scope;
}

/**
 * Where links in mail point: PUBLIC_URL when set, else the club's own configured address; never
 * the Host a request came with (anyone can send any Host). A `.localhost` club (the demo, a
 * developer's machine) is reached on this server's port.
 */
export function clubOrigin(tenant: Tenant, config: PlatformServices["config"]): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, "");
  return siteOrigin(tenant.publicUrl, config);
}

/** Origins already worked out (every request's context asks for its club's: a URL parse each). */
const origins = new Map<string, string>();

/**
 * A club domain's own origin as a browser reaches it: `*.localhost` demo domains are served on
 * this server's PORT, every other domain on its configured URL.
 */
export function siteOrigin(domainUrl: string, config: PlatformServices["config"]): string {
  const key = `${config.port} ${domainUrl}`;
  let origin = origins.get(key);
  if (origin === undefined) {
    const url = new URL(domainUrl);
    if (url.hostname.endsWith(".localhost") && !url.port && config.port !== 80)
      url.port = String(config.port);
    origin = url.origin;
    // Clubs' domains are few; the bound only guards against a flood of them.
    if (origins.size >= 1_000) origins.clear();
    origins.set(key, origin);
  }
  return origin;
}

/** The request as services see it. Only on routes that resolve a club (all API routes do). */
export function contextOf(request: FastifyRequest): ServiceContext {
  const tenant = request.tenant;
  if (!tenant) throw new AppError("unknown_domain");
  const app = request.server;
  return {
    scope: scopeOf(app, tenant.companyId),
    tenant,
    language: tenant.language,
    publicOrigin: clubOrigin(tenant, app.platformServices.config),
    actor: request.actor ?? VISITOR,
    requestId: request.id,
    clientAddress: request.ip,
    log: request.log,
    platform: app.platformServices,
    ...(request.customerStanding ? { customerStanding: request.customerStanding } : {}),
    ...(request.customer
      ? {
          signedInContact: {
            customerId: request.customer.id,
            email: request.customer.email,
            firstName: request.customer.firstName,
            lastName: request.customer.lastName,
          },
        }
      : {}),
  };
}

/** A club job's context: the same services, acting as the job. */
export function jobContextFactory(app: FastifyInstance) {
  return async (companyId: string, job: JobInfo): Promise<ServiceContext> => {
    const tenant: Tenant = await app.platformServices.tenants.forCompany(companyId);
    return {
      scope: scopeOf(app, companyId),
      tenant,
      language: tenant.language,
      publicOrigin: clubOrigin(tenant, app.platformServices.config),
      actor: { kind: "job", job: job.kind },
      requestId: `job-${job.id}`,
      clientAddress: null,
      log: app.log.child({ job: job.kind, jobId: job.id }),
      platform: app.platformServices,
    };
  };
}

export const platformActorPlugin = (app: FastifyInstance) => {
  app.decorateRequest("actor", null);
};
