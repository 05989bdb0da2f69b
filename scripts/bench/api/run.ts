/**
 * API benchmark: autocannon against a bare Fastify route, GET /config and a signed-in
 * GET /api/account, side by side in one run. Prints requests/s, p50, p99 and the ratio to
 * bare Fastify. Not a test: it reports, it does not pass or fail.
 *   npm run bench:api            (10 s per target, 100 connections)
 *   DURATION=5 CONNECTIONS=50 npm run bench:api
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import autocannon from "autocannon";

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 100);
const HOST = "harbor.localhost";

const child = spawn(
  process.execPath,
  ["--import", "tsx", new URL("./servers.ts", import.meta.url).pathname],
  {
    stdio: ["ignore", "pipe", "inherit"],
  },
);
const ports = await new Promise<{ bare: number; crest: number }>((resolve, reject) => {
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
  const cookie = res.headers.get("set-cookie") ?? "";
  return cookie.split(";")[0] ?? "";
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(
  name: string,
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<Row> {
  // A short warm-up so JIT and caches are settled before the measured run.
  await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: 10, duration: 1, headers });
  const result = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections, duration, headers });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

try {
  const cookie = await signIn();
  const rows = [
    await measure("bare Fastify GET /config", ports.bare, "/config", {}),
    await measure("Crest GET /config", ports.crest, "/config", { host: HOST }),
    await measure("Crest GET /api/account (signed in)", ports.crest, "/api/account", { host: HOST, cookie }),
  ];
  const bare = rows[0]?.rps ?? 1;
  console.log(`\nAPI benchmark: ${connections} connections, ${duration} s per target, embedded PGlite\n`);
  console.log(
    `${"target".padEnd(38)}${"req/s".padStart(10)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"vs bare".padStart(10)}${"errors".padStart(8)}`,
  );
  for (const row of rows) {
    const ratio = `${((row.rps / bare) * 100).toFixed(0)}%`;
    console.log(
      `${row.name.padEnd(38)}${row.rps.toFixed(0).padStart(10)}${String(row.p50).padStart(9)}${String(row.p99).padStart(9)}${ratio.padStart(10)}${String(row.errors).padStart(8)}`,
    );
  }
} finally {
  child.kill("SIGTERM");
}
