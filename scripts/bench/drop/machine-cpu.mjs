/**
 * The whole machine's CPU over the race (every process: the portal, PostgreSQL, the buyers):
 * preloaded into the bench's server with
 *   DROP_PRELOAD=$PWD/scripts/bench/drop/machine-cpu.mjs bash scripts/with-postgres.sh npm run bench:drop
 * it reads /proc/stat when the server starts and stops timing the race (its two calls of
 * process.cpuUsage) and prints where the cores' time went. An idle share above zero while the
 * server's own CPU matches the race's wall time says its one thread, not the machine, sets the pace.
 */
import { readFileSync } from "node:fs";

const FIELDS = ["user", "nice", "system", "idle", "iowait", "irq", "softirq", "steal"];
const ticks = () =>
  readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);

let start = null;
const cpuUsage = process.cpuUsage.bind(process);
process.cpuUsage = (previous) => {
  if (previous === undefined && start === null) start = { at: performance.now(), ticks: ticks() };
  else if (previous !== undefined && start !== null) {
    const spent = ticks().map((value, index) => value - start.ticks[index]);
    const total = spent.reduce((sum, value) => sum + value, 0);
    const parts = FIELDS.map((field, index) => `${field} ${spent[index]}`).join(", ");
    console.error(
      `machine over the race: ${(performance.now() - start.at).toFixed(0)} ms; ticks ${parts}; idle ${((100 * spent[3]) / total).toFixed(1)} %`,
    );
    start = null;
  }
  return cpuUsage(previous);
};
