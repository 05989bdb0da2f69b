/**
 * Registers the `customer` and `member` access checks (STYLE §4) and puts the signed-in
 * customer on the request. A missing or foreign session is a 401 whose location header sends
 * the client to /logout (spec-1 §7).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { BatchedReads } from "../../db/batched-reads.ts";
import { AppError } from "../../lib/errors.ts";
import { tokenHash } from "../../lib/secret-tokens.ts";
import { contextOf } from "../../platform/contexts.ts";
import type { CustomerStanding } from "../../platform/feature.ts";
import type { CustomerRow } from "../customers/index.ts";
import { SESSION_COOKIE, sessionTokenOf } from "./session-cookie.ts";
import { resolveSessions } from "./sessions.ts";
import { SignedInCache, type SignedInEntry } from "./signed-in-cache.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in customer, on routes declaring `customer` or `member` access. */
    customer: CustomerRow | null;
    /** Their standing (password flag, membership, house account). */
    customerStanding: CustomerStanding | null;
    /** The id (hash) of the session that signed the customer in. */
    customerSessionId: string | null;
    /** The signed-in customer as cached for their session (it also keeps their account answer). */
    signedIn: SignedInEntry | null;
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
  app.decorateRequest("signedIn", null);

  const cache = new SignedInCache();
  app.platformServices.accountChanges.subscribe((customerId) => cache.drop(customerId));

  /**
   * Sessions not cached, with their customers and standing, read in batches: the first requests
   * of many members at once (a drop opening) cost a few queries per batch, not a few each.
   */
  const uncached = new BatchedReads<SignedInEntry>(async (scope, sessionIds) => {
    const found = await resolveSessions(scope, sessionIds);
    const customerIds = [...found.values()].map(({ customer }) => customer.id);
    const standings = await app.platformServices.standing.load(scope, customerIds);
    const entries = new Map<string, SignedInEntry>();
    for (const [sessionId, { session, customer }] of found)
      entries.set(sessionId, {
        sessionId,
        sessionExpiresAt: session.expiresAt,
        viewedByStaff: session.viewedByStaffUserId !== null,
        customer,
        standing: standings.get(customer.id) ?? { flag: null, isMember: false, houseAccountEnabled: false },
      });
    return entries;
  });

  /**
   * The session id each connection's requests last named, by their Cookie header: a browser sends
   * the same cookies on every request of a kept-alive connection, so the token is parsed and
   * hashed once per connection, not per request. A pure memo of the hash: whether the session is
   * still good is asked of the cache (or the database) every time.
   */
  const sessionOfConnection = new WeakMap<object, { cookies: string; sessionId: string | undefined }>();
  const sessionIdOf = (request: FastifyRequest): string | undefined => {
    const cookies = request.headers.cookie;
    if (cookies === undefined) return undefined;
    const connection = request.raw.socket as object | null;
    const known = connection ? sessionOfConnection.get(connection) : undefined;
    if (known?.cookies === cookies) return known.sessionId;
    // A replayed answer is looked up before the cookie plugin's hook has parsed the header.
    const token = request.cookies ? sessionTokenOf(request) : app.parseCookie(cookies)[SESSION_COOKIE];
    const sessionId = token ? tokenHash(token) : undefined;
    if (connection) sessionOfConnection.set(connection, { cookies, sessionId });
    return sessionId;
  };

  /** The session's signed-in customer, if cached (a cached session is only good at its own club). */
  const cachedFor = (request: FastifyRequest, sessionId: string): SignedInEntry | undefined => {
    const cached = cache.get(sessionId);
    return cached && cached.customer.companyId === request.tenant?.companyId ? cached : undefined;
  };

  /** The session's signed-in customer: from the cache, else from the database (and cached). */
  async function signedInFor(request: FastifyRequest, sessionId: string): Promise<SignedInEntry | undefined> {
    const cached = cachedFor(request, sessionId);
    if (cached) return cached;
    const ticket = cache.ticket();
    const entry = await uncached.read(contextOf(request).scope, sessionId);
    if (entry) cache.set(entry, ticket);
    return entry;
  }

  /** Whether the session may make this request; it may read whoever it is (see below). */
  const mayAct = (request: FastifyRequest, entry: SignedInEntry) =>
    !entry.viewedByStaff || request.method === "GET" || request.method === "HEAD";

  const signedInAs = (request: FastifyRequest, entry: SignedInEntry): CustomerStanding => {
    request.signedIn = entry;
    request.customer = entry.customer;
    request.customerSessionId = entry.sessionId;
    request.customerStanding = entry.standing;
    request.actor = { kind: "customer", customerId: entry.customer.id };
    return entry.standing;
  };

  const signIn = async (request: FastifyRequest): Promise<CustomerStanding> => {
    const sessionId = sessionIdOf(request);
    if (!sessionId) throw unauthorized();
    const entry = await signedInFor(request, sessionId);
    if (!entry) throw unauthorized();
    // Staff viewing the member app as this member read; they never act (above all, never pay).
    if (!mayAct(request, entry)) throw new AppError("permission_denied");
    return signedInAs(request, entry);
  };

  /** The cached session's standing, signed in; undefined when only the database could tell. */
  const signInFromCache = (request: FastifyRequest): CustomerStanding | undefined => {
    const sessionId = sessionIdOf(request);
    const entry = sessionId ? cachedFor(request, sessionId) : undefined;
    return entry && mayAct(request, entry) ? signedInAs(request, entry) : undefined;
  };

  app.accessChecks.set("customer", async (request) => {
    await signIn(request);
  });
  app.accessChecks.set("member", async (request) => {
    if (!(await signIn(request)).isMember) throw new AppError("members_only");
  });
  // A kept answer is replayed to a session the cache knows (platform/replayed-answers.ts); the
  // others, and a non-member, go the whole way and get the checks' answers above.
  app.replays.accessFromCache.set("customer", (request) => signInFromCache(request) !== undefined);
  app.replays.accessFromCache.set("member", (request) => signInFromCache(request)?.isMember === true);
}
