/**
 * Registers the `customer` and `member` access checks (STYLE §4) and puts the signed-in
 * customer on the request. A missing or foreign session is a 401 whose location header sends
 * the client to /logout (spec-1 §7).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors.ts";
import { contextOf } from "../../platform/contexts.ts";
import type { CustomerStanding } from "../../platform/feature.ts";
import type { CustomerRow } from "../customers/index.ts";
import { sessionTokenOf } from "./session-cookie.ts";
import { resolveSession } from "./sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in customer, on routes declaring `customer` or `member` access. */
    customer: CustomerRow | null;
    /** Their standing (password flag, membership, house account). */
    customerStanding: CustomerStanding | null;
    /** The id (hash) of the session that signed the customer in. */
    customerSessionId: string | null;
  }
}

export const unauthorized = () => new AppError("unauthorized", { location: "/logout" });

/** The signed-in customer; only call on routes declaring `customer` or `member` access. */
export function requireCustomer(request: FastifyRequest): CustomerRow {
  if (!request.customer) throw unauthorized();
  return request.customer;
}

export function authAccessChecks(app: FastifyInstance): void {
  app.decorateRequest("customer", null);
  app.decorateRequest("customerStanding", null);
  app.decorateRequest("customerSessionId", null);

  const signIn = async (request: FastifyRequest): Promise<CustomerStanding> => {
    const token = sessionTokenOf(request);
    if (!token) throw unauthorized();
    const { scope, platform } = contextOf(request);
    const found = await resolveSession(scope, token);
    if (!found) throw unauthorized();
    const standing = (await platform.standing.load(scope, [found.customer.id])).get(found.customer.id);
    request.customer = found.customer;
    request.customerSessionId = found.session.id;
    request.customerStanding = standing ?? { flag: null, isMember: false, houseAccountEnabled: false };
    request.actor = { kind: "customer", customerId: found.customer.id };
    return request.customerStanding;
  };

  app.accessChecks.set("customer", async (request) => {
    await signIn(request);
  });
  app.accessChecks.set("member", async (request) => {
    if (!(await signIn(request)).isMember) throw new AppError("members_only");
  });
}
