/**
 * Profiling aid for the drop bench (PGlite only): preloaded into the bench's server with
 *   DROP_PRELOAD=$PWD/scripts/bench/drop/sql-tally.mjs npm run bench:drop
 * it counts every statement of the race (from its start), with the rows it
 * answered and the time its callers waited for it, and prints the 40 costliest on exit.
 */
import { PGlite } from "@electric-sql/pglite";

const tally = new Map();
const note = (sql, rows, ms) => {
  const key = String(sql).replace(/\s+/g, " ").slice(0, 110);
  const entry = tally.get(key) ?? { count: 0, rows: 0, ms: 0 };
  entry.count += 1;
  entry.rows += rows;
  entry.ms += ms;
  tally.set(key, entry);
};
const rowsOf = (result) =>
  Array.isArray(result)
    ? result.reduce((sum, one) => sum + (one.rows?.length ?? 0), 0)
    : (result?.rows?.length ?? 0);
const timedFunction = (original) =>
  async function (sql, ...rest) {
    const started = performance.now();
    const result = await original.call(this, sql, ...rest);
    note(sql, rowsOf(result), performance.now() - started);
    return result;
  };
const timed = (target, method) => {
  target[method] = timedFunction(target[method]);
};
/**
 * The portal puts its prepared-statement `query` (db/pglite-prepared.ts) on the client and on
 * each transaction, then wraps it. The first `query` set on an object is the one that runs the
 * statements: that one is timed; the wrappers set after it pass through.
 */
const timeFirstQuerySet = (target, inherited) => {
  let current = timedFunction(inherited);
  let replaced = false;
  Object.defineProperty(target, "query", {
    configurable: true,
    get: () => current,
    set: (next) => {
      current = replaced ? next : timedFunction(next);
      replaced = true;
    },
  });
};
const query = PGlite.prototype.query;
Object.defineProperty(PGlite.prototype, "query", {
  configurable: true,
  get: () => query,
  // The first `query` set on a client: from then on the client's own property takes the sets.
  set(next) {
    timeFirstQuerySet(this, query);
    this.query = next;
  },
});
timed(PGlite.prototype, "exec");
const transaction = PGlite.prototype.transaction;
PGlite.prototype.transaction = function (work) {
  const started = performance.now();
  return transaction
    .call(this, (tx) => {
      timeFirstQuerySet(tx, tx.query);
      return work(tx);
    })
    .finally(() => note("(whole transaction)", 0, performance.now() - started));
};

// The server prints "race starts" as the race starts: what ran before (seeding, tokenizing the
// cards, opening the product page) is not counted.
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) => {
  if (String(chunk).includes("race starts")) tally.clear();
  return write(chunk, ...rest);
};
process.on("exit", () => {
  const rows = [...tally].sort((a, b) => b[1].ms - a[1].ms);
  console.error(`statements: ${rows.reduce((sum, [, entry]) => sum + entry.count, 0)}`);
  for (const [sql, { count, rows: answered, ms }] of rows.slice(0, 40))
    console.error(`${count}\trows ${answered}\t${ms.toFixed(0)} ms\t${sql}`);
});
