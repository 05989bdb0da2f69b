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
  // Anything but a public read may carry a member's or staff's data: no cache keeps it (a
  // shared computer's browser, a proxy), unless the route chose otherwise.
  app.addHook("onSend", (request, reply, payload, done) => {
    const access = request.routeOptions.config?.access;
    if (access && (access !== "public" || request.method !== "GET") && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
    done(null, payload);
  });
  app.addHook("onRequest", (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === "public") return done();
    const check = app.accessChecks.get(access);
    if (!check) return done(new Error(`No access check registered for "${access}"`));
    check(request).then(() => done(), done);
  });
});
