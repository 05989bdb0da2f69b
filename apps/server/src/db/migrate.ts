/**
 * Applies the generated migrations at start. On PostgreSQL an advisory lock serialises
 * instances that start together: the second waits, then finds nothing left to apply.
 */
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle, Executor } from "./client.ts";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

/** Arbitrary constant shared by every Crest instance: "crest" in ASCII. */
export const MIGRATION_LOCK_KEY = 0x6372657374;

const TURN_POLL_MS = 50;

/**
 * Takes a transaction-scoped advisory lock, waiting as long as its holder keeps it: another
 * instance's migration or seed is part of starting, however long a busy machine makes it. The
 * lock is tried, not waited for in one statement, so neither the statement timeout nor the
 * client's own limit (both meant for requests) ends the wait; each try also keeps the
 * transaction from counting as idle.
 */
export async function takeTurn(tx: Executor, key: number): Promise<void> {
  for (;;) {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${key}) as locked`,
    );
    if (rows[0]?.locked) return;
    await new Promise((resolve) => setTimeout(resolve, TURN_POLL_MS));
  }
}

/**
 * Applies the migrations, then `afterwards` (idempotent DDL the schema cannot express, such as
 * triggers), under the lock on PostgreSQL.
 */
export async function runMigrations(
  handle: DatabaseHandle,
  afterwards: (db: Executor) => Promise<void> = async () => {},
): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    await afterwards(handle.db);
    return;
  }
  await handle.db.transaction(async (tx) => {
    // Transaction-scoped lock: released on commit even if this process dies mid-way.
    await takeTurn(tx, MIGRATION_LOCK_KEY);
    await migratePg(handle.db, { migrationsFolder: MIGRATIONS_FOLDER });
    await afterwards(tx);
  });
}
