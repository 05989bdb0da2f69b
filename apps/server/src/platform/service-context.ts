/**
 * What every service gets instead of an HTTP request (DESIGN §2): the tenant scope (its only
 * database handle), the club, the language to word things in, the public origin for links, who
 * is acting, and ids for the logs. Routes build it from the request (`contextOf`), jobs build
 * the same from the job (`JobRunner`), so a billing run calls the very services a request does.
 */
import type { Language, StaffLevel } from "@crest/domain";
import type { FastifyBaseLogger } from "fastify";
import type { TenantScope } from "../db/tenant-scope.ts";
import type { CustomerStanding } from "./customer-standing.ts";
import type { PlatformServices } from "./platform-services.ts";
import type { Tenant } from "./tenant.ts";

export type Actor =
  | { kind: "visitor" }
  | { kind: "customer"; customerId: string }
  | {
      kind: "staff";
      staffUserId: string;
      name: string;
      /** What the staff user may do: route() checks it against the endpoint's `staffLevel`. */
      permissionLevel: StaffLevel;
    }
  | { kind: "job"; job: string };

export interface ServiceContext {
  /** The only database handle: every statement it builds is limited to the club. */
  scope: TenantScope;
  tenant: Tenant;
  /** The language mail and messages are worded in: the club's. */
  language: Language;
  /** Where links in mail point: PUBLIC_URL, else the club's own address. */
  publicOrigin: string;
  actor: Actor;
  requestId: string;
  clientAddress: string | null;
  log: FastifyBaseLogger;
  platform: PlatformServices;
  /** The signed-in customer's standing as their request found it; absent in jobs (load it). */
  customerStanding?: CustomerStanding;
  /** The signed-in customer's name and e-mail as their request found them; absent in jobs (read them). */
  signedInContact?: CustomerContact;
}

/** Who a receipt or a processor's customer record is addressed to. */
export interface CustomerContact {
  customerId: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** The same context, with its scope bound to one transaction for the duration of `work`. */
export function inTransaction<T>(
  context: ServiceContext,
  work: (tx: ServiceContext) => Promise<T>,
): Promise<T> {
  return context.scope.transaction((scope) => work({ ...context, scope }));
}

/** The signed-in customer's id; a programming error to ask on a context without one. */
export function customerIdOf(context: ServiceContext): string {
  if (context.actor.kind !== "customer") throw new Error("This service needs a signed-in customer");
  return context.actor.customerId;
}
