/**
 * The embedded database has no autovacuum: the hourly job vacuums and analyzes each table, so
 * the planner has statistics and dead rows are reclaimed.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { embeddedMaintenanceJob, vacuumAnalyzeEachTable } from "./embedded-maintenance.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statsOf = async (table: string) => {
  const { rows } = await t.app.platformDb.execute<{
    analyzed: boolean;
    vacuumed: boolean;
    columns: number;
  }>(sql`
    select s.last_analyze is not null as analyzed, s.last_vacuum is not null as vacuumed,
      (select count(*)::int from pg_stats p where p.schemaname = 'public' and p.tablename = ${table}) as columns
    from pg_stat_user_tables s where s.relname = ${table}`);
  return rows[0];
};

describe("vacuum and analyze on the embedded database", () => {
  it("vacuums and analyzes every table, so the planner has statistics", async () => {
    await t.app.platformDb.execute(sql`create table maintenance_probe (id int primary key, note text)`);
    await t.app.platformDb.execute(
      sql`insert into maintenance_probe select g, 'x' from generate_series(1, 2000) g`,
    );
    await t.app.platformDb.execute(sql`delete from maintenance_probe where id % 2 = 0`);
    expect((await statsOf("maintenance_probe"))?.columns).toBe(0);

    const tables = await vacuumAnalyzeEachTable(t.app.platformDb);
    expect(tables).toBeGreaterThan(50);
    // PostgreSQL (the same function runs there) may report its statistics a moment later.
    await expect
      .poll(() => statsOf("maintenance_probe"), { timeout: 3_000 })
      .toEqual({ analyzed: true, vacuumed: true, columns: 2 });
    await expect
      .poll(() => statsOf("customers"), { timeout: 3_000 })
      .toMatchObject({ analyzed: true, vacuumed: true });
  });

  it("is an hourly platform job, away from the hour and the half hour, that logs what it did", async () => {
    const job = embeddedMaintenanceJob();
    expect(job).toMatchObject({
      kind: "database.vacuum-analyze",
      everyMs: 3_600_000,
      offsetMs: 37 * 60_000,
      scope: "platform",
    });
    const logged: unknown[] = [];
    const log = { info: (fields: unknown) => logged.push(fields) } as never;
    await job.run({ platformDb: t.app.platformDb, now: new Date(), log }, {} as never);
    expect(logged).toEqual([{ tables: expect.any(Number), ms: expect.any(Number) }]);
  });
});
