/**
 * Several instances on one PostgreSQL (what the README promises behind a load balancer):
 * a sign-in on one is good on the others, and a sign-out on one is refused by the others
 * within a second, cache or no cache. PostgreSQL only: the test command runs this suite there.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./customer-session.ts";
import { type Instances, instancesOnOnePostgres } from "./instances-on-postgres.ts";
import { HARBOR, request } from "./test-app.ts";

const adminUrl = process.env.DATABASE_URL;
let instances: FastifyInstance[] = [];
let started: Instances | undefined;

beforeAll(async () => {
  if (!adminUrl) return;
  started = await instancesOnOnePostgres(adminUrl, 2);
  instances = started.apps;
}, 120_000);

afterAll(() => started?.close());

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
