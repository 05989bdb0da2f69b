/**
 * Counters in fixed time windows, shared by every instance: per-address request limits and
 * failed sign-ins per account. Keys name their realm (an address, a club's account, a staff
 * account), so the table belongs to no one club.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const rateCounters = pgTable(
  "rate_counters",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_counters_expiry_idx").on(t.expiresAt)],
);

/**
 * An account under sign-in attack checks one password per turn: the time its next turn may
 * begin, claimed atomically by each attempt (sign-in-guard.ts). Keyed like the counters.
 */
export const signInTurns = pgTable(
  "sign_in_turns",
  {
    key: text("key").primaryKey(),
    nextAt: timestamp("next_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sign_in_turns_next_idx").on(t.nextAt)],
);
