/**
 * LISTEN on a connection of its own (db/postgres-listener.ts): the pool's connections stay the
 * queries', every channel is heard on the one connection, and when that connection is killed
 * it comes back, listening again, and tells its subscribers. PostgreSQL only.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPostgresDatabase, type PostgresDatabase } from "../test/postgres-databases.ts";
import { type DatabaseHandle, DEFAULT_TIMEOUTS, openDatabase } from "./client.ts";

const adminUrl = process.env.DATABASE_URL;
let database: PostgresDatabase | undefined;
let handle: DatabaseHandle;

beforeAll(async () => {
  if (!adminUrl) return;
  database = await freshPostgresDatabase(adminUrl);
  // A pool of one: the listener must not take it.
  handle = await openDatabase({
    databaseUrl: database.url,
    dataDir: "memory://",
    timeouts: { ...DEFAULT_TIMEOUTS, poolSize: 1, poolWaitMs: 2_000 },
  });
});

afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

/** Waits until `check` holds, for at most `ms`. */
async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The backends listening on the test's database (what pg_stat_activity shows as LISTEN). */
async function listeningBackends(): Promise<number[]> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = $1 and query ilike 'listen%'",
      [database?.name],
    );
    return rows.map((row) => row.pid);
  } finally {
    await admin.end();
  }
}

describe.runIf(Boolean(adminUrl))("listening on PostgreSQL", () => {
  it("hears every channel on one connection of its own, leaving the pool's to the queries", async () => {
    const heard: string[] = [];
    const stops = await Promise.all(
      ["one", "two", "three", "four", "five"].map((channel) =>
        handle.listen(`crest_test_${channel}`, (payload) => heard.push(`${channel}:${payload}`)),
      ),
    );
    // Five channels and a pool of one: the pool still answers.
    await handle.notify("crest_test_two", "hello");
    await handle.notify("crest_test_five", "world");
    await until(() => heard.length === 2);
    expect(heard.sort()).toEqual(["five:world", "two:hello"]);
    expect(await listeningBackends()).toHaveLength(1);

    await stops[1]?.();
    await handle.notify("crest_test_two", "gone");
    await handle.notify("crest_test_one", "still");
    await until(() => heard.length === 3);
    expect(heard).not.toContain("two:gone");
    await Promise.all(stops.map((stop) => stop()));
  });

  it("comes back after its connection is killed, listening again, and tells every subscriber", async () => {
    const heard: string[] = [];
    const reconnects: string[] = [];
    for (const channel of ["a", "b"])
      await handle.listen(
        `crest_test_${channel}`,
        (payload) => heard.push(payload),
        () => reconnects.push(channel),
      );
    const [pid] = await listeningBackends();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query("select pg_terminate_backend($1)", [pid]);
    await admin.end();
    await until(() => reconnects.length === 2);
    expect(reconnects.sort()).toEqual(["a", "b"]);
    const [again] = await listeningBackends();
    expect(again).not.toBe(pid);
    await handle.notify("crest_test_b", "after");
    await until(() => heard.includes("after"));
  });
});
