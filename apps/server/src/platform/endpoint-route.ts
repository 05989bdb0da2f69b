/**
 * Registers a route from its endpoint definition in `@crest/domain` (docs/decisions/platform.md,
 * "Endpoints defined once"): method, path, access, schemas and error statuses come from the
 * definition, so the OpenAPI document, the wire codec, the access checks and the sweeps see
 * the same route as before. The handler gets the decoded parts and the request's context.
 */
import {
  type AnswerOf,
  apiErrorSchema,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  requiredStaffLevel,
  type StaffLevel,
  staffLevelReaches,
} from "@crest/domain";
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestAsyncHookHandler,
} from "fastify";
import { AppError } from "../lib/errors.ts";
import { contextOf } from "./contexts.ts";
import type { ServiceContext } from "./service-context.ts";
import { recordStaffWrite } from "./staff-writes.ts";

/** What a handler receives: the request's parts as the endpoint's schemas decoded them. */
export interface RouteCall<E extends Endpoint> {
  /** The request as services see it (made on first read: a route may not need it). */
  readonly context: ServiceContext;
  readonly params: ParamsOf<E>;
  readonly query: QueryOf<E>;
  readonly body: BodyOf<E>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** The answer, or the reply when the handler sent something else itself (a file, a redirect). */
export type RouteHandler<E extends Endpoint> = (call: RouteCall<E>) => Promise<AnswerOf<E> | FastifyReply>;

/** What only the server knows: rate limits, a body chosen per request, schemas built at start-up. */
export interface RouteExtras {
  config?: Omit<FastifyContextConfig, "access">;
  bodyLimit?: number;
  schema?: FastifySchema & { hide?: boolean; consumes?: string[] };
}

/**
 * The extras of a staff route: its club is the staff session's (the one staff chose in admin
 * mode), not the Host's, so the tenant plugin leaves the request's club to the access plugin.
 */
export const staffClub: RouteExtras = { config: { tenant: false } };

/** The Fastify schema of an endpoint: what the wire plugin decodes and the OpenAPI document shows. */
export function routeSchema(endpoint: Endpoint): FastifySchema {
  const response = {
    ...(endpoint.answer ? { [endpoint.status ?? 200]: endpoint.answer } : {}),
    ...Object.fromEntries(endpoint.errors.map((status) => [status, apiErrorSchema])),
    // Every staff route may refuse a level below its own (staffLevelCheck).
    ...(endpoint.access === "staff" ? { 403: apiErrorSchema } : {}),
  };
  return {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    // A route that answers only redirects describes no answer at all.
    ...(Object.keys(response).length > 0 ? { response } : {}),
  } as FastifySchema;
}

/**
 * A handler's call. A class, not an object literal with a getter: it is made on every request,
 * and a literal with an accessor is built the slow way (it showed in the API bench's profile).
 */
class Call<E extends Endpoint> implements RouteCall<E> {
  #context: ServiceContext | undefined;

  constructor(
    readonly request: FastifyRequest,
    readonly reply: FastifyReply,
  ) {}

  get context(): ServiceContext {
    this.#context ??= contextOf(this.request);
    return this.#context;
  }
  get params(): ParamsOf<E> {
    return this.request.params as ParamsOf<E>;
  }
  get query(): QueryOf<E> {
    return this.request.query as QueryOf<E>;
  }
  get body(): BodyOf<E> {
    return this.request.body as BodyOf<E>;
  }
}

/**
 * A staff route's level check (docs/decisions/staff-and-admin.md, "Permission levels"): after the
 * `staff` access check has found the session, before the body is read, so a viewer's write is a
 * 403 whatever it carries; another club's resource is still a 404, from the scope, once allowed.
 */
function staffLevelCheck(needs: StaffLevel): onRequestAsyncHookHandler {
  return async (request) => {
    const actor = request.actor;
    if (actor?.kind !== "staff" || !staffLevelReaches(actor.permissionLevel, needs))
      throw new AppError("permission_denied");
  };
}

/** The handler Fastify runs: the call, its success status, and the audit row of a staff write. */
function fastifyHandler<E extends Endpoint>(endpoint: E, handler: RouteHandler<E>) {
  const status = endpoint.status;
  if (endpoint.access === "staff" && endpoint.method !== "GET")
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const call = new Call<E>(request, reply);
      const answer = await handler(call);
      if (status && !reply.sent) reply.code(status);
      await recordStaffWrite(call.context, endpoint, request, reply.statusCode);
      return answer;
    };
  if (status)
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await handler(new Call<E>(request, reply));
      if (!reply.sent) reply.code(status);
      return answer;
    };
  return (request: FastifyRequest, reply: FastifyReply) => handler(new Call<E>(request, reply));
}

/** Registers `endpoint` on `app` with its handler. */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  extras: RouteExtras = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    ...(endpoint.access === "staff" ? { onRequest: staffLevelCheck(requiredStaffLevel(endpoint)) } : {}),
    config: { access: endpoint.access, ...extras.config },
    schema: { ...routeSchema(endpoint), ...extras.schema },
    handler: fastifyHandler(endpoint, handler),
  });
}
