/**
 * PGlite runs each statement synchronously on the event loop's thread, and a statement that
 * ends resolves the next one waiting in PGlite's queue as a microtask: under a burst the whole
 * queue ran in one turn of the loop (3.7 s in the drop bench), reading no request, accepting no
 * connection and sending no answer meanwhile. Here a statement first lets the loop turn
 * (setImmediate) when the statements have held it for a millisecond, so requests are read and
 * answered between statements, and the reads they ask for gather into batches
 * (db/batched-reads.ts) while the database is busy. `npm run bench:drop`, three runs each: buyers
 * already on the page raced in 3.6 to 4.5 s instead of 4.6 to 6.0 s, cold ones in 4.1 to 4.2 s
 * instead of 8.0 to 9.1 s. Letting it turn before every statement cost the billing bench 7 %
 * (470 against 504 charges/s); once a millisecond costs it nothing measurable (499).
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import type { PGlite, Transaction } from "@electric-sql/pglite";

type Method = (...args: unknown[]) => Promise<unknown>;

/** The longest the statements may hold the loop before letting it turn. */
const TURN_MS = 1;

export function statementsTakeTurns(client: PGlite): void {
  let turned = performance.now();
  const afterTurn = (target: object, method: "query" | "exec") => {
    const holder = target as Record<string, Method>;
    const original = (holder[method] as Method).bind(target);
    holder[method] = async (...args) => {
      if (performance.now() - turned >= TURN_MS) {
        await nextTurn();
        turned = performance.now();
      }
      return original(...args);
    };
  };
  afterTurn(client, "query");
  afterTurn(client, "exec");
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx: Transaction) => {
      afterTurn(tx, "query");
      afterTurn(tx, "exec");
      return work(tx);
    });
}
