/**
 * Rows nobody can use any more: expired sessions, spent or expired account tokens, and failed
 * sign-ins older than any limit window. A platform job across every club, so it does not go
 * through forCompany; the conditions are on time alone.
 */
import { and, isNotNull, lt, or } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { accountTokens, customerSessions, loginAttempts } from "./tables.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function sweepAuth(db: Executor, now = new Date()) {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const sessions = await db
    .delete(customerSessions)
    .where(lt(customerSessions.expiresAt, now))
    .returning({ id: customerSessions.id });
  // A used token is kept a day, so a member clicking a link twice is told it was used.
  const tokens = await db
    .delete(accountTokens)
    .where(
      or(
        lt(accountTokens.expiresAt, now),
        and(isNotNull(accountTokens.usedAt), lt(accountTokens.usedAt, dayAgo)),
      ),
    )
    .returning({ id: accountTokens.id });
  const attempts = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, dayAgo))
    .returning({ id: loginAttempts.id });
  return { sessions: sessions.length, tokens: tokens.length, loginAttempts: attempts.length };
}
