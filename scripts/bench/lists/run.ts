/**
 * Lists-that-scale benchmark (issue 32 item 10): seeds Harbor Club with 50,000 members and
 * 500,000 ledger rows (scripts/seed-scale.ts), then asks the staff lists for filtered pages as
 * the back office does, in process (app.inject: the route, its queries and the answer's
 * encoding; no socket), one request at a time, and prints p50/p99 per list. Goal: a filtered
 * page under 300 ms p99 on PGlite. Besides the wall-clock time, each request's CPU time in this
 * process (the embedded database runs in it), which the machine's other load does not inflate.
 * Not a test: it reports.
 *   npm run bench:lists
 *   SAMPLES=100 MEMBERS=5000 TRANSACTIONS=50000 npm run bench:lists
 *   DATA_DIR=/tmp/crest-lists npm run bench:lists    (seeds once, reuses it afterwards)
 *   bash scripts/with-postgres.sh npm run bench:lists
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { DEMO } from "../../../apps/server/src/demo/demo-ids.ts";
import { signInStaff } from "../../../apps/server/src/test/customer-session.ts";
import { scaleApp, scaleSizeFromEnv, seedScale } from "../../seed-scale.ts";

const samples = Number(process.env.SAMPLES ?? 200);
const HOST = "harbor.localhost";
const DAY = 86_400_000;

// DATA_DIR keeps a seeded embedded database between runs (seeded once, then reused).
const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "crest-bench-lists-"));
const app = await scaleApp(dataDir);
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)] as T;
/** The p-th fraction of the values (sorted in place). */
const percentile = (values: number[], p: number) =>
  values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

try {
  const size = scaleSizeFromEnv();
  const companyId = DEMO.harbor.companyId;
  const seconds = await seedScale(app, companyId, size);
  console.log(
    `seeded ${size.members} members and ${size.transactions} transactions in ${seconds.toFixed(1)} s`,
  );
  const cookie = await signInStaff(app, HOST);
  const memberIds = (
    await app.platformDb.execute<{ id: string }>(
      sql`select id from customers where company_id = ${companyId} order by random() limit 500`,
    )
  ).rows.map((row) => row.id);
  const firstNames = ["ana", "ben", "carla", "maria", "noah", "zoe", "oscar", "lena"];
  const lastPrefixes = ["an", "bel", "carr", "dal", "fitz", "kel", "mor", "nel", "rob", "tho", "st", "jo"];

  const scenarios: { name: string; url: () => string }[] = [
    { name: "members: name prefix, page 1", url: () => `/admin/api/members?q=${pick(lastPrefixes)}` },
    {
      name: "members: first name and last prefix, page 2",
      url: () => `/admin/api/members?q=${pick(firstNames)}%20${pick(lastPrefixes)}&page_number=2`,
    },
    {
      name: "members: e-mail prefix, page 5",
      url: () => `/admin/api/members?q=${pick(firstNames)}.&page_number=5`,
    },
    {
      name: "members: no filter, a random page of all",
      url: () => `/admin/api/members?page_number=${1 + Math.floor(Math.random() * (size.members / 24))}`,
    },
    {
      name: "members: newest first, page 1-100",
      url: () => `/admin/api/members?sort=newest&page_number=${1 + Math.floor(Math.random() * 100)}`,
    },
    {
      name: "member's ledger: charges",
      url: () => `/admin/api/billing/members/${pick(memberIds)}/transactions?type=charge`,
    },
    {
      name: "member's ledger: last 180 days, oldest first",
      url: () =>
        `/admin/api/billing/members/${pick(memberIds)}/transactions?from=${daysAgo(180)}&to=${daysAgo(0)}&sort=oldest`,
    },
    {
      name: "club ledger: refunds, page 1-5",
      url: () =>
        `/admin/api/billing/transactions?type=refund&page_number=${1 + Math.floor(Math.random() * 5)}`,
    },
    {
      name: "club ledger: charges in a 30-day window",
      url: () => {
        const end = Math.floor(Math.random() * 700);
        return `/admin/api/billing/transactions?type=charge&from=${daysAgo(end + 30)}&to=${daysAgo(end)}`;
      },
    },
    {
      name: "club ledger: due (invoiced), page 1-20",
      url: () =>
        `/admin/api/billing/transactions?status=invoiced&page_number=${1 + Math.floor(Math.random() * 20)}`,
    },
    {
      name: "club ledger: no filter, page 1-100",
      url: () => `/admin/api/billing/transactions?page_number=${1 + Math.floor(Math.random() * 100)}`,
    },
  ];

  const engine = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite (embedded)";
  console.log(`engine: ${engine}; ${samples} requests per list, one at a time, after 10 unmeasured`);
  let failed = false;
  for (const scenario of scenarios) {
    const times: number[] = [];
    const cpu: number[] = [];
    let rows = 0;
    for (let i = 0; i < samples + 10; i++) {
      const url = scenario.url();
      const begun = performance.now();
      const used = process.cpuUsage();
      const res = await app.inject({ method: "GET", url, headers: { host: HOST, cookie } });
      const took = performance.now() - begun;
      const { user, system } = process.cpuUsage(used);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      if (i >= 10) {
        times.push(took);
        cpu.push((user + system) / 1000);
        rows += (JSON.parse(res.body) as unknown[]).length;
      }
    }
    const p99 = percentile(times, 0.99);
    if (p99 >= 300) failed = true;
    console.log(
      `${scenario.name.padEnd(48)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms` +
        `  cpu p50 ${percentile(cpu, 0.5).toFixed(1).padStart(6)} ms  p99 ${percentile(cpu, 0.99).toFixed(1).padStart(6)} ms` +
        `  (${(rows / times.length).toFixed(1)} rows a page)`,
    );
  }
  if (failed) {
    console.error("a list's p99 is 300 ms or more");
    process.exitCode = 1;
  }
} finally {
  await app.close();
  if (!process.env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}
