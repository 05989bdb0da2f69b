#!/usr/bin/env node
/**
 * Start-up time and memory of the server, run from source through tsx (as `npm start` did
 * before issue 33) against the compiled build (`npm run start:prod`). Each start gets its own
 * copy of one embedded database with the demo club already loaded, so every start migrates
 * (nothing to apply) and listens; the time is from spawning node to the first 200 from
 * /readyz, the memory the process's resident set then and after 2 s idle. Interleaved runs,
 * medians. Needs `npm run build` first.
 *   node scripts/bench/startup/run.mjs [runs]     (5 by default)
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../lib/portal.mjs";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const RUNS = Number(process.argv[2] ?? 5);
const COMMANDS = {
  "tsx (source)": ["--import", "tsx", "apps/server/src/server.ts"],
  "compiled (dist)": ["apps/server/dist/server.js"],
};
if (!existsSync(path.join(ROOT, "apps/server/dist/server.js"))) {
  console.error("No compiled server: run `npm run build` first.");
  process.exit(1);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function start(args, dataDir, seed) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      SEED_DEMO: String(seed),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (ok) break;
    await sleep(10);
  }
  const readyMs = performance.now() - started;
  const readyRss = rssMb(child.pid);
  await sleep(2_000);
  const idleRss = rssMb(child.pid);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const code = await exited;
  return { readyMs, readyRss, idleRss, code };
}

const folder = mkdtempSync(path.join(tmpdir(), "crest-startup-"));
try {
  // One database with the demo club, copied for every start.
  const template = path.join(folder, "template");
  await start(COMMANDS["compiled (dist)"], template, true);
  const results = Object.fromEntries(Object.keys(COMMANDS).map((name) => [name, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const [name, args] of Object.entries(COMMANDS)) {
      const dataDir = path.join(folder, `run-${run}-${name.split(" ")[0]}`);
      cpSync(template, dataDir, { recursive: true });
      results[name].push(await start(args, dataDir, false));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(`node ${process.version}, ${RUNS} starts each (medians), demo club loaded:`);
  console.log("| start | ready (ms) | RSS at ready (MB) | RSS after 2 s (MB) | exit codes |");
  console.log("|---|---|---|---|---|");
  for (const [name, runs] of Object.entries(results)) {
    console.log(
      `| ${name} | ${median(runs.map((r) => r.readyMs)).toFixed(0)} | ${median(runs.map((r) => r.readyRss)).toFixed(0)} | ${median(runs.map((r) => r.idleRss)).toFixed(0)} | ${[...new Set(runs.map((r) => r.code))].join(",")} |`,
    );
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
