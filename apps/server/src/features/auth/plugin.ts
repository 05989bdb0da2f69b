/**
 * Registers the `customer` and `member` access checks (STYLE §4) and puts the signed-in
 * customer on the request. A missing or foreign session is a 401 whose location header sends
 * the client to /logout (spec-1 §7).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../../lib/errors.ts";
import { requireTenant } from "../../plugins/tenant.ts";
import type { SignedInCustomer } from "./customer-repository.ts";
import { resolveSession } from "./sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in customer, on routes declaring `customer` or `member` access. */
    customer: SignedInCustomer | null;
    /** The id (hash) of the session that signed the customer in. */
    customerSessionId: string | null;
  }
}

export const unauthorized = () => new AppError("unauthorized", { location: "/logout" });

/** The signed-in customer; only call on routes declaring `customer` or `member` access. */
export function requireCustomer(request: FastifyRequest): SignedInCustomer {
  if (!request.customer) throw unauthorized();
  return request.customer;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("customer", null);
  app.decorateRequest("customerSessionId", null);

  const signedIn = async (request: FastifyRequest) => {
    const tenant = requireTenant(request);
    const found = await resolveSession(app.db, request, tenant.companyId);
    if (!found) throw unauthorized();
    request.customer = { ...found.customer, networkCompanyIds: found.networkCompanyIds };
    request.customerSessionId = found.session.id;
    return request.customer;
  };

  app.accessChecks.set("customer", async (request) => {
    await signedIn(request);
  });
  app.accessChecks.set("member", async (request) => {
    const customer = await signedIn(request);
    if (!customer.isMember) throw new AppError("members_only");
  });
});
