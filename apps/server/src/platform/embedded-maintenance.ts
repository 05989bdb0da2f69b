/**
 * What PostgreSQL's autovacuum does, for the embedded database, which has none: PGlite runs
 * as one backend, so no worker ever vacuums a table (dead rows from every update of stock,
 * carts and sessions pile up) or analyzes one (without statistics the planner guessed a
 * member's charges in 640 ms instead of 0.5 ms on a club with 500,000 ledger rows). An
 * hourly platform job vacuums and analyzes each table in turn: one statement per table, so
 * requests queued behind the one connection wait for one table, never for the whole database.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "../db/client.ts";
import { defineRecurringJob, type PlatformJob } from "./jobs.ts";

const EVERY_MS = 60 * 60 * 1000;
// At 37 minutes past the hour: sales and drops open on the hour or the half hour, and a vacuum
// then would queue their statements behind it (the one connection is shared).
const AT_MINUTE_MS = 37 * 60 * 1000;

/** The hourly job (on PGlite only: PostgreSQL's own autovacuum does this there). */
export function embeddedMaintenanceJob(): PlatformJob {
  return defineRecurringJob({
    kind: "database.vacuum-analyze",
    everyMs: EVERY_MS,
    offsetMs: AT_MINUTE_MS,
    maxAttempts: 3,
    async run({ platformDb, log }) {
      const started = performance.now();
      const tables = await vacuumAnalyzeEachTable(platformDb);
      log.info(
        { tables, ms: Math.round(performance.now() - started) },
        "embedded database vacuumed and analyzed",
      );
    },
  });
}

/** VACUUM (ANALYZE) on each table of the public schema, one at a time; answers how many. */
export async function vacuumAnalyzeEachTable(db: Executor): Promise<number> {
  const { rows } = await db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  for (const { name } of rows) await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
  return rows.length;
}
