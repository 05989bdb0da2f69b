/**
 * Counting in fixed windows, atomically and across instances: one upsert per hit. Platform
 * work (the keys span clubs), so it takes the raw handle: an allowlisted file.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import type { WindowCount } from "../../platform/limits.ts";
import { rateCounters } from "./tables.ts";

export type { WindowCount };

const windowOf = (windowMs: number, now: number) => {
  const start = Math.floor(now / windowMs) * windowMs;
  return { start: new Date(start), end: start + windowMs };
};

/** Counts one more in the key's current window; answers the window's count. */
export async function hit(db: Executor, key: string, windowMs: number, now: number): Promise<WindowCount> {
  const { start, end } = windowOf(windowMs, now);
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart: start, count: 1, expiresAt: new Date(end) })
    .onConflictDoUpdate({
      target: [rateCounters.key, rateCounters.windowStart],
      set: { count: sql`${rateCounters.count} + 1` },
    })
    .returning({ count: rateCounters.count });
  return { count: row?.count ?? 1, resetInMs: end - now };
}

/** The key's count in its current window, without counting. */
export async function peek(db: Executor, key: string, windowMs: number, now: number): Promise<WindowCount> {
  const { start, end } = windowOf(windowMs, now);
  const [row] = await db
    .select({ count: rateCounters.count })
    .from(rateCounters)
    .where(and(eq(rateCounters.key, key), eq(rateCounters.windowStart, start)));
  return { count: row?.count ?? 0, resetInMs: end - now };
}

export async function clear(db: Executor, key: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.key, key));
}

export async function deleteExpired(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(rateCounters)
    .where(lt(rateCounters.expiresAt, now))
    .returning({ key: rateCounters.key });
  return rows.length;
}
