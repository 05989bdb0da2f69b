/**
 * Turns for an account's sign-in checks: one upsert claims the next free turn and moves the
 * next one on by the delay, so attempts arriving together are spaced out whichever instance
 * they reach. Platform work (keys span clubs): an allowlisted file.
 */
import { eq, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { signInTurns } from "./tables.ts";

/**
 * Claims the key's next turn, at `now` or after the turns already claimed, and reserves
 * `delayMs` after it. Null, claiming nothing, when that turn would begin more than `maxWaitMs`
 * from now. Answers when the claimed turn begins (epoch milliseconds).
 */
export async function claimTurn(
  db: Executor,
  key: string,
  delayMs: number,
  maxWaitMs: number,
  now: number,
): Promise<number | null> {
  const at = sql`${new Date(now).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(signInTurns)
    .values({ key, nextAt: new Date(now + delayMs) })
    .onConflictDoUpdate({
      target: signInTurns.key,
      set: {
        nextAt: sql`greatest(${signInTurns.nextAt}, ${at}) + ${delayMs}::int * interval '1 millisecond'`,
      },
      setWhere: sql`${signInTurns.nextAt} <= ${at} + ${maxWaitMs}::int * interval '1 millisecond'`,
    })
    .returning({ nextAt: signInTurns.nextAt });
  return row ? row.nextAt.getTime() - delayMs : null;
}

/** Forgets the key's turns (the account's owner signed in). */
export async function clearTurns(db: Executor, key: string): Promise<void> {
  await db.delete(signInTurns).where(eq(signInTurns.key, key));
}

/** Turns whose time has passed: nobody waits for them any more. */
export async function deletePastTurns(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(signInTurns)
    .where(lt(signInTurns.nextAt, now))
    .returning({ key: signInTurns.key });
  return rows.length;
}
