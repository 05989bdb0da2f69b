/**
 * A feature's manifest: everything the platform needs to know about it, in one object that
 * `features/registry.ts` lists. Adding a feature is writing its folder and adding one line to
 * that list; `app.ts`, the schema, the demo loader, the job runner and the sweeps read the list.
 * See docs/adding-a-feature.md.
 */

import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { Executor } from "../db/client.ts";
import type { TenantScope } from "../db/tenant-scope.ts";
import type { DemoSeed } from "../demo/demo-seed.ts";
import type { AnyCartItemProvider } from "./cart-item-provider.ts";
import type { CachedReadSource } from "./club-reads.ts";
import type { CustomerStanding } from "./customer-standing.ts";
import type { DiscountSource } from "./discount-source.ts";
import type { JobDefinition } from "./jobs.ts";
import type { LineFactsReader } from "./line-facts.ts";
import type { ServiceContext } from "./service-context.ts";

export type { CustomerStanding };

/**
 * Rows nobody can use any more (expired, spent): deleted hourly across every club by the
 * housekeeping job. Deletes by time are idempotent. Cross-tenant, so sweeps live in
 * allowlisted files.
 */
export interface Sweep {
  name: string;
  /** Answers how many rows went. */
  run(platformDb: Executor, now: Date): Promise<number>;
}

/**
 * One of each of the feature's resources at a club, for the tenant-isolation sweep
 * (test/tenant-isolation-sweep.test.ts): the route parameters (by name, e.g. `domainId`) that
 * reach them, and a valid body for the routes that need one. The sweep asks every route with
 * an id for these from a session at another club and expects 404, never data. The context
 * acts as the club's demo member.
 */
export interface IsolationFixture {
  create(context: ServiceContext): Promise<{
    params: Record<string, string>;
    /** Valid bodies by route ("PATCH /admin/api/domains/{domainId}"), so validation is not what answers. */
    bodies?: Record<string, unknown>;
  }>;
}

/** A part of the customer's standing (spec-1 §3 Customer) that a feature owns and writes. */
export interface AccountFacet {
  /** One query for any number of customers of the scope's club. */
  load(scope: TenantScope, customerIds: readonly string[]): Promise<Map<string, Partial<CustomerStanding>>>;
}

/**
 * Rows whose change changes what a signed-in customer is (their account, standing or access):
 * the database announces every such change (db/change-notifications.ts), and every instance
 * drops what it cached of that customer.
 */
export interface AccountChangeSource {
  table: PgTable;
  /** The column holding the customer's id. */
  customerColumn: PgColumn;
  on: readonly ("INSERT" | "UPDATE" | "DELETE")[];
}

/**
 * Rows a feature's cache is computed from: the database announces every change to them on
 * `channel` with the row's `column` (db/change-notifications.ts), on commit, to every instance;
 * the feature hears them through `platform.pubsub` and drops what it kept.
 */
export interface RowChangeSource {
  channel: string;
  table: PgTable;
  /** The column whose value is announced (what the cache is keyed by). */
  column: PgColumn;
  on: readonly ("INSERT" | "UPDATE" | "DELETE")[];
}

export interface FeatureManifest {
  name: string;
  /** The tables this feature owns: only its own files query them. */
  tables?: Record<string, unknown>;
  /** Before any route: access checks, request decorations. */
  setup?(app: FastifyInstance): void | Promise<void>;
  routes?(app: FastifyInstance): Promise<void>;
  demo?: DemoSeed;
  jobs?: JobDefinition[];
  sweeps?: Sweep[];
  isolation?: IsolationFixture;
  accountFacet?: AccountFacet;
  accountChanges?: AccountChangeSource[];
  /** Answers kept until the club's rows behind them change (platform/club-reads.ts). */
  cachedReads?: CachedReadSource[];
  rowChanges?: RowChangeSource[];
  /** What the feature sells through the cart (tickets, bookings): its cart-item providers. */
  cartItems?: AnyCartItemProvider[];
  /** What takes money off a cart (coupons, vouchers, offers), applied in registry order. */
  discountSources?: DiscountSource[];
  /** What cart lines are, as restrictions see them (perks); one feature at most provides it. */
  lineFacts?: LineFactsReader;
}
