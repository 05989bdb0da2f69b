import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS, DEMO_STAFF } from "../demo/demo-ids.ts";
import { staffSessions } from "../features/admin/tables.ts";
import { accountTokens, customerSessions } from "../features/auth/tables.ts";
import { networkSwitches } from "../features/customers/tables.ts";
import { jobs } from "../features/jobs/tables.ts";
import { rateCounters, signInTurns } from "../features/limits/tables.ts";
import { features } from "../features/registry.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { sweepAll } from "./housekeeping.ts";

const sweeps = features.flatMap((feature) => feature.sweeps ?? []);

let t: TestApp;
const now = new Date("2026-11-21T12:00:00Z");
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  const harbor = DEMO.harbor.companyId;
  const customerId = DEMO_CUSTOMERS.member.id;
  await t.app.platformDb.insert(customerSessions).values([
    { id: "expired-session", customerId, companyId: harbor, expiresAt: minutes(-1) },
    { id: "live-session", customerId, companyId: harbor, expiresAt: minutes(60) },
  ]);
  const token = {
    customerId,
    companyId: harbor,
    email: "member@harbor.example",
    kind: "password_reset" as const,
  };
  await t.app.platformDb.insert(accountTokens).values([
    { ...token, id: "expired-token", expiresAt: minutes(-1) },
    { ...token, id: "used-long-ago", expiresAt: minutes(60), usedAt: minutes(-2 * 24 * 60) },
    { ...token, id: "used-just-now", expiresAt: minutes(60), usedAt: minutes(-5) },
    { ...token, id: "live-token", expiresAt: minutes(60) },
  ]);
  await t.app.platformDb.insert(rateCounters).values([
    { key: "old", windowStart: minutes(-30), count: 3, expiresAt: minutes(-15) },
    { key: "recent", windowStart: minutes(-5), count: 1, expiresAt: minutes(10) },
  ]);
  await t.app.platformDb.insert(signInTurns).values([
    { key: "turn-gone-by", nextAt: minutes(-1) },
    { key: "turn-ahead", nextAt: minutes(1) },
  ]);
  await t.app.platformDb.insert(staffSessions).values([
    {
      id: "expired-staff",
      staffUserId: DEMO_STAFF.owner.id,
      selectedCompanyId: harbor,
      expiresAt: minutes(-1),
    },
    { id: "live-staff", staffUserId: DEMO_STAFF.owner.id, selectedCompanyId: harbor, expiresAt: minutes(60) },
  ]);
  const pass = {
    userId: DEMO_CUSTOMERS.member.id,
    fromCompanyId: harbor,
    toCompanyId: DEMO.sierra.companyId,
    binding: "a-nonce-hash",
  };
  await t.app.platformDb.insert(networkSwitches).values([
    { ...pass, tokenHash: "expired-pass", expiresAt: minutes(-1) },
    { ...pass, tokenHash: "live-pass", expiresAt: minutes(1) },
  ]);
});
afterAll(() => t.close());

describe("housekeeping", () => {
  it("removes what can no longer be used and keeps everything else", async () => {
    expect(await sweepAll(sweeps, t.app.platformDb, now)).toEqual({
      sessions: 1,
      tokens: 2,
      rateCounters: 1,
      signInTurns: 1,
      staffSessions: 1,
      networkSwitches: 1,
      finishedJobs: 0,
    });
    const ids = async (rows: Promise<{ id: string }[]>) => (await rows).map((row) => row.id).sort();
    expect(await ids(t.app.platformDb.select({ id: customerSessions.id }).from(customerSessions))).toEqual([
      "live-session",
    ]);
    expect(await ids(t.app.platformDb.select({ id: accountTokens.id }).from(accountTokens))).toEqual([
      "live-token",
      "used-just-now",
    ]);
    expect(await ids(t.app.platformDb.select({ id: staffSessions.id }).from(staffSessions))).toEqual([
      "live-staff",
    ]);
    const counters = await t.app.platformDb.select({ key: rateCounters.key }).from(rateCounters);
    expect(counters.map((row) => row.key)).toEqual(["recent"]);
    const turns = await t.app.platformDb.select({ key: signInTurns.key }).from(signInTurns);
    expect(turns.map((row) => row.key)).toEqual(["turn-ahead"]);
    const passes = await t.app.platformDb.select({ hash: networkSwitches.tokenHash }).from(networkSwitches);
    expect(passes.map((row) => row.hash)).toEqual(["live-pass"]);
  });

  it("finds nothing the second time", async () => {
    expect(await sweepAll(sweeps, t.app.platformDb, now)).toEqual({
      sessions: 0,
      tokens: 0,
      rateCounters: 0,
      signInTurns: 0,
      staffSessions: 0,
      networkSwitches: 0,
      finishedJobs: 0,
    });
  });
});

describe("the housekeeping job", () => {
  it("is one recurring job that runs every sweep, once an hour across instances", async () => {
    const at = new Date("2026-11-21T13:05:00Z");
    await t.app.platformDb.insert(customerSessions).values({
      id: "expired-later",
      customerId: DEMO_CUSTOMERS.member.id,
      companyId: DEMO.harbor.companyId,
      expiresAt: new Date("2026-11-21T13:00:00Z"),
    });
    const [first, second] = await Promise.all([t.app.jobs.drain(at), t.app.jobs.drain(at)]);
    // Other features' recurring jobs (memberships' billing schedule) may run in the same drains.
    const ran = [...(first?.succeeded ?? []), ...(second?.succeeded ?? [])];
    const sweeps = await t.app.platformDb
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.id, ran), eq(jobs.kind, "housekeeping.sweep")));
    expect(sweeps).toHaveLength(1);
    const left = await t.app.platformDb.select({ id: customerSessions.id }).from(customerSessions);
    expect(left.map((row) => row.id)).not.toContain("expired-later");
  });
});
