/**
 * Two server instances on one PostgreSQL running billing at the same moment: each due
 * subscription is charged once. PostgreSQL only (the test command runs the server suite there).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dayOf } from "@crest/domain";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { testConfig } from "../../config.ts";
import { DEMO, DEMO_CUSTOMERS, DEMO_MEMBERSHIPS } from "../../demo/demo-ids.ts";
import { seedDemoIfEmpty } from "../../demo/index.ts";
import { runBilling } from "../../flows/run-billing.ts";
import { freshPostgresDatabase, serviceContext } from "../../test/test-app.ts";
import { insertDueSubscriptions } from "./billing-test-repository.ts";

const adminUrl = process.env.DATABASE_URL;
const instances: FastifyInstance[] = [];
let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
const folders: string[] = [];

beforeAll(async () => {
  if (!adminUrl) return;
  database = await freshPostgresDatabase(adminUrl);
  for (let i = 0; i < 2; i++) {
    const folder = mkdtempSync(path.join(tmpdir(), "crest-billing-instance-"));
    folders.push(folder);
    instances.push(
      await buildApp({
        config: testConfig({ databaseUrl: database.url, mediaDir: folder, dataDir: folder }),
      }),
    );
  }
  await seedDemoIfEmpty(instances[0] as FastifyInstance);
}, 120_000);

afterAll(async () => {
  for (const app of instances) await app.close();
  await database?.drop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe.runIf(Boolean(adminUrl))("billing on two instances of one PostgreSQL", () => {
  it("charges each due subscription once when both run at the same moment", async () => {
    const [a, b] = instances as [FastifyInstance, FastifyInstance];
    const ids = await insertDueSubscriptions((await serviceContext(a, DEMO.harbor.companyId)).scope, {
      planId: DEMO_MEMBERSHIPS.plans.individual,
      customerIds: Array.from({ length: 60 }, () => DEMO_CUSTOMERS.member.id),
      nextDate: dayOf(new Date(Date.now() - 86_400_000), "America/New_York"),
      rate: 2_500,
      label: "TWO-INSTANCES",
    });
    const options = { batchSize: 5, concurrency: 4 };
    const runs = await Promise.all(
      [a, b].flatMap((app) =>
        [0, 1].map(async () => runBilling(await serviceContext(app, DEMO.harbor.companyId), options)),
      ),
    );
    expect(runs.reduce((sum, run) => sum + run.claimed, 0)).toBe(60);
    expect(runs.reduce((sum, run) => sum + run.charged, 0)).toBe(60);
    // Both instances took part.
    expect(runs.slice(0, 2).reduce((sum, run) => sum + run.charged, 0)).toBeGreaterThan(0);
    expect(runs.slice(2).reduce((sum, run) => sum + run.charged, 0)).toBeGreaterThan(0);
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const [row] = (
      await a.platformDb.execute<{ payments: number; charges: number }>(sql`
        select (select count(*)::int from payments where reference_id::uuid in (${list})) as payments,
               (select count(*)::int from sandbox_intents i join payments p
                  on i.idempotency_key like '%' || p.idempotency_key || '-charge'
                where p.reference_id::uuid in (${list})) as charges`)
    ).rows;
    expect(row).toEqual({ payments: 60, charges: 60 });
  });
});
