import { randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { runMigrations } from "./migrate.ts";

describe("migrations", () => {
  // The embedded database is the same in the suite's PostgreSQL run: it is proved once, on PGlite.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "apply to an empty embedded database and are idempotent",
    async () => {
      const handle = await openDatabase({ dataDir: "memory://" });
      await runMigrations(handle);
      await runMigrations(handle);
      await handle.ping();
      await handle.close();
      // An empty embedded database migrated from nothing, twice: 15 s alone, 24 s beside the
      // PostgreSQL suite in CI, over 30 s on a busy machine.
    },
    90_000,
  );

  // Only PostgreSQL has several processes racing; the test command runs this suite there too.
  it.runIf(Boolean(process.env.DATABASE_URL))("apply once when two instances start together", async () => {
    const adminUrl = process.env.DATABASE_URL ?? "";
    const name = `crest_migrate_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const [a, b] = await Promise.all([
      openDatabase({ databaseUrl: url.toString(), dataDir: "unused" }),
      openDatabase({ databaseUrl: url.toString(), dataDir: "unused" }),
    ]);
    try {
      await Promise.all([runMigrations(a), runMigrations(b)]);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query("select count(*)::int as n from drizzle.__drizzle_migrations");
      await check.end();
      expect(applied.rows[0].n).toBeGreaterThan(0);
      const files = await import("node:fs").then((fs) =>
        fs.readdirSync(new URL("./migrations", import.meta.url)).filter((f) => f.endsWith(".sql")),
      );
      expect(applied.rows[0].n).toBe(files.length);
    } finally {
      await a.close();
      await b.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
