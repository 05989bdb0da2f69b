/**
 * PGlite runs each statement synchronously on the event loop's thread, and a statement that
 * ends resolves the next one waiting in PGlite's queue as a microtask: under a burst the whole
 * queue ran in one turn of the loop (3.7 s in the drop bench), reading no request, accepting no
 * connection and sending no answer meanwhile. Here the statements let the loop turn
 * (setImmediate) once they have held it for a millisecond, so requests are read and answered
 * between statements, and the reads they ask for gather into batches (db/batched-reads.ts) while
 * the database is busy. Top-level statements and transactions keep the order they were asked
 * in across a turn: letting new requests' statements overtake those of requests under way
 * starved some (a shop page's p99 went from 0.8 s to 3.8 s at 100 connections).
 *
 * `npm run bench:drop`, three runs each: buyers on the page 3.3 to 4.2 s races (4.6 to 6.0 s
 * before), cold buyers 3.9 to 4.5 s (8.0 to 9.1 s before). The cost is a little throughput where
 * nothing waits to be read: the billing bench's one run charged 434/s against 504/s before.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import type { PGlite, Transaction } from "@electric-sql/pglite";

type Method = (...args: unknown[]) => Promise<unknown>;

/** The longest the statements may hold the loop before letting it turn. */
const TURN_MS = 1;

export function statementsTakeTurns(client: PGlite): void {
  let turned = performance.now();
  const letLoopTurn = async () => {
    if (performance.now() - turned < TURN_MS) return;
    await nextTurn();
    turned = performance.now();
  };
  // Top-level statements and transactions run one at a time in the order asked, as PGlite runs
  // them anyway: a statement that let the loop turn keeps its place, so requests read meanwhile
  // queue behind it rather than overtaking it (which starved requests already under way).
  let last: Promise<unknown> = Promise.resolve();
  const inOrder = <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(letLoopTurn).then(work);
    last = run.catch(() => undefined);
    return run;
  };
  const queued = (target: object, method: "query" | "exec") => {
    const holder = target as Record<string, Method>;
    const original = (holder[method] as Method).bind(target);
    holder[method] = (...args) => inOrder(() => original(...args));
  };
  // Inside a transaction (which holds the database) a statement only lets the loop turn.
  const turning = (target: object, method: "query" | "exec") => {
    const holder = target as Record<string, Method>;
    const original = (holder[method] as Method).bind(target);
    holder[method] = async (...args) => {
      await letLoopTurn();
      return original(...args);
    };
  };
  queued(client, "query");
  queued(client, "exec");
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    inOrder(() =>
      transaction((tx: Transaction) => {
        turning(tx, "query");
        turning(tx, "exec");
        return work(tx);
      }),
    );
}
