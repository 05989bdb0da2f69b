import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo-ids.ts";
import { jobContextFactory } from "../../platform/contexts.ts";
import { defineClubJob, defineRecurringJob, type JobDefinition } from "../../platform/jobs.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { createTestApp, serviceContext, type TestApp } from "../../test/test-app.ts";
import { enqueueJob } from "./enqueue.ts";
import { createJobRunner } from "./runner.ts";
import { jobs } from "./tables.ts";

let t: TestApp;
let harbor: ServiceContext;
/** What the test jobs did, in order: "kind:value@company". */
let ran: string[] = [];
let failuresLeft = 0;
let givenUp: string[] = [];

const echo = defineClubJob<{ value: string }>({
  kind: "test.echo",
  async run({ value }, context) {
    // Yield, so that two runners really interleave.
    await new Promise((resolve) => setTimeout(resolve, 5));
    ran.push(`echo:${value}@${context.tenant.companyId}`);
  },
});
const flaky = defineClubJob<{ value: string }>({
  kind: "test.flaky",
  maxAttempts: 3,
  retryDelayMs: (attempt) => attempt * 1000,
  async run({ value }) {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error("not yet");
    }
    ran.push(`flaky:${value}`);
  },
  async onGiveUp({ value }, _context, error) {
    givenUp.push(`${value}: ${error}`);
  },
});
const hourly = defineRecurringJob({
  kind: "test.hourly",
  everyMs: 3_600_000,
  async run() {
    ran.push("hourly");
  },
});

const runner = (definitions: JobDefinition[] = [echo, flaky]) =>
  createJobRunner({
    platformDb: t.app.platformDb,
    definitions,
    contextFor: jobContextFactory(t.app),
    log: t.app.log,
    instanceId: randomUUID(),
    concurrency: 4,
    pollMs: 60_000,
  });

beforeAll(async () => {
  t = await createTestApp();
  harbor = await serviceContext(t.app, DEMO.harbor.companyId);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.platformDb.delete(jobs);
  ran = [];
  givenUp = [];
  failuresLeft = 0;
});

const later = (ms: number, from = new Date()) => new Date(from.getTime() + ms);

