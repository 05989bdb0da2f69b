/**
 * Customer sessions: a random token (the cookie, set by the routes), its sha256 in the
 * database. A session belongs to one club: the same cookie sent to another club's domain is
 * no session.
 */
import type { TenantScope } from "../../db/tenant-scope.ts";
import { newToken, tokenHash } from "../../lib/secret-tokens.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { type CustomerRow, getCustomer } from "../customers/index.ts";
import {
  deleteCustomerSessions,
  deleteExpiredSessions,
  deleteSession,
  findLiveSession,
  insertSession,
  type SessionRow,
  touchSession,
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
  const token = newToken();
  const sessionId = tokenHash(token);
  const expiresAt = new Date(now.getTime() + context.platform.config.sessionDays * DAY_MS);
  await deleteExpiredSessions(context.scope, customer.id, now);
  await insertSession(context.scope, {
    id: sessionId,
    customerId: customer.id,
    createdAt: now,
    expiresAt,
    lastSeenAt: now,
    userAgent: userAgent?.slice(0, 300) ?? null,
    ip: context.clientAddress,
  });
  return { token, sessionId, expiresAt };
}

export interface SignedIn {
  session: SessionRow;
  customer: CustomerRow;
}

/** The live session a cookie token names at the club, and its customer. */
export async function resolveSession(scope: TenantScope, token: string): Promise<SignedIn | undefined> {
  const now = new Date();
  const session = await findLiveSession(scope, tokenHash(token), now);
  if (!session) return undefined;
  const customer = await getCustomer(scope, session.customerId).catch(() => undefined);
  if (!customer) return undefined;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await touchSession(scope, session.id, now);
  }
  return { session, customer };
}

/** Signs out: the session the token names goes (if any). */
export async function endSession(context: ServiceContext, token: string): Promise<void> {
  await deleteSession(context.scope, tokenHash(token));
}

/** After a password change or reset: every other device must sign in again. */
export const revokeSessions = (context: ServiceContext, customerId: string, keepSessionId?: string) =>
  deleteCustomerSessions(context.scope, customerId, keepSessionId);
