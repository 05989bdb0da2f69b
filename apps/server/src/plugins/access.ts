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
  app.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === "public") return;
    const check = app.accessChecks.get(access);
    if (!check) throw new Error(`No access check registered for "${access}"`);
    await check(request);
  });
});
