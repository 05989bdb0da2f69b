/**
 * Statement-run benchmark (issue 28): 10,000 members with a month of transactions each (three
 * dinners on the house account, a card order and its partial refund), then the statement run for
 * that month, twice at once (as two instances would: one statement per member all the same), on
 * the embedded database (default) or on PostgreSQL (DATABASE_URL, through
 * scripts/with-postgres.sh). Prints statements per second, then the PDF's p50/p99 over PDFS
 * statements. Goals: ≥ 500 statements/s on PostgreSQL, a PDF under 200 ms. Not a test.
 *   npm run bench:statements
 *   MEMBERS=2000 PDFS=100 npm run bench:statements
 *   bash scripts/with-postgres.sh npm run bench:statements
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addMonths, monthOf, statementPeriod } from "@crest/domain";
import { sql } from "drizzle-orm";
import { buildApp } from "../../../apps/server/src/app.ts";
import { testConfig } from "../../../apps/server/src/config.ts";
import { DEMO } from "../../../apps/server/src/demo/demo-ids.ts";
import { seedDemoIfEmpty } from "../../../apps/server/src/demo/index.ts";
import { statementPdf } from "../../../apps/server/src/features/billing/statement-pdf.ts";
import { runStatements } from "../../../apps/server/src/features/billing/statement-service.ts";
import { serviceContext } from "../../../apps/server/src/test/test-app.ts";

const count = Number(process.env.MEMBERS ?? 10_000);
const pdfs = Number(process.env.PDFS ?? 200);
const TIMEZONE = "America/New_York";

const dataDir = mkdtempSync(path.join(tmpdir(), "crest-bench-statements-"));
const app = await buildApp({
  config: testConfig({ dataDir, databaseUrl: process.env.DATABASE_URL, logLevel: "warn" }),
});
try {
  await seedDemoIfEmpty(app);
  const companyId = DEMO.harbor.companyId;
  // Two months back: the demo closed last month already, and this one has not ended.
  const month = addMonths(monthOf(new Date(), TIMEZONE), -13);
  const { from } = statementPeriod(month, TIMEZONE);
  const at = (day: number) => new Date(from.getTime() + day * 86_400_000 + 19 * 3_600_000).toISOString();
  const seeded = performance.now();
  // The month's rows, set straight in the tables (a bench's setup, not a path of the product).
  await app.platformDb.execute(sql`
    with members as (
      insert into customers (company_id, email, first_name, last_name)
      select ${companyId}, 'statement-' || g || '@harbor.example', 'Bench', 'Member ' || g
      from generate_series(1, ${count}) g
      returning id
    ), dinners as (
      insert into ledger_transactions (company_id, customer_id, source, type, status, description, amount,
        amount_due, sub_total, currency, payment_type, created_at, charged_at)
      select ${companyId}, m.id, 'bench:' || m.id || ':' || d, 'charge', 'invoiced', 'Dinner at the Grill Room',
        4000 + d * 850, 4000 + d * 850, 4000 + d * 850, 'USD', 'houseAccount',
        (${at(3)}::timestamptz + d * interval '7 days'), (${at(3)}::timestamptz + d * interval '7 days')
      from members m, generate_series(0, 2) d
    ), orders as (
      insert into ledger_transactions (company_id, customer_id, source, type, status, description, amount,
        refunded_amount, sub_total, currency, payment_type, brand, last_four, created_at, charged_at, paid_at)
      select ${companyId}, m.id, 'bench:' || m.id || ':order', 'order', 'processed', 'Pro shop', 12000, 3000,
        12000, 'USD', 'creditcard', 'visa', '4242', ${at(10)}::timestamptz, ${at(10)}::timestamptz, ${at(10)}::timestamptz
      from members m
      returning id, customer_id
    )
    insert into ledger_transactions (company_id, customer_id, source, type, status, description, amount,
      currency, payment_type, brand, last_four, linked_transaction_id, created_at, charged_at, paid_at)
    select ${companyId}, o.customer_id, 'bench:' || o.id || ':refund', 'refund', 'refunded', 'Refund: a returned cap',
      3000, 'USD', 'creditcard', 'visa', '4242', o.id, ${at(12)}::timestamptz, ${at(12)}::timestamptz, ${at(12)}::timestamptz
    from orders o`);
  console.log(
    `${count} members with 5 transactions each in ${month} inserted in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );

  const started = performance.now();
  const written = await Promise.all([
    runStatements(await serviceContext(app, companyId), month),
    runStatements(await serviceContext(app, companyId), month),
  ]);
  const seconds = (performance.now() - started) / 1000;
  const made = written[0] + written[1];
  const stored = await app.platformDb.execute<{ n: number; members: number }>(
    sql`select count(*)::int as n, count(distinct customer_id)::int as members from billing_statements where company_id = ${companyId} and month = ${month}`,
  );
  const engine = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite (embedded)";
  console.log(`engine: ${engine}; two runs at once`);
  console.log(
    `statements written ${made} (stored ${stored.rows[0]?.n}, members ${stored.rows[0]?.members}) in ${seconds.toFixed(1)} s`,
  );
  console.log(`statements/s: ${(made / seconds).toFixed(0)}`);

  const rows = await app.platformDb.execute<{ id: string }>(
    sql`select id from billing_statements where company_id = ${companyId} and month = ${month} order by random() limit ${pdfs}`,
  );
  const context = await serviceContext(app, companyId);
  const times: number[] = [];
  let first: number | null = null;
  for (const { id } of rows.rows) {
    const statement = (
      await app.platformDb.execute<Record<string, unknown>>(
        sql`select * from billing_statements where id = ${id}`,
      )
    ).rows[0];
    if (!statement) continue;
    const row = {
      id,
      companyId,
      customerId: String(statement.customer_id),
      month: String(statement.month),
      periodStart: String(statement.period_start),
      periodEnd: String(statement.period_end),
      count: Number(statement.count),
      charged: Number(statement.charged),
      refunded: Number(statement.refunded),
      total: Number(statement.total),
      periodDue: Number(statement.period_due),
      totalDue: Number(statement.total_due),
      currency: String(statement.currency),
      minimumSpend: null,
      createdAt: new Date(),
    };
    const begun = performance.now();
    const pdf = await statementPdf(context, row);
    // The first also loads the fonts and draws the club's logo as PNG (then cached): told apart.
    if (first === null) first = performance.now() - begun;
    else times.push(performance.now() - begun);
    if (pdf.subarray(0, 5).toString() !== "%PDF-") throw new Error("not a PDF");
  }
  times.sort((a, b) => a - b);
  const percentile = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
  console.log(
    `PDF: first ${first?.toFixed(0)} ms (fonts, logo); then (${times.length}) p50 ${percentile(0.5).toFixed(1)} ms, p99 ${percentile(0.99).toFixed(1)} ms`,
  );
  if (stored.rows[0]?.n !== stored.rows[0]?.members) {
    console.error("a member has two statements for the month");
    process.exitCode = 1;
  }
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
