/**
 * Several instances on one PostgreSQL (what the README promises behind a load balancer):
 * a sign-in on one is good on the others, and a sign-out on one is refused by the others
 * within a second, cache or no cache. PostgreSQL only: the test command runs this suite there.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { testConfig } from "../config.ts";
import { seedDemoIfEmpty } from "../demo/index.ts";
import { signIn } from "./customer-session.ts";
import { freshPostgresDatabase, HARBOR, request } from "./test-app.ts";

const adminUrl = process.env.DATABASE_URL;
const instances: FastifyInstance[] = [];
let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
const folders: string[] = [];

beforeAll(async () => {
  if (!adminUrl) return;
  database = await freshPostgresDatabase(adminUrl);
  for (let i = 0; i < 2; i++) {
    const mediaDir = mkdtempSync(path.join(tmpdir(), "crest-instance-"));
    folders.push(mediaDir);
    const app = await buildApp({
      config: testConfig({ databaseUrl: database.url, mediaDir, dataDir: mediaDir, mediaStore: "postgres" }),
    });
    instances.push(app);
  }
  await Promise.all(instances.map((app) => seedDemoIfEmpty(app)));
}, 120_000);

afterAll(async () => {
  for (const app of instances) await app.close();
  await database?.drop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const account = (app: FastifyInstance, cookie: string) =>
  request(app, HARBOR, { method: "GET", url: "/api/account", headers: { cookie } });

async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`not within ${ms} ms`);
}

describe.runIf(Boolean(adminUrl))("two instances on one PostgreSQL", () => {
  it("share sign-ins, and a sign-out on A is refused on B within a second", async () => {
    const [a, b] = instances as [FastifyInstance, FastifyInstance];
    const cookie = await signIn(a, HARBOR, "member@harbor.example");
    // B serves (and caches) the session A opened.
    expect((await account(b, cookie)).statusCode).toBe(200);
    expect((await account(b, cookie)).statusCode).toBe(200);
    await request(a, HARBOR, { method: "POST", url: "/signout", headers: { cookie } });
    const took = await within(1_000, async () => (await account(b, cookie)).statusCode === 401);
    console.info(`sign-out on A refused on B after ${took.toFixed(0)} ms`);
  });
});
