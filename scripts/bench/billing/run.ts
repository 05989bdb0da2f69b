/**
 * Billing benchmark: a billing run over 10,000 due subscriptions, charged through the sandbox
 * processor, on the embedded database (default) or on PostgreSQL (DATABASE_URL, e.g. through
 * scripts/with-postgres.sh). Prints subscriptions charged per second and the p50/p99 time per
 * charge (from its batch's claim to its batch's record: charges are recorded a batch at a time). Not a test.
 *   npm run bench:billing
 *   SUBSCRIPTIONS=2000 RUNNERS=2 CONCURRENCY=8 npm run bench:billing
 *   bash scripts/with-postgres.sh npm run bench:billing
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dayOf } from "@crest/domain";
import { sql } from "drizzle-orm";
import { buildApp } from "../../../apps/server/src/app.ts";
import { testConfig } from "../../../apps/server/src/config.ts";
import { DEMO, DEMO_MEMBERSHIPS, DEMO_WALLET } from "../../../apps/server/src/demo/demo-ids.ts";
import { seedDemoIfEmpty } from "../../../apps/server/src/demo/index.ts";
import { insertDueSubscriptions } from "../../../apps/server/src/features/memberships/billing-test-repository.ts";
import { runBilling } from "../../../apps/server/src/flows/run-billing.ts";
import { serviceContext } from "../../../apps/server/src/test/test-app.ts";

const count = Number(process.env.SUBSCRIPTIONS ?? 10_000);
const runners = Number(process.env.RUNNERS ?? 2);
const concurrency = Number(process.env.CONCURRENCY ?? 8);
const batchSize = Number(process.env.BATCH ?? 200);

/**
 * `count` members, each with their own approving sandbox card kept in the wallet for billing
 * and known to the sandbox as its customer, as adding the card in the portal leaves them. Set
 * straight in the tables (a bench's setup, not a path of the product).
 */
async function seedPayingMembers(server: typeof app, companyId: string, n: number): Promise<string[]> {
  const expYear = new Date().getUTCFullYear() + 3;
  const rows = await server.platformDb.execute<{ id: string }>(sql`
    with members as (
      insert into customers (company_id, email, first_name, last_name)
      select ${companyId}, 'bench-' || g || '@harbor.example', 'Bench', 'Member ' || g
      from generate_series(1, ${n}) g
      returning id
    ), tokens as (
      insert into sandbox_card_tokens (id, company_id, brand, last_four, exp_month, exp_year, behaviour)
      select 'tok_bench_' || id, ${companyId}, 'mastercard', '4444', 12, ${expYear}, 'approve' from members
      returning id
    ), known as (
      insert into processor_customers (company_id, customer_id, processor_id, provider_customer_id)
      select ${companyId}, id, ${DEMO_WALLET.processorId}, 'cus_sandbox_' || id from members
    ), cards as (
      insert into wallet_methods (company_id, customer_id, kind, processor_id, integration, provider_ref,
        brand, nickname, billing_use, last_four, exp_month, exp_year, verified)
      select ${companyId}, id, 'card', ${DEMO_WALLET.processorId}, 'sandbox', 'tok_bench_' || id,
        'mastercard', 'Dues card', 'billing', '4444', 12, ${expYear}, true from members
    )
    select id from members`);
  return rows.rows.map((row) => row.id);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "crest-bench-billing-"));
const app = await buildApp({
  config: testConfig({ dataDir, databaseUrl: process.env.DATABASE_URL, logLevel: "warn" }),
});
try {
  await seedDemoIfEmpty(app);
  const harbor = await serviceContext(app, DEMO.harbor.companyId);
  const yesterday = dayOf(new Date(Date.now() - 86_400_000));
  const seeded = performance.now();
  const customerIds = await seedPayingMembers(app, DEMO.harbor.companyId, count);
  await insertDueSubscriptions(harbor.scope, {
    planId: DEMO_MEMBERSHIPS.plans.individual,
    customerIds,
    nextDate: yesterday,
    rate: 4_900,
    label: "BENCH",
  });
  console.log(
    `${count} members with a billing card and ${count} due subscriptions inserted in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );

  const perCharge: number[] = [];
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: runners }, async () =>
      runBilling(await serviceContext(app, DEMO.harbor.companyId), {
        batchSize,
        concurrency,
        // A charge is done when its batch is recorded: each charge of a batch waited its whole batch.
        onBatch: (ms, size) => perCharge.push(...Array.from({ length: size }, () => ms)),
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const charged = results.reduce((sum, run) => sum + run.charged, 0);
  const failed = results.reduce(
    (sum, run) => sum + run.failed + run.pendingAuthentication + run.interrupted,
    0,
  );
  perCharge.sort((a, b) => a - b);
  const percentile = (p: number) =>
    perCharge[Math.min(perCharge.length - 1, Math.floor(perCharge.length * p))] ?? 0;
  const engine = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite (embedded)";
  console.log(
    `engine: ${engine}; runners: ${runners} × ${concurrency} charges in flight; batch ${batchSize}`,
  );
  console.log(`charged ${charged} (failed ${failed}) in ${seconds.toFixed(1)} s`);
  console.log(`charges/s: ${(charged / seconds).toFixed(0)}`);
  console.log(`per charge: p50 ${percentile(0.5).toFixed(1)} ms, p99 ${percentile(0.99).toFixed(1)} ms`);
  if (charged !== count) {
    console.error(`expected ${count} charged`);
    process.exitCode = 1;
  }
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
