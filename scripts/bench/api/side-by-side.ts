/**
 * Two versions of Crest side by side: this checkout and another (a `git worktree` of an older
 * commit, say), each started as bench:api starts it, driven in alternation so both see the same
 * machine (its speed drifts by a third within minutes). Prints, per target, the median server CPU
 * per request (from /proc, all the server's threads) and requests/s of each. Not a test.
 *   git worktree add /tmp/before <commit> && ln -s $PWD/node_modules /tmp/before/node_modules
 *   ln -s $PWD/apps/web/dist /tmp/before/apps/web/dist        (or build it there)
 *   node --import tsx scripts/bench/api/side-by-side.ts /tmp/before
 *   TARGETS=products,slots ROUNDS=10 node --import tsx scripts/bench/api/side-by-side.ts /tmp/before
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { benchPaths } from "./paths.ts";

interface Started {
  child: ChildProcess;
  ports: { crest: number; spaId: string; serviceId: string };
  cookie: string;
}

const other = process.argv[2];
if (!other) throw new Error("usage: side-by-side.ts <other checkout>");
const rounds = Number(process.env.ROUNDS ?? 8);
const targets = (process.env.TARGETS ?? "config,products,events,slots").split(",");
const HOST = "harbor.localhost";

async function start(checkout: string): Promise<Started> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench/api/servers.ts"], {
    cwd: checkout,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ports = await new Promise<Started["ports"]>((resolve, reject) => {
    // Its first JSON line with ports (a log line may come first).
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      if (line.startsWith('{"bare"')) resolve(JSON.parse(line));
    });
    child.once("exit", (code) => reject(new Error(`${checkout}: bench servers exited with ${code}`)));
  });
  const login = await fetch(`http://127.0.0.1:${ports.crest}/login`, {
    method: "POST",
    headers: { host: HOST, "content-type": "application/json" },
    body: JSON.stringify({ email: "member@harbor.example", password: "Crest-demo-2026" }),
  });
  return { child, ports, cookie: (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "" };
}

/** The process's CPU time so far, all threads, in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function pathOf(target: string, ports: Started["ports"]): string {
  const paths = benchPaths(ports.spaId, ports.serviceId);
  if (target === "config") return "/config";
  if (target === "events") return "/api/events?page_size=20";
  if (target === "products" || target === "slots") return paths[target];
  throw new Error(`unknown target ${target}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const versions = { this: await start(process.cwd()), other: await start(path.resolve(other)) };
try {
  console.log(`this checkout against ${other}: ${rounds} alternations of 2 s per target, 100 connections`);
  for (const target of targets) {
    const samples = {
      this: { us: [] as number[], rps: [] as number[] },
      other: { us: [] as number[], rps: [] as number[] },
    };
    for (let round = 0; round < rounds; round++) {
      // Each version goes first in every other round.
      const order = round % 2 === 0 ? (["other", "this"] as const) : (["this", "other"] as const);
      for (const name of order) {
        const { child, ports, cookie } = versions[name];
        const url = `http://127.0.0.1:${ports.crest}${pathOf(target, ports)}`;
        const headers = { host: HOST, "accept-encoding": "gzip, deflate, br", cookie };
        if (round === 0) await autocannon({ url, connections: 100, duration: 1, headers });
        const before = cpuMs(child.pid ?? 0);
        const result = await autocannon({ url, connections: 100, duration: 2, headers });
        samples[name].us.push(((cpuMs(child.pid ?? 0) - before) * 1000) / result.requests.total);
        samples[name].rps.push(result.requests.average);
      }
    }
    const line = (name: "this" | "other") =>
      `${median(samples[name].us).toFixed(1)} µs/request, ${median(samples[name].rps).toFixed(0)} req/s`;
    console.log(`${target.padEnd(9)} this: ${line("this")}   other: ${line("other")}`);
  }
} finally {
  versions.this.child.kill("SIGTERM");
  versions.other.child.kill("SIGTERM");
}