describe("the job runner", () => {
  it("runs a club's job with that club's context, once", async () => {
    await enqueueJob(harbor, echo, { value: "a" });
    const report = await runner().drain();
    expect(report.succeeded).toHaveLength(1);
    expect(ran).toEqual([`echo:a@${DEMO.harbor.companyId}`]);
    await runner().drain(later(86_400_000));
    expect(ran).toHaveLength(1);
  });

  it("runs each job exactly once when two instances drain at the same moment", async () => {
    for (let i = 0; i < 30; i++) await enqueueJob(harbor, echo, { value: String(i) });
    await Promise.all([runner().drain(), runner().drain(), runner().drain()]);
    expect(ran).toHaveLength(30);
    expect(new Set(ran).size).toBe(30);
    const rows = await t.app.platformDb.select().from(jobs);
    expect(rows.every((row) => row.status === "succeeded" && row.attempts === 1)).toBe(true);
  });

  it("retries a failing job after its back-off, then succeeds", async () => {
    failuresLeft = 1;
    await enqueueJob(harbor, flaky, { value: "x" });
    const start = new Date();
    expect((await runner().drain(start)).retrying).toHaveLength(1);
    const [queued] = await t.app.platformDb.select().from(jobs);
    expect(queued).toMatchObject({ status: "queued", attempts: 1, lastError: "not yet" });
    expect(queued?.runAt.getTime()).toBe(start.getTime() + 1000);
    expect((await runner().drain(later(999, start))).succeeded).toEqual([]);
    expect((await runner().drain(later(1000, start))).succeeded).toHaveLength(1);
    expect(ran).toEqual(["flaky:x"]);
  });

  it("gives up after the last attempt and tells the job, which records it", async () => {
    failuresLeft = 99;
    await enqueueJob(harbor, flaky, { value: "y" });
    let now = new Date();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await runner().drain(now);
      now = later(attempt * 1000, now);
    }
    const [row] = await t.app.platformDb.select().from(jobs);
    expect(row).toMatchObject({ status: "failed", attempts: 3, lastError: "not yet" });
    expect(givenUp).toEqual(["y: not yet"]);
  });

  it("takes over a job whose runner died (its lease ran out), and not before", async () => {
    const id = await enqueueJob(harbor, echo, { value: "orphan" });
    if (!id) throw new Error("not queued");
    // A runner claimed it and died: running, with a lease ending in five minutes.
    await t.app.platformDb
      .update(jobs)
      .set({ status: "running", attempts: 1, leaseUntil: later(300_000), claimedBy: "dead" })
      .where(eq(jobs.id, id));
    expect((await runner().drain()).succeeded).toEqual([]);
    expect((await runner().drain(later(300_001))).succeeded).toEqual([id]);
    expect(ran).toEqual([`echo:orphan@${DEMO.harbor.companyId}`]);
  });

  it("runs a recurring job once per period across instances", async () => {
    const at = new Date("2026-11-21T10:15:00Z");
    const hourlyRunner = () => runner([hourly]);
    await Promise.all([
      hourlyRunner().drain(at),
      hourlyRunner().drain(at),
      hourlyRunner().drain(later(1_000, at)),
    ]);
    expect(ran).toEqual(["hourly"]);
    await hourlyRunner().drain(new Date("2026-11-21T11:00:00Z"));
    expect(ran).toEqual(["hourly", "hourly"]);
  });

  it("a recurring job with an offset runs at that point of its period, not at the period's start", async () => {
    const atSeven = defineRecurringJob({
      kind: "test.hourly-at-seven",
      everyMs: 3_600_000,
      offsetMs: 7 * 60_000,
      async run() {
        ran.push("at seven");
      },
    });
    const offsetRunner = () => runner([atSeven]);
    await offsetRunner().drain(new Date("2026-11-21T10:15:00Z"));
    expect(ran).toEqual(["at seven"]);
    // 11:00 is still the period that began at 10:07; 11:07 begins the next.
    await offsetRunner().drain(new Date("2026-11-21T11:00:00Z"));
    expect(ran).toEqual(["at seven"]);
    await offsetRunner().drain(new Date("2026-11-21T11:07:00Z"));
    expect(ran).toEqual(["at seven", "at seven"]);
  });

  it("a dedupe key queues a job once", async () => {
    expect(await enqueueJob(harbor, echo, { value: "1" }, { dedupeKey: "echo:period-1" })).not.toBeNull();
    expect(await enqueueJob(harbor, echo, { value: "2" }, { dedupeKey: "echo:period-1" })).toBeNull();
    await runner().drain();
    expect(ran).toEqual([`echo:1@${DEMO.harbor.companyId}`]);
  });

  it("stopping, claims nothing more and gives back the lease of a job still running past the grace", async () => {
    let letGo: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slow = defineClubJob<{ value: string }>({
      kind: "test.slow",
      async run({ value }, _context, job) {
        ran.push(`slow:${value}#${job.attempt}`);
        started();
        if (job.attempt === 1) await held;
      },
    });
    const stopping = createJobRunner({
      platformDb: t.app.platformDb,
      definitions: [slow, echo],
      contextFor: jobContextFactory(t.app),
      log: t.app.log,
      instanceId: randomUUID(),
      concurrency: 1,
      pollMs: 60_000,
    });
    const slowId = await enqueueJob(harbor, slow, { value: "s" }, { runAt: later(-1_000) });
    await enqueueJob(harbor, echo, { value: "after" });
    await enqueueJob(harbor, echo, { value: "after" });
    stopping.start();
    await running;
    await stopping.stop(50);
    const [row] = await t.app.platformDb
      .select()
      .from(jobs)
      .where(eq(jobs.id, slowId ?? ""));
    expect(row).toMatchObject({ status: "queued", leaseUntil: null, attempts: 1 });
    expect(ran).toEqual(["slow:s#1"]);
    // The stopped runner's late success is not recorded over the row given back.
    letGo();
    await stopping.stop(); // without a grace: until its pass has ended
    expect(
      (
        await t.app.platformDb
          .select()
          .from(jobs)
          .where(eq(jobs.id, slowId ?? ""))
      )[0]?.status,
    ).toBe("queued");
    // Another instance runs it, and the two jobs the stopped runner never claimed.
    expect((await runner([slow, echo]).drain()).succeeded).toHaveLength(3);
    expect(ran.filter((entry) => entry.startsWith("slow"))).toEqual(["slow:s#1", "slow:s#2"]);
  });

  it("leaves kinds it cannot run to an instance that can", async () => {
    await enqueueJob(harbor, echo, { value: "later" });
    expect((await runner([flaky]).drain()).succeeded).toEqual([]);
    expect((await runner().drain()).succeeded).toHaveLength(1);
  });
});
