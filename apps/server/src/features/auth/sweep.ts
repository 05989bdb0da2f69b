/**
 * Rows nobody can use any more: expired sessions, and spent or expired account tokens. Across every club, so these take the raw handle (an
 * allowlisted file); the conditions are on time alone.
 */
import { and, isNotNull, lt, or } from "drizzle-orm";
import type { Sweep } from "../../platform/feature.ts";
import { accountTokens, customerSessions } from "./tables.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export const authSweeps: Sweep[] = [
  {
    name: "sessions",
    run: async (db, now) =>
      (
        await db
          .delete(customerSessions)
          .where(lt(customerSessions.expiresAt, now))
          .returning({ id: customerSessions.id })
      ).length,
  },
  {
    // A used token is kept a day, so a member clicking a link twice is told it was used.
    name: "tokens",
    run: async (db, now) =>
      (
        await db
          .delete(accountTokens)
          .where(
            or(
              lt(accountTokens.expiresAt, now),
              and(
                isNotNull(accountTokens.usedAt),
                lt(accountTokens.usedAt, new Date(now.getTime() - DAY_MS)),
              ),
            ),
          )
          .returning({ id: accountTokens.id })
      ).length,
  },
];
