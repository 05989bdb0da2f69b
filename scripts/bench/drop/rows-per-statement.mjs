/**
 * What a statement costs beside the rows it writes: 2,000 rows shaped like a ledger row inserted
 * one, ten or a hundred per INSERT (ten INSERTs per transaction), on PGlite in process or on
 * PostgreSQL when DATABASE_URL is set, through the drivers alone (no Drizzle). Prints the wall
 * time and this process's CPU per row. The case for group commit (README, "What limits it").
 *   node scripts/bench/drop/rows-per-statement.mjs
 *   bash scripts/with-postgres.sh node scripts/bench/drop/rows-per-statement.mjs
 */
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

const TABLE = `create table if not exists rows_bench (id uuid primary key default gen_random_uuid(),
  company_id uuid not null, customer_id uuid not null, source text not null, type text not null,
  status text not null, description text, amount int not null, currency text not null,
  reference_type text, reference_id uuid, payment_id uuid,
  created_at timestamptz not null default now(), data jsonb)`;
const COLUMNS = [
  "company_id",
  "customer_id",
  "source",
  "type",
  "status",
  "description",
  "amount",
  "currency",
  "reference_type",
  "reference_id",
  "payment_id",
  "data",
];
const ROWS = 2_000;
const STATEMENTS_PER_TRANSACTION = 10;

const values = () => [
  crypto.randomUUID(),
  crypto.randomUUID(),
  "checkout",
  "payment",
  "posted",
  "Order 1234",
  4_500,
  "USD",
  "order",
  crypto.randomUUID(),
  crypto.randomUUID(),
  JSON.stringify({ line: 1 }),
];
const insertOf = (rows) => {
  const tuples = Array.from(
    { length: rows },
    (_, row) => `(${COLUMNS.map((_, column) => `$${row * COLUMNS.length + column + 1}`).join(", ")})`,
  );
  return `insert into rows_bench (${COLUMNS.join(", ")}) values ${tuples.join(", ")}`;
};

async function measure(name, db) {
  for (const perStatement of [1, 10, 100]) {
    const sql = insertOf(perStatement);
    const transaction = async () => {
      await db.query("begin");
      for (let statement = 0; statement < STATEMENTS_PER_TRANSACTION; statement++)
        await db.query(sql, Array.from({ length: perStatement }, values).flat());
      await db.query("commit");
    };
    for (let warm = 0; warm < 5; warm++) await transaction();
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (let written = 0; written < ROWS; written += perStatement * STATEMENTS_PER_TRANSACTION)
      await transaction();
    const { user, system } = process.cpuUsage(cpu);
    const wall = ((performance.now() - started) * 1_000) / ROWS;
    console.log(
      `${name}, ${perStatement} row(s) per INSERT: ${wall.toFixed(0)} µs per row, ${((user + system) / ROWS).toFixed(0)} µs of this process's CPU per row`,
    );
  }
}

if (process.env.DATABASE_URL) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(TABLE);
  await measure("PostgreSQL", client);
  await client.query("drop table rows_bench");
  await client.end();
} else {
  const db = new PGlite();
  await db.exec(TABLE);
  await measure("PGlite", db);
  await db.close();
}
