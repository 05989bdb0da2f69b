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
    // Waiting for another instance's migration is part of starting, however long it takes: the
    // statement timeout is for requests (a busy machine made a second instance fail to start).
    await tx.execute(sql`set local statement_timeout = 0`);
    // Transaction-scoped lock: released on commit even if this process dies mid-way.
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migratePg(handle.db, { migrationsFolder: MIGRATIONS_FOLDER });
    await afterwards(tx);
  });
}
