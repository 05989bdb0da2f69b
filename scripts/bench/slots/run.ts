/**
 * Slots benchmark (issue 26): GET /api/spa/{id}/slots for a month of a busy spa (3 therapists,
 * 500 bookings) with autocannon at 50 connections. Prints requests/s, p50 and p99 against the
 * goal (p99 ≤ 50 ms on PGlite). Not a test: it reports.
 *   npm run bench:slots                                (embedded PGlite, 10 s)
 *   DURATION=20 CONNECTIONS=50 npm run bench:slots
 *   bash scripts/with-postgres.sh npm run bench:slots  (PostgreSQL)
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import autocannon from "autocannon";

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);

const profile = process.env.SLOTS_CPU_PROF
  ? ["--cpu-prof", `--cpu-prof-dir=${process.env.SLOTS_CPU_PROF}`]
  : [];
const child = spawn(
  process.execPath,
  [...profile, "--import", "tsx", new URL("./server.ts", import.meta.url).pathname],
  {
    stdio: ["ignore", "pipe", "inherit"],
    env: process.env,
  },
);
process.on("exit", () => child.kill("SIGKILL"));
const target = await new Promise<{ port: number; spaId: string; serviceId: string }>((resolve, reject) => {
  const lines = createInterface({ input: child.stdout });
  // Log lines may come first (a warning that no web build is there): the address has a port.
  lines.on("line", (line) => {
    const parsed = JSON.parse(line) as { port?: number };
    if (parsed.port) resolve(parsed as { port: number; spaId: string; serviceId: string });
  });
  child.once("exit", (code) => reject(new Error(`slots bench server exited with ${code}`)));
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const url = `http://127.0.0.1:${target.port}/api/spa/${target.spaId}/slots?from=${day(0)}&to=${day(30)}&service_id=${target.serviceId}`;

// Slots are for signed-in customers: member@ asks, as the screen does.
const login = await fetch(`http://127.0.0.1:${target.port}/login`, {
  method: "POST",
  headers: { host: "harbor.localhost", "content-type": "application/json" },
  body: JSON.stringify({ email: "member@harbor.example", password: "Crest-demo-2026" }),
});
if (!login.ok) throw new Error(`login failed: ${login.status}`);
const headers = {
  host: "harbor.localhost",
  cookie: (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "",
};

// The first answer computes the month (and the server keeps it); the second is kept.
const timed = async () => {
  const started = performance.now();
  const answer = await fetch(url, { headers });
  if (!answer.ok) throw new Error(`slots answered ${answer.status}: ${await answer.text()}`);
  const body = (await answer.json()) as unknown[];
  return { body, ms: performance.now() - started };
};
const cold = await timed();
const warm = await timed();
const slots = cold.body;

/** The server process's CPU time so far, in ms (Linux /proc; 0 elsewhere). */
const serverCpuMs = () => {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
};
const cpuBefore = serverCpuMs();
const result = await autocannon({ url, connections, duration, headers });
const cpuPerAnswer = (serverCpuMs() - cpuBefore) / Math.max(1, result.requests.total);
const engine = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(
  [
    `slots bench (${engine}): a month of a busy spa, ${slots.length} slots per answer, ${connections} connections, ${duration} s`,
    `  first answer ${cold.ms.toFixed(1)} ms (computed), second ${warm.ms.toFixed(1)} ms (kept)`,
    `  requests/s ${Math.round(result.requests.average)}   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}   server CPU ${cpuPerAnswer.toFixed(2)} ms per answer`,
    `  goal: p99 ≤ 50 ms on PGlite: ${result.latency.p99 <= 50 ? "met" : "not met"}`,
  ].join("\n"),
);
child.kill("SIGTERM");
