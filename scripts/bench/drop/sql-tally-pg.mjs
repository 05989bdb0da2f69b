/**
 * sql-tally.mjs for PostgreSQL: preloaded into the bench's server with
 *   DROP_PRELOAD=$PWD/scripts/bench/drop/sql-tally-pg.mjs bash scripts/with-postgres.sh npm run bench:drop
 * it counts every statement node-postgres sends during the race (from its start), with the rows
 * it answered and the time its callers waited for it, and prints the 40 costliest on exit.
 */
import { createRequire } from "node:module";

// The server's own copy of pg (the preload runs before the app, from the repository root).
const pg = createRequire(`${process.cwd()}/apps/server/package.json`)("pg");

const tally = new Map();
const note = (sql, rows, ms) => {
  const key = String(sql).replace(/\s+/g, " ").slice(0, 110);
  const entry = tally.get(key) ?? { count: 0, rows: 0, ms: 0 };
  entry.count += 1;
  entry.rows += rows;
  entry.ms += ms;
  tally.set(key, entry);
};
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, ...rest) {
  const sql = typeof config === "string" ? config : config?.text;
  const started = performance.now();
  // The pool's own queries (every statement outside a transaction) pass a callback and get no
  // promise back: counted through the callback.
  const last = rest.length - 1;
  if (typeof rest[last] === "function") {
    const callback = rest[last];
    rest[last] = (error, answer) => {
      note(sql, error ? 0 : (answer?.rows?.length ?? 0), performance.now() - started);
      return callback(error, answer);
    };
    return query.call(this, config, ...rest);
  }
  const result = query.call(this, config, ...rest);
  if (result && typeof result.then === "function")
    result.then(
      (answer) => note(sql, answer?.rows?.length ?? 0, performance.now() - started),
      () => note(sql, 0, performance.now() - started),
    );
  return result;
};

const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) => {
  if (String(chunk).includes("race starts")) tally.clear();
  return write(chunk, ...rest);
};
process.on("exit", () => {
  const rows = [...tally].sort((a, b) => b[1].count - a[1].count);
  console.error(`statements: ${rows.reduce((sum, [, entry]) => sum + entry.count, 0)}`);
  for (const [sql, { count, rows: answered, ms }] of rows.slice(0, 40))
    console.error(`${count}\trows ${answered}\t${ms.toFixed(0)} ms\t${sql}`);
});
