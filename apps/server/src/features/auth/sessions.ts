/**
 * Customer sessions: a random token (the cookie, set by the routes), its sha256 in the
 * database. A session belongs to one club: the same cookie sent to another club's domain is
 * no session.
 */
import type { TenantScope } from "../../db/tenant-scope.ts";
import { newToken, tokenHash } from "../../lib/secret-tokens.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { type CustomerRow, findCustomers } from "../customers/index.ts";
import {
  deleteCustomerSessions,
  deleteExpiredSessions,
  deleteSession,
  findLiveSessions,
  insertSession,
  type SessionRow,
  touchSessions,
} from "./session-repository.ts";

/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewSession {
  /** Goes in the cookie; never stored. */
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/** Signs the customer in at the context's club: a new session row; the caller sets the cookie. */
export async function createSession(
  context: ServiceContext,
  customer: CustomerRow,
  userAgent: string | undefined,
): Promise<NewSession> {
  const now = new Date();
  await deleteExpiredSessions(context.scope, customer.id, now);
  return openSession(context, customer, {
    now,
    lifetimeMs: context.platform.config.sessionDays * DAY_MS,
    userAgent: userAgent?.slice(0, 300) ?? null,
    viewedByStaffUserId: null,
  });
}

/** How long a staff member's read-only view of the member app lasts. */
export const VIEW_AS_MINUTES = 30;

/**
 * A read-only session as `customer` for a staff member (the member app "viewed by staff"): short,
 * and marked, so the access checks refuse every request under it but reads.
 */
export async function createViewAsSession(
  context: ServiceContext,
  customer: CustomerRow,
  staffUserId: string,
): Promise<NewSession> {
  return openSession(context, customer, {
    now: new Date(),
    lifetimeMs: VIEW_AS_MINUTES * 60_000,
    userAgent: null,
    viewedByStaffUserId: staffUserId,
  });
}

/** Writes a session row for a fresh token; answers the token (the cookie) and when it ends. */
async function openSession(
  context: ServiceContext,
  customer: CustomerRow,
  session: { now: Date; lifetimeMs: number; userAgent: string | null; viewedByStaffUserId: string | null },
): Promise<NewSession> {
  const token = newToken();
  const sessionId = tokenHash(token);
  const expiresAt = new Date(session.now.getTime() + session.lifetimeMs);
  await insertSession(context.scope, {
    id: sessionId,
    customerId: customer.id,
    createdAt: session.now,
    expiresAt,
    lastSeenAt: session.now,
    userAgent: session.userAgent,
    ip: context.clientAddress,
    viewedByStaffUserId: session.viewedByStaffUserId,
  });
  return { token, sessionId, expiresAt };
}

export interface SignedIn {
  session: SessionRow;
  customer: CustomerRow;
}

/**
 * The live sessions (by id, the token's hash) at the club, each with its customer: one read
 * for any number of sessions, so a burst of first requests is answered by one batch.
 */
export async function resolveSessions(
  scope: TenantScope,
  sessionIds: string[],
  now = new Date(),
): Promise<Map<string, SignedIn>> {
  const sessions = await findLiveSessions(scope, sessionIds, now);
  const customers = new Map(
    (await findCustomers(scope, [...new Set(sessions.map((session) => session.customerId))])).map(
      (customer) => [customer.id, customer],
    ),
  );
  const stale = sessions.filter((session) => now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS);
  if (stale.length > 0)
    await touchSessions(
      scope,
      stale.map((session) => session.id),
      now,
    );
  const found = new Map<string, SignedIn>();
  for (const session of sessions) {
    const customer = customers.get(session.customerId);
    if (customer) found.set(session.id, { session, customer });
  }
  return found;
}

/** The customer a session token signs in at the context's club, or null (none, expired, elsewhere). */
export async function signedInCustomer(
  context: ServiceContext,
  token: string | undefined,
): Promise<CustomerRow | null> {
  if (!token) return null;
  const sessionId = tokenHash(token);
  return (await resolveSessions(context.scope, [sessionId])).get(sessionId)?.customer ?? null;
}

/** Signs out: the session the token names goes (if any). */
export async function endSession(context: ServiceContext, token: string): Promise<void> {
  await deleteSession(context.scope, tokenHash(token));
}

/** After a password change or reset: every other device must sign in again. */
export const revokeSessions = (context: ServiceContext, customerId: string, keepSessionId?: string) =>
  deleteCustomerSessions(context.scope, customerId, keepSessionId);
