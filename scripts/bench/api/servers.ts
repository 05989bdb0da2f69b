/**
 * Child process of the API benchmark: starts a bare Fastify route and the Crest app (demo
 * club on a file-backed PGlite in a temp folder) in one process, then prints their ports.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { buildApp } from "../../../apps/server/src/app.ts";
import { loadConfig } from "../../../apps/server/src/config.ts";
import { seedDemoIfEmpty } from "../../../apps/server/src/demo/index.ts";
import { DEMO_BOOKINGS } from "../../../apps/server/src/features/bookings/demo.ts";
import { logDestination } from "../../../apps/server/src/lib/log-destination.ts";
import { benchPaths } from "./paths.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "crest-bench-"));

const bare = Fastify({ logger: false });
bare.get("/config", async () => ({ hello: "world" }));
// The same bytes Crest answers (compressed, as to a browser), to separate payload size from work.
let configGzip: Buffer = Buffer.alloc(0);
bare.get("/config-body", async (_request, reply) =>
  reply.type("application/json").header("content-encoding", "gzip").send(configGzip),
);
const sameBytes = new Map<string, Buffer>();
bare.get<{ Params: { name: string } }>("/same-bytes/:name", async (request, reply) =>
  reply
    .type("application/json")
    .header("content-encoding", "br")
    .send(sameBytes.get(request.params.name) ?? Buffer.alloc(0)),
);
await bare.listen({ port: 0, host: "127.0.0.1" });

const config = loadConfig({
  ...process.env,
  NODE_ENV: "production",
  // BENCH_LOG_LEVEL=info: as a portal logs by default (a line as each request comes and goes),
  // to /dev/null.
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
  DATA_DIR: dataDir,
  PORT: "0",
});
// Its lines go nowhere: the server's cost of logging is measured, not a reader's.
const logStream = process.env.BENCH_LOG_LEVEL ? logDestination("/dev/null") : undefined;
const crest = await buildApp({ config, ...(logStream ? { logStream } : {}) });
await seedDemoIfEmpty(crest);
await crest.listen({ port: 0, host: "127.0.0.1" });
configGzip = (
  await crest.inject({
    method: "GET",
    url: "/config",
    headers: { host: "harbor.localhost", "accept-encoding": "gzip" },
  })
).rawPayload;

// The shop page's and the month of slots' brotli, as a signed-in browser gets them (run.ts asks the same).
const login = await crest.inject({
  method: "POST",
  url: "/login",
  headers: { host: "harbor.localhost" },
  payload: { email: "member@harbor.example", password: "Crest-demo-2026" },
});
const cookie = String(login.headers["set-cookie"] ?? "").split(";")[0] ?? "";
for (const [name, url] of Object.entries(benchPaths(DEMO_BOOKINGS.spa, DEMO_BOOKINGS.services.swedish))) {
  const answer = await crest.inject({
    method: "GET",
    url,
    headers: { host: "harbor.localhost", "accept-encoding": "br", cookie },
  });
  if (answer.headers["content-encoding"] !== "br") throw new Error(`${url} did not answer in brotli`);
  sameBytes.set(name, answer.rawPayload);
}

const portOf = (app: { server: { address(): unknown } }) => (app.server.address() as { port: number }).port;
// The demo spa's slots are a target too (a month of them, as the booking screen asks).
const spa = { spaId: DEMO_BOOKINGS.spa, serviceId: DEMO_BOOKINGS.services.swedish };
process.stdout.write(`${JSON.stringify({ bare: portOf(bare), crest: portOf(crest), dataDir, ...spa })}\n`);
process.on("SIGTERM", async () => {
  await Promise.all([bare.close(), crest.close()]);
  process.exit(0);
});
