/**
 * How long the row every buyer shares stays locked: preloaded into the bench's server with
 *   DROP_PRELOAD=$PWD/scripts/bench/drop/lock-hold.mjs bash scripts/with-postgres.sh npm run bench:drop
 * it times, on each connection, a shared-row UPDATE (the product's or ticket type's counters)
 * from its answer to its transaction's COMMIT answered, and prints the sums over the race on
 * exit: while the lock is held, every other buyer of the item waits. `wait` is the UPDATE's own
 * wait (the lock queue), `gapToCommitSend` the portal's time before it sends the COMMIT.
 */
import { createRequire } from "node:module";

// The server's own copy of pg (the preload runs before the app, from the repository root).
const pg = createRequire(`${process.cwd()}/apps/server/package.json`)("pg");

const SHARED_ROW = /update "(catalogue_products|event_ticket_types)"/;
let holds = [];
let raceStart = 0;
let lastCommit = 0;
const held = new WeakMap();

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, ...rest) {
  const sql = String(typeof config === "string" ? config : config?.text);
  const sent = performance.now();
  const result = query.call(this, config, ...rest);
  if (result && typeof result.then === "function") {
    result.then(
      () => {
        const now = performance.now();
        const hold = held.get(this);
        if (SHARED_ROW.test(sql)) held.set(this, { answered: now, sent });
        else if (hold && /^(commit|rollback)/i.test(sql)) {
          holds.push({
            wait: hold.answered - hold.sent,
            gapToCommitSend: sent - hold.answered,
            commitTrip: now - sent,
            total: now - hold.answered,
          });
          held.delete(this);
          lastCommit = now;
        }
      },
      () => {},
    );
  }
  return result;
};

const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) => {
  if (String(chunk).includes("race starts")) {
    holds = [];
    raceStart = performance.now();
  }
  return write(chunk, ...rest);
};
process.on("exit", () => {
  const sum = (key) => holds.reduce((total, hold) => total + hold[key], 0);
  const median = (key) => holds.map((hold) => hold[key]).sort((a, b) => a - b)[holds.length >> 1] ?? 0;
  console.error(
    `shared-row holds: ${holds.length}; race start to last commit ${(lastCommit - raceStart).toFixed(0)} ms`,
  );
  for (const key of ["wait", "gapToCommitSend", "commitTrip", "total"])
    console.error(`  ${key}: sum ${sum(key).toFixed(0)} ms, median ${median(key).toFixed(2)} ms`);
});
