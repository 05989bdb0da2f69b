/**
 * PGlite runs each statement synchronously on the event loop's thread, and a statement that
 * ends resolves the next one waiting in PGlite's queue as a microtask: under a burst the whole
 * queue ran in one turn of the loop (3.7 s in the drop bench), reading no request, accepting no
 * connection and sending no answer meanwhile. Each statement here first waits for the loop's
 * next turn (setImmediate), so requests are read and answered between statements; the reads
 * they ask for then gather into batches (db/batched-reads.ts) while the database is busy.
 * Measured with `npm run bench:drop` (three runs each): the race of buyers already on the page
 * took 3.6 to 4.5 s instead of 4.6 to 6.0 s, and of buyers arriving cold 4.1 to 4.2 s instead
 * of 8.0 to 9.1 s. An idle turn costs microseconds.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import type { PGlite, Transaction } from "@electric-sql/pglite";

type Method = (...args: unknown[]) => Promise<unknown>;

function afterNextTurn(target: object, method: "query" | "exec"): void {
  const holder = target as Record<string, Method>;
  const original = (holder[method] as Method).bind(target);
  holder[method] = async (...args) => {
    await nextTurn();
    return original(...args);
  };
}

export function statementsTakeTurns(client: PGlite): void {
  afterNextTurn(client, "query");
  afterNextTurn(client, "exec");
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx: Transaction) => {
      afterNextTurn(tx, "query");
      afterNextTurn(tx, "exec");
      return work(tx);
    });
}
