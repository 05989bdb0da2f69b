/**
 * Instances starting together take turns to migrate and to seed (advisory locks). The one that
 * waits must wait as long as the other takes: on a slow or busy machine that is longer than the
 * statement timeout meant for requests, and than the client's own limit a second after it; neither
 * may end the wait (PostgreSQL only: PGlite is one process).
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_LOCK_KEY, seedDemoIfEmpty } from "../demo/index.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { DEFAULT_TIMEOUTS } from "./client.ts";
import { MIGRATION_LOCK_KEY, runMigrations } from "./migrate.ts";

const STATEMENT_MS = 300;
/** Past the statement timeout and past the client's own limit (a second later: db/client.ts). */
const HELD_MS = STATEMENT_MS + 1_000 + 700;

/** Holds an advisory lock on the app's database from another connection until `release`. */
async function holdLock(url: string, key: number) {
  const other = new pg.Client({ connectionString: url });
  await other.connect();
  await other.query("select pg_advisory_lock($1)", [key]);
  return async () => {
    await other.query("select pg_advisory_unlock($1)", [key]);
    await other.end();
  };
}

/**
 * Checks that `promise` is still waiting after HELD_MS, then releases the lock. The check comes
 * first: the waiter polls every 50 ms, so once the lock is free it may finish its (empty) work
 * before `release` has even closed its connection on a busy machine.
 */
async function pendingPastTheTimeout(promise: Promise<unknown>, release: () => Promise<void>) {
  let settled: unknown = false;
  promise.then(
    (value) => (settled = { resolved: value }),
    (error) => (settled = { rejected: String(error) }),
  );
  await new Promise((resolve) => setTimeout(resolve, HELD_MS));
  const pendingWhileHeld = settled;
  await release();
  expect(pendingWhileHeld, "still waiting for the other instance").toBe(false);
}

describe.runIf(Boolean(process.env.DATABASE_URL))("starting beside another instance", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      config: { databaseTimeouts: { ...DEFAULT_TIMEOUTS, statementMs: STATEMENT_MS } },
    });
  });
  afterAll(() => t.close());

  it("waits for the other's migration however long it takes", async () => {
    const release = await holdLock(t.app.appConfig.databaseUrl ?? "", MIGRATION_LOCK_KEY);
    const migrating = runMigrations(t.app.database);
    await pendingPastTheTimeout(migrating, release);
    await expect(migrating).resolves.toBeUndefined();
  });

  it("waits for the other's seed however long it takes, then seeds", async () => {
    const release = await holdLock(t.app.appConfig.databaseUrl ?? "", SEED_LOCK_KEY);
    const seeding = seedDemoIfEmpty(t.app);
    await pendingPastTheTimeout(seeding, release);
    await expect(seeding).resolves.toBe(true);
  });
});
