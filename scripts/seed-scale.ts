/**
 * Seeds one club at scale (issue 32 item 10): 50,000 members and 500,000 ledger rows at Harbor
 * Club, in set-based SQL (generate_series), so the back office's lists can be measured at the
 * size the issue asks for. On the embedded database by default (DATA_DIR, or a new temp folder
 * it prints) or on PostgreSQL with DATABASE_URL. The demo is seeded first when the database is
 * empty; a database seeded already is left as it is. Not a path of the product: rows are set straight in the tables, the way the billing
 * feature writes them (one row per source, amounts in minor units, a charge owing until paid).
 *   node --import tsx scripts/seed-scale.ts
 *   MEMBERS=5000 TRANSACTIONS=50000 DATA_DIR=/tmp/crest-scale node --import tsx scripts/seed-scale.ts
 *   bash scripts/with-postgres.sh node --import tsx scripts/seed-scale.ts
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../apps/server/src/app.ts";
import { testConfig } from "../apps/server/src/config.ts";
import { DEMO } from "../apps/server/src/demo/demo-ids.ts";
import { seedDemoIfEmpty } from "../apps/server/src/demo/index.ts";

export interface ScaleSize {
  members: number;
  transactions: number;
}

export const SCALE_DEFAULT: ScaleSize = { members: 50_000, transactions: 500_000 };

// Names vary the way a club's do: 40 first names, 400 last names (20 stems × 20 endings), so a
// typed prefix matches a few hundred members at most, as at a real club of 50,000.
const FIRST = [
  "Ana",
  "Ben",
  "Carla",
  "David",
  "Elena",
  "Frank",
  "Grace",
  "Hugo",
  "Irene",
  "Jack",
  "Karen",
  "Luis",
  "Maria",
  "Noah",
  "Olga",
  "Pablo",
  "Quinn",
  "Rosa",
  "Sam",
  "Tina",
  "Umar",
  "Vera",
  "Will",
  "Xavi",
  "Yara",
  "Zoe",
  "Alba",
  "Bruno",
  "Clara",
  "Diego",
  "Emma",
  "Felix",
  "Gina",
  "Hector",
  "Ines",
  "Jorge",
  "Lena",
  "Marco",
  "Nora",
  "Oscar",
];
const STEMS = [
  "Ander",
  "Bell",
  "Carr",
  "Dal",
  "Ells",
  "Fitz",
  "Garr",
  "Hal",
  "Irv",
  "John",
  "Kell",
  "Lind",
  "Mor",
  "Nels",
  "Ost",
  "Pend",
  "Quil",
  "Rob",
  "Stan",
  "Thorn",
];
const ENDINGS = [
  "son",
  "ton",
  "field",
  "ley",
  "man",
  "wood",
  "berg",
  "ford",
  "well",
  "by",
  "stone",
  "worth",
  "croft",
  "ham",
  "more",
  "ridge",
  "dale",
  "brook",
  "ington",
  "ard",
];

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(",")}]`);

/** Inserts `size` members and ledger rows at the club (none if seeded already); answers the seconds it took. */
export async function seedScale(app: FastifyInstance, companyId: string, size: ScaleSize): Promise<number> {
  const started = performance.now();
  const db = app.platformDb;
  const seeded = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from customers where company_id = ${companyId} and email like '%@scale.example'`,
  );
  if ((seeded.rows[0]?.n ?? 0) === 0) await insertScale(app, companyId, size);
  // What PostgreSQL's autovacuum does after a bulk load: statistics for the planner, and the
  // visibility map that lets a count read the index alone. The embedded database has no
  // autovacuum, and without statistics its planner takes a 500,000-row table for 1,000 rows.
  await db.execute(sql`vacuum analyze customers`);
  await db.execute(sql`vacuum analyze ledger_transactions`);
  return (performance.now() - started) / 1000;
}

/** The set-based inserts of seedScale. */
async function insertScale(app: FastifyInstance, companyId: string, size: ScaleSize): Promise<void> {
  const db = app.platformDb;
  // Members: first name by g, last name by stem and ending, created over the last three years.
  await db.execute(sql`
    insert into customers (company_id, email, first_name, last_name, created_at, updated_at)
    select ${companyId},
      lower(f.name || '.' || l.name || '.' || g) || '@scale.example', f.name, l.name,
      now() - (g % 1095) * interval '1 day', now()
    from generate_series(1, ${size.members}) g
    cross join lateral (select (${textArray(FIRST)})[1 + g % ${FIRST.length}] as name) f
    cross join lateral (
      select (${textArray(STEMS)})[1 + (g / ${FIRST.length}) % ${STEMS.length}]
        || (${textArray(ENDINGS)})[1 + (g / ${FIRST.length * STEMS.length}) % ${ENDINGS.length}] as name
    ) l`);
  // Ledger rows, ten kinds of movement spread over two years, each member's rows by g modulo
  // the members: dining on the house account (owing until a month's invoice is paid), card
  // orders, dues, refunds, invoices, their payments and staff's credits, as billing writes them.
  await db.execute(sql`
    with members as (
      select id, row_number() over (order by id) as n from customers
      where company_id = ${companyId} and email like '%@scale.example'
    ), rows as (
      select g, m.id as customer_id,
        (array['charge','charge','charge','order','order','subscription','refund','invoice','payment','credit'])[1 + g % 10] as type,
        now() - ((g::bigint * 7919) % 730) * interval '1 day' - (g % 86400) * interval '1 second' as at,
        1000 + (g * 37) % 20000 as amount
      from generate_series(1, ${size.transactions}) g
      join members m on m.n = 1 + g % ${size.members}
    )
    insert into ledger_transactions (company_id, customer_id, source, type, status, description, amount,
      amount_due, sub_total, currency, payment_type, brand, last_four, created_at, charged_at, paid_at, due_date)
    select ${companyId}, customer_id, 'scale:' || g, type,
      case type when 'charge' then (case when at > now() - interval '60 days' then 'invoiced' else 'processed' end)
        when 'invoice' then (case when at > now() - interval '90 days' then 'invoiced' else 'processed' end)
        when 'refund' then 'refunded' else 'processed' end,
      case type when 'charge' then 'Dinner at the Grill Room' when 'order' then 'Pro shop'
        when 'subscription' then 'Membership dues' when 'refund' then 'Refund: a returned cap'
        when 'invoice' then 'Invoice' when 'payment' then 'Invoice payment' else 'Credit: a goodwill gesture' end,
      amount,
      case when type in ('charge', 'invoice') and at > now() - interval '60 days' then amount else 0 end,
      amount, 'USD',
      case when type in ('charge', 'credit') then 'houseAccount' when type = 'invoice' then 'invoice' else 'creditcard' end,
      case when type in ('order', 'subscription', 'refund', 'payment') then 'visa' else '' end,
      case when type in ('order', 'subscription', 'refund', 'payment') then '4242' else '' end,
      at, at, case when type in ('charge', 'invoice') then null else at end,
      case when type = 'invoice' then (at + interval '30 days')::date end
    from rows`);
}

/** Builds the portal on DATABASE_URL or a data folder, seeding the demo first when empty. */
export async function scaleApp(dataDir: string) {
  const config = testConfig({ dataDir, databaseUrl: process.env.DATABASE_URL, logLevel: "warn" });
  // The bulk inserts run for tens of seconds on PostgreSQL: past the portal's 10-second statement limit.
  const databaseTimeouts = { ...config.databaseTimeouts, statementMs: 10 * 60_000 };
  const app = await buildApp({ config: { ...config, databaseTimeouts } });
  await seedDemoIfEmpty(app);
  return app;
}

/** The size asked for in MEMBERS and TRANSACTIONS, else 50,000 and 500,000. */
export const scaleSizeFromEnv = (): ScaleSize => ({
  members: Number(process.env.MEMBERS ?? SCALE_DEFAULT.members),
  transactions: Number(process.env.TRANSACTIONS ?? SCALE_DEFAULT.transactions),
});

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "crest-scale-"));
  const app = await scaleApp(dataDir);
  try {
    const size = scaleSizeFromEnv();
    const seconds = await seedScale(app, DEMO.harbor.companyId, size);
    const where = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${dataDir}`;
    console.log(
      `${size.members} members and ${size.transactions} transactions at Harbor Club in ${seconds.toFixed(1)} s, on ${where}`,
    );
  } finally {
    await app.close();
  }
}
