/**
 * Enforces the access every route declares (STYLE §4). Features that own a kind of session
 * register its check: auth registers `customer` and `member`, admin registers `staff`.
 * A declared access with no registered check fails closed.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Access } from "./request-context.ts";

type AccessCheck = (request: FastifyRequest) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    accessChecks: Map<Access, AccessCheck>;
  }
}

export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorate("accessChecks", new Map<Access, AccessCheck>());
  app.addHook("onRequest", (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === "public") return done();
    const check = app.accessChecks.get(access);
    if (!check) return done(new Error(`No access check registered for "${access}"`));
    check(request).then(() => done(), done);
  });
});
