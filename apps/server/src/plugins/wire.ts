/**
 * The wire codec at the server's edge (DESIGN §3): request parts are decoded through the
 * route's zod schemas (snake_case keys to camelCase, wire amounts to minor units in the club's
 * currency, ISO strings to Dates) and answers are encoded back through the response schema
 * for their status. Both happen in hooks, where the request (and so the club's currency) is
 * known; Fastify's own validator and serializer only pass values through.
 */
import { DEFAULT_CURRENCY, fromWire, toWire, wirePath, withWireCurrency } from "@crest/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ZodType } from "zod";
import { ValidationError } from "../lib/errors.ts";
import { rawInputProblem } from "../lib/raw-input.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The body's schema for this request, when it depends on a path parameter (the item schema
     * of `POST /api/cart/{kind}`'s provider); the route's `schema.body` (all of them, for the
     * OpenAPI document) otherwise. Parameters are decoded before the body.
     */
    bodyFor?: (request: FastifyRequest) => ZodType | undefined;
  }
}

const PARTS = [
  ["params", "params"],
  ["querystring", "query"],
  ["body", "body"],
] as const;

const isZod = (schema: unknown): schema is ZodType =>
  typeof schema === "object" && schema !== null && "_zod" in schema;

const currencyOf = (request: FastifyRequest): string =>
  request.tenant?.config.intl.currency ?? DEFAULT_CURRENCY;

/**
 * An answer encoded once, to be sent as is many times (a string skips the serialization
 * hooks): for answers cached per session or per club.
 */
export function wireJson(request: FastifyRequest, schema: ZodType, value: unknown): string {
  return JSON.stringify(withWireCurrency(currencyOf(request), () => toWire(schema, value)));
}

export const wirePlugin = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.addHook("preValidation", (request, _reply, done) => {
    // Every body is checked as it arrived, whatever the route declares: a route without a body
    // schema still has hooks (the wallet's card-data guard) that would recurse into it. Root
    // hooks run before any feature's, so this is the one place.
    const bodyProblem = rawInputProblem(request.body);
    if (bodyProblem) return done(new ValidationError([bodyProblem]));
    const schemas = request.routeOptions.schema;
    if (!schemas) return done();
    const currency = currencyOf(request);
    for (const [part, property] of PARTS) {
      const schema = (part === "body" && request.routeOptions.config.bodyFor?.(request)) || schemas[part];
      if (!isZod(schema)) continue;
      // Fastify's query and params objects have no prototype; the codec wants plain data. A
      // body may be an array (a survey's answers), which stays one.
      const raw = request[property];
      const problem = part === "body" ? null : rawInputProblem(raw);
      if (problem) return done(new ValidationError([problem]));
      const plain = raw && typeof raw === "object" && !Array.isArray(raw) ? { ...raw } : raw;
      const result = withWireCurrency(currency, () => fromWire(schema, plain));
      if (!result.success) {
        return done(
          new ValidationError(
            result.error.issues.map((issue) => ({
              field: wirePath(schema, issue.path),
              details: issue.message,
            })),
          ),
        );
      }
      (request as unknown as Record<string, unknown>)[property] = result.data;
    }
    done();
  });

  app.addHook("preSerialization", (request, reply, payload, done) => {
    const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    const schema = responses?.[String(reply.statusCode)];
    if (!isZod(schema)) return done(null, payload);
    try {
      done(
        null,
        withWireCurrency(currencyOf(request), () => toWire(schema, payload)),
      );
    } catch (error) {
      // The handler answered something its own schema does not allow: a server bug.
      request.log.error({ err: error }, "response does not match its schema");
      done(new Error("response does not match its schema"));
    }
  });
});
