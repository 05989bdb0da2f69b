/**
 * The realtime bench's server: a portal on the demo clubs (PGlite in a temp folder, or
 * PostgreSQL with DATABASE_URL) listening on a free port, with SOCKETS signed-in members of
 * Harbor Club. Prints one line `HUB {port, cookies, staff}`; then answers each `memory` line on
 * stdin with `HUB {rss, heapUsed, external, sockets}` after a garbage collection (run with
 * --expose-gc), so the bench reads this process's memory alone.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { buildApp } from "../../../apps/server/src/app.ts";
import { testConfig } from "../../../apps/server/src/config.ts";
import { seedDemoIfEmpty } from "../../../apps/server/src/demo/index.ts";
import { newBuyers } from "../../../apps/server/src/test/commerce.ts";
import { signInStaff } from "../../../apps/server/src/test/customer-session.ts";

const sockets = Number(process.env.SOCKETS ?? 1000);
const dataDir = mkdtempSync(path.join(tmpdir(), "crest-bench-realtime-"));
const app = await buildApp({
  config: testConfig({ dataDir, databaseUrl: process.env.DATABASE_URL, logLevel: "warn" }),
});
await seedDemoIfEmpty(app);
const members = await newBuyers(app, sockets);
const staff = await signInStaff(app, "harbor.localhost");
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : 0;
console.log(`HUB ${JSON.stringify({ port, cookies: members.map((member) => member.cookie), staff })}`);

const gc = (globalThis as { gc?: () => void }).gc;
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() !== "memory") continue;
  gc?.();
  gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  console.log(`HUB ${JSON.stringify({ rss, heapUsed, external, sockets: app.realtimeHub.size })}`);
}
await app.close();
