/** The admin feature's public API: the staff access check and routes, and its tables. */
import type { FastifyInstance } from "fastify";
import { adminApiRoutes } from "./api-routes.ts";
import { staffSessionRoutes } from "./session-routes.ts";
import { staffAccessCheck } from "./staff-session.ts";

export { STAFF_COOKIE } from "./staff-session.ts";
export { domainConfigHistory, staffMemberships, staffSessions, staffUsers } from "./tables.ts";

/** Registers the `staff` access check and every staff route. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.decorateRequest("staff", null);
  app.accessChecks.set("staff", staffAccessCheck(app.db));
  await app.register(staffSessionRoutes);
  await app.register(adminApiRoutes);
}
export { sweepAdmin } from "./sweep.ts";
