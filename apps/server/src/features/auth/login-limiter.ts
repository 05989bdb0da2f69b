/**
 * The per-account sign-in limit: failed attempts are rows in the database, so the limit holds
 * however many server instances share the load. The per-address limit is the route's.
 */
import { and, count, eq, gt, lt } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { AppError } from "../../lib/errors.ts";
import { loginAttempts } from "./tables.ts";

export const MAX_FAILED_ATTEMPTS = 5;
export const FAILED_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/** Refuses with 429 while the e-mail has too many recent failures, before any password is checked. */
export async function assertNotLockedOut(scope: TenantScope, email: string): Promise<void> {
  const since = new Date(Date.now() - FAILED_ATTEMPT_WINDOW_MS);
  const [row] = await scope
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), gt(loginAttempts.attemptedAt, since)));
  if ((row?.n ?? 0) >= MAX_FAILED_ATTEMPTS) throw new AppError("rate_limited");
}

/** Records a failure (and drops this e-mail's failures older than the window). */
export async function recordFailedAttempt(scope: TenantScope, email: string, ip: string | null) {
  const before = new Date(Date.now() - FAILED_ATTEMPT_WINDOW_MS);
  await scope
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.email, email), lt(loginAttempts.attemptedAt, before)));
  await scope.insertOne(loginAttempts, { email, ip });
}

/** A successful sign-in or a password reset starts the count again. */
export async function clearFailedAttempts(scope: TenantScope, email: string) {
  await scope.delete(loginAttempts).where(eq(loginAttempts.email, email));
}
