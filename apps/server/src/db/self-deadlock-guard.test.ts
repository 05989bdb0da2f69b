/**
 * The embedded database's guard against a transaction waiting on itself (db/client.ts): a query
 * outside the open transaction, from inside it, is refused at once; other work's queries wait
 * for the transaction and run; and the promise hook the guard needs is off between transactions.
 */
import { executionAsyncResource } from "node:async_hooks";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client.ts";

/** Whether promises are being tracked (an AsyncLocalStorage is enabled): a continuation then runs in its promise. */
const promisesTracked = () => Promise.resolve().then(() => executionAsyncResource() instanceof Promise);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// PGlite's own guard: PostgreSQL has connections enough for both queries.
describe.skipIf(Boolean(process.env.DATABASE_URL))("PGlite's guard against waiting on itself", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: "memory://" });
  });
  afterAll(() => handle?.close());

  it("refuses a query outside the open transaction, from inside it, with what to do instead", async () => {
    const attempt = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await handle.db.execute(sql`select 2`);
    });
    // Drizzle names the failed query; the guard's reason is its cause.
    const refusal = await attempt.then(
      () => undefined,
      (error: Error) => error.cause,
    );
    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error).message).toMatch(/would wait forever.*Run it in the transaction/);
    // Nothing was left waiting: the database answers.
    await expect(handle.db.execute(sql`select 3 as three`)).resolves.toBeTruthy();
  });

  it("lets another request's query wait for the transaction and run, not refused", async () => {
    const order: string[] = [];
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await pause(30);
      order.push("transaction");
    });
    // Asked while the transaction is open, from outside it.
    await pause(5);
    const outside = handle.db.execute(sql`select 1`).then(() => order.push("outside"));
    await Promise.all([transaction, outside]);
    expect(order).toEqual(["transaction", "outside"]);
  });

  it("tracks promises only while a transaction runs", async () => {
    // Polled: test files share a worker, and another file's database may be in a transaction
    // (its app's jobs) at this moment; a tracking left on for good still fails.
    const untracked = () => expect.poll(promisesTracked, { timeout: 2_000, interval: 5 }).toBe(false);
    await handle.db.execute(sql`select 1`);
    await untracked();
    let during: boolean | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      during = await promisesTracked();
    });
    expect(during).toBe(true);
    await untracked();
  });

  it("lets work a transaction left running query once it has ended", async () => {
    let later: Promise<unknown> = Promise.resolve();
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      later = pause(10).then(() => handle.db.execute(sql`select 4`));
    });
    await expect(later).resolves.toBeTruthy();
  });
});
