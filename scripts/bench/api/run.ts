/**
 * API benchmark: autocannon against a bare Fastify route, GET /config and a signed-in
 * GET /api/account, asked for as a browser does (Accept-Encoding: gzip, br). This machine's
 * speed drifts, so targets are measured in interleaved
 * rounds (bare, then Crest, each round) and the ratio is the median of the per-round ratios.
 * Prints requests/s, p50, p99 and the ratio to bare Fastify. Not a test: it reports.
 *   npm run bench:api                         (3 rounds × 5 s per target, 100 connections)
 *   ROUNDS=5 DURATION=8 CONNECTIONS=50 npm run bench:api
 *   bash scripts/with-postgres.sh npm run bench:api     (on PostgreSQL)
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { benchPaths } from "./paths.ts";

const duration = Number(process.env.DURATION ?? 5);
const rounds = Number(process.env.ROUNDS ?? 3);
const connections = Number(process.env.CONNECTIONS ?? 100);
const HOST = "harbor.localhost";

const child = spawn(
  process.execPath,
  ["--import", "tsx", new URL("./servers.ts", import.meta.url).pathname],
  {
    stdio: ["ignore", "pipe", "inherit"],
  },
);
type Servers = { bare: number; crest: number; spaId: string; serviceId: string };
const ports = await new Promise<Servers>((resolve, reject) => {
  const lines = createInterface({ input: child.stdout });
  lines.once("line", (line) => resolve(JSON.parse(line)));
  child.once("exit", (code) => reject(new Error(`bench servers exited with ${code}`)));
});

async function signIn(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${ports.crest}/login`, {
    method: "POST",
    headers: { host: HOST, "content-type": "application/json" },
    body: JSON.stringify({ email: "member@harbor.example", password: "Crest-demo-2026" }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

interface Target {
  name: string;
  port: number;
  path: string;
  headers: Record<string, string>;
}

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(target: Target): Promise<Sample> {
  const url = `http://127.0.0.1:${target.port}${target.path}`;
  const result = await autocannon({ url, connections, duration, headers: target.headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const paths = benchPaths(ports.spaId, ports.serviceId);

try {
  const cookie = await signIn();
  // Browsers always send Accept-Encoding; /config is asked for the way they ask.
  const browser = { host: HOST, "accept-encoding": "gzip, deflate, br" };
  const targets: Target[] = [
    { name: "bare Fastify GET /config (hello world)", port: ports.bare, path: "/config", headers: {} },
    { name: "bare Fastify, Crest's /config bytes", port: ports.bare, path: "/config-body", headers: {} },
    { name: "Crest GET /config", port: ports.crest, path: "/config", headers: browser },
    {
      name: "Crest GET /config, no Accept-Encoding",
      port: ports.crest,
      path: "/config",
      headers: { host: HOST },
    },
    {
      name: "Crest GET /api/account (signed in)",
      port: ports.crest,
      path: "/api/account",
      headers: { ...browser, cookie },
    },
    {
      name: "Crest GET /api/products (a shop page)",
      port: ports.crest,
      path: paths.products,
      headers: { ...browser, cookie },
    },
    {
      name: "bare Fastify, the shop page's bytes",
      port: ports.bare,
      path: "/same-bytes/products",
      headers: {},
    },
    {
      name: "Crest GET /api/events (the events catalogue)",
      port: ports.crest,
      path: "/api/events?page_size=20",
      headers: browser,
    },
    {
      name: "Crest GET /api/spa/{id}/slots (a month)",
      port: ports.crest,
      path: paths.slots,
      headers: { ...browser, cookie },
    },
    {
      name: "bare Fastify, the month of slots' bytes",
      port: ports.bare,
      path: "/same-bytes/slots",
      headers: {},
    },
  ];

  // Warm-up: JIT, caches and connection pools settled before anything is measured.
  for (const target of targets)
    await autocannon({
      url: `http://127.0.0.1:${target.port}${target.path}`,
      connections: 10,
      duration: 1,
      headers: target.headers,
    });

  const samples = new Map<string, Sample[]>(targets.map((target) => [target.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) samples.get(target.name)?.push(await measure(target));
  }

  const bareSamples = samples.get(targets[0]?.name ?? "") ?? [];
  const engine = process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite";
  console.log(
    `\nAPI benchmark: ${connections} connections, ${rounds} rounds × ${duration} s per target, ${engine}\n`,
  );
  console.log(
    `${"target".padEnd(46)}${"req/s".padStart(9)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}${"vs bare".padStart(9)}${"errors".padStart(8)}`,
  );
  for (const target of targets) {
    const list = samples.get(target.name) ?? [];
    const ratio = median(list.map((sample, i) => sample.rps / (bareSamples[i]?.rps || 1)));
    console.log(
      `${target.name.padEnd(46)}${median(list.map((s) => s.rps))
        .toFixed(0)
        .padStart(
          9,
        )}${String(median(list.map((s) => s.p50))).padStart(8)}${String(median(list.map((s) => s.p99))).padStart(8)}${`${(ratio * 100).toFixed(0)}%`.padStart(9)}${String(list.reduce((n, s) => n + s.errors, 0)).padStart(8)}`,
    );
  }
  console.log(
    "\nFigures are medians over the rounds; 'vs bare' is the median of each round's ratio to the hello-world route.",
  );
} finally {
  child.kill("SIGTERM");
}
