/**
 * The architecture, as a test (DESIGN §2–3): tenancy is structural, not remembered.
 * - Only the files below may reach the raw database handle (import it, its drivers or its
 *   type, read `platformDb`, make a TenantScope or unwrap one); everything else has a tenant
 *   scope as its only handle, and a scope adds the company to every statement it builds.
 * - Those files may touch a table with `company_id` only where their entry says so and why.
 * - Every table belongs to exactly one feature, has `company_id` unless it is a named platform
 *   table, and no feature's index.ts hands its tables out.
 * - No service, repository or flow sees HTTP.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { getTableName, is, Table } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isTenantTable } from "../db/tenant-scope.ts";
import { features } from "../features/registry.ts";

const SRC = path.resolve(import.meta.dirname, "..");

interface Allowed {
  why: string;
  /** Tables with company_id this file queries across clubs (by their exported name). */
  tenantTables?: string[];
}

/** Who may hold the raw handle, and why. Keep it short: each line is a door around tenancy. */
export const RAW_HANDLE_ALLOWLIST: Record<string, Allowed> = {
  "app.ts": { why: "builds the app: opens the database and hands it to the platform services" },
  "build-platform.ts": {
    why: "builds the platform services on the database handle: limits, media, the network passes, the job runner",
  },
  "db/client.ts": { why: "opens PGlite or the PostgreSQL pool" },
  "db/postgres-listener.ts": {
    why: "LISTENs on a PostgreSQL connection of its own for client.ts (types only: it runs no statement of a club)",
  },
  "db/migrate.ts": { why: "applies migrations under an advisory lock" },
  "db/change-notifications.ts": { why: "installs the triggers that announce changes to customers' rows" },
  "db/tenant-scope.ts": { why: "the tenant scope itself: the one place that adds the company" },
  "db/pglite-parsers.ts": { why: "sets how the PGlite client that client.ts opens reads timestamps" },
  "db/pglite-turns.ts": { why: "lets the event loop turn between the PGlite client's statements" },
  "db/pglite-prepared.ts": { why: "prepares each of the PGlite client's statements once" },
  "db/statement.ts": {
    why: "builds a statement once on a template scope whose club is a placeholder, and runs it on the caller's scope's handle, bound to the caller's club",
  },
  "db/batched-reads.ts": {
    why: "keys batches by the scope's handle (never queries it), so a transaction's reads are batched only with its own",
  },
  "demo/demo-seed.ts": { why: "the seed context type: platform rows (companies, staff) are seeded raw" },
  "demo/index.ts": { why: "seeds every feature in one transaction under an advisory lock" },
  "platform/contexts.ts": { why: "makes the tenant scope of each request and each job" },
  "platform/feature.ts": { why: "the Sweep type: sweeps delete by time across clubs" },
  "platform/housekeeping.ts": { why: "the hourly job that runs every sweep" },
  "platform/embedded-maintenance.ts": { why: "vacuums and analyzes every table of the embedded database" },
  "plugins/health.ts": { why: "readiness pings the database" },
  "features/config/host-repository.ts": {
    why: "Host → club, before any tenant is known",
    tenantTables: ["domains", "mobileApps"],
  },
  "features/config/tenant-resolver.ts": { why: "the tenant cache, filled from host lookups" },
  "features/config/demo.ts": {
    why: "seeds the platform rows (companies, their network), then each club's domains",
    tenantTables: ["domains", "mobileApps"],
  },
  "features/customers/network-repository.ts": {
    why: "one person across a global network: their clubs, by user_id (company ids only leave it)",
    tenantTables: ["customers"],
  },
  "platform/jobs.ts": { why: "the platform job context type" },
  "features/jobs/job-repository.ts": {
    why: "the runner claims due jobs across clubs",
    tenantTables: ["jobs"],
  },
  "features/jobs/runner.ts": { why: "the job runner: claims, runs and records jobs of every club" },
  "features/jobs/sweep.ts": { why: "deletes finished jobs of every club" },
  "features/auth/sweep.ts": {
    why: "deletes expired sessions, spent tokens and old sign-in attempts of every club",
    tenantTables: ["customerSessions", "accountTokens"],
  },
  "features/admin/sweep.ts": { why: "deletes expired staff sessions" },
  "features/customers/sweep.ts": { why: "deletes spent and expired network-switch passes" },
  "features/limits/counter-repository.ts": { why: "counters keyed by addresses and accounts of every club" },
  "features/limits/limits.ts": { why: "the counters as a platform service" },
  "features/limits/sweep.ts": { why: "deletes counters whose window ended and sign-in turns gone by" },
  "features/limits/turn-repository.ts": { why: "sign-in turns keyed by accounts of every club" },
  "features/media/postgres-media-repository.ts": { why: "the PostgreSQL media store: keys of every club" },
  "features/admin/staff-repository.ts": {
    why: "staff are platform users: one may manage several clubs",
    tenantTables: ["staffMemberships"],
  },
  "features/admin/staff-service.ts": { why: "staff sign-in and club switching, across clubs" },
  "features/admin/staff-access.ts": { why: "wires the staff service and access check" },
  "features/admin/staff-team-service.ts": { why: "the staff section: a club's staff are platform users" },
  "features/admin/staff-team-repository.ts": {
    why: "a club's staff: their platform accounts joined to the club's memberships, named by company",
    tenantTables: ["staffMemberships"],
  },
  "features/admin/demo.ts": { why: "seeds staff users and their clubs", tenantTables: ["staffMemberships"] },
  "billing-run.ts": { why: "the billing command line: finds the clubs with due subscriptions" },
  "features/memberships/billing-job.ts": {
    why: "the hourly billing schedule queues a run for each club with due subscriptions",
  },
  "features/memberships/billing-schedule-repository.ts": {
    why: "finds the clubs with due subscriptions for the hourly schedule and the command line",
    tenantTables: ["membershipSubscriptions"],
  },
  "features/payments/payment-jobs.ts": {
    why: "the minute's schedule queues the jobs of the clubs with refunds due and charges left unsettled",
  },
  "features/payments/schedule-repository.ts": {
    why: "finds the clubs with refunds due and charges left unsettled, for the minute's schedule",
    tenantTables: ["payments", "paymentRefunds"],
  },
  "features/billing/billing-job.ts": {
    why: "the hourly schedule queues the billing month of every club",
  },
  "add-club.ts": {
    why: "the club:add command line: a new club, its domain and its owner, in one transaction",
  },
  "add-staff.ts": { why: "the staff:add command line: finds the club a domain serves, then grants it" },
  "features/config/club-repository.ts": {
    why: "a new club before any tenant exists: its company, then its domain in its own scope; a domain's club by name",
    tenantTables: ["domains"],
  },
  "features/admin/staff-account-repository.ts": {
    why: "the operator's commands: a staff user by e-mail (platform) and the club they gain",
    tenantTables: ["staffMemberships"],
  },
  "rotate-credentials-key.ts": {
    why: "the key rotation command: seals every club's processor secrets again",
  },
  "features/mail/outbox-stats-repository.ts": {
    why: "the outbox's depth across every club, for /metrics",
    tenantTables: ["mailOutbox"],
  },
  "plugins/metrics.ts": { why: "/metrics reads the job queue, the outbox and the pool across every club" },
  "lib/backup-socket.ts": { why: "serves copies of the embedded database to `npm run backup`" },
  "backup.ts": { why: "the backup command: copies the embedded database when no server runs on it" },
  "restore.ts": { why: "the restore command: starts a new data folder from a backup" },
};

/** Tables without company_id: the platform itself, not any one club's data. */
const PLATFORM_TABLES: Record<string, string> = {
  companies: "the clubs themselves",
  global_networks: "a network spans clubs",
  staff_users: "a staff user may manage several clubs",
  staff_sessions: "a staff session switches between clubs",
  rate_counters: "counters keyed by addresses and accounts, across clubs",
  sign_in_turns: "the next sign-in check of an account under attack, across clubs",
  media_objects: "files keyed by club (club/<id>/…) or shared (demo/…)",
  network_switches: "a pass from one club of a network to another",
};

/** What reaching the raw handle looks like in source. */
const RAW_HANDLE = [
  {
    name: "imports db/client.ts",
    pattern: /from\s+["'][./]*(?:\.\.\/)*db\/client(?:\.ts)?["']|from\s+["']\.\/client(?:\.ts)?["']/,
  },
  {
    name: "imports a database driver",
    pattern: /from\s+["'](?:drizzle-orm\/(?:node-postgres|pglite)(?:\/\w+)?|@electric-sql\/pglite|pg)["']/,
  },
  { name: "uses platformDb", pattern: /\bplatformDb\b/ },
  { name: "makes a TenantScope", pattern: /new\s+TenantScope\s*\(/ },
  { name: "unwraps a TenantScope", pattern: /TenantScope\.executorOf\b/ },
  {
    name: "names a raw database type",
    pattern: /\b(?:PgDatabase|PgTransaction|NodePgDatabase|PgliteDatabase)\b/,
  },
  { name: "is a sweep (runs with the raw handle)", pattern: /:\s*Sweep(?:\[\])?\s*=/ },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory())
      return entry === "test" || entry === "migrations" ? [] : sourceFiles(full);
    return entry.endsWith(".ts") && !entry.endsWith(".test.ts") ? [full] : [];
  });
}

const files = sourceFiles(SRC).map((file) => ({
  name: path.relative(SRC, file).split(path.sep).join("/"),
  text: readFileSync(file, "utf8"),
}));

/** Every table of every manifest, by exported name. */
const tables = features.flatMap((feature) =>
  Object.entries(feature.tables ?? {})
    .filter(([, table]) => is(table, Table))
    .map(([exportName, table]) => ({ feature: feature.name, exportName, table: table as Table })),
);
const tenantTableNames = tables
  .filter(({ table }) => isTenantTable(table))
  .map(({ exportName }) => exportName);

/** The code of a file without imports, comments and quoted strings: a table named there is no query. */
const codeOf = (text: string) =>
  text
    .replace(/^import[\s\S]*?from\s+["'][^"']+["'];?$/gm, "")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "")
    // A job's kind ("payments.refunds") names no table; template literals (sql`…`) stay.
    .replace(/"(?:[^"\\\n]|\\.)*"/g, '""');

/** A table in a query: `.from(t)`, `.insert(t)`, `.update(t)`, `.delete(t)`, a join, or a column `t.x`. */
const queries = (code: string, table: string) =>
  new RegExp(
    `\\.(?:from|insert|update|delete|\\w*[jJ]oin)\\(\\s*${table}\\b|(?<![.\\w$])${table}\\.[a-zA-Z]`,
  ).test(code);

export function rawHandleViolations(source: { name: string; text: string }[]): string[] {
  const problems: string[] = [];
  for (const file of source) {
    const allowed = RAW_HANDLE_ALLOWLIST[file.name];
    const reaches = RAW_HANDLE.filter(({ pattern }) => pattern.test(file.text)).map(({ name }) => name);
    if (reaches.length > 0 && !allowed) {
      problems.push(`${file.name} ${reaches.join(", ")}, but is not on the raw-handle allowlist`);
    }
    if (!allowed || reaches.length === 0) continue;
    const code = codeOf(file.text);
    for (const tableName of tenantTableNames) {
      if (queries(code, tableName) && !allowed.tenantTables?.includes(tableName)) {
        problems.push(
          `${file.name} queries the tenant table ${tableName} outside a tenant scope without saying why`,
        );
      }
    }
  }
  return problems;
}

describe("architecture", () => {
  it("only the allowlisted platform files reach the raw database handle", () => {
    expect(rawHandleViolations(files)).toEqual([]);
  });

  it("every allowlisted file exists and still needs the raw handle", () => {
    const stale = Object.keys(RAW_HANDLE_ALLOWLIST).filter((name) => {
      const file = files.find((candidate) => candidate.name === name);
      return !file || !RAW_HANDLE.some(({ pattern }) => pattern.test(file.text));
    });
    expect(stale).toEqual([]);
  });

  it("catches a service that queries a tenant table with the raw handle", () => {
    const planted = {
      name: "features/orders/service.ts",
      text: `import type { Executor } from "../../db/client.ts";\nimport { customers } from "../customers/tables.ts";\nexport const all = (db: Executor) => db.select().from(customers);\n`,
    };
    expect(rawHandleViolations([planted])).toEqual([
      "features/orders/service.ts imports db/client.ts, but is not on the raw-handle allowlist",
    ]);
  });

  it("every table has one owning feature, company_id unless it is a platform table, and tables.ts are all registered", () => {
    const names = tables.map(({ table }) => getTableName(table));
    expect(names.length).toBe(new Set(names).size);
    const withoutCompany = tables
      .filter(({ table }) => !isTenantTable(table))
      .map(({ table }) => getTableName(table))
      .sort();
    expect(withoutCompany).toEqual(Object.keys(PLATFORM_TABLES).sort());
    const tableFiles = files
      // A folder starting with "_" is the template: copied, never registered.
      .filter((file) => /^features\/[^_/][^/]*\/tables\.ts$/.test(file.name))
      .map((file) => file.name.split("/")[1]);
    const registered = features.filter((feature) => feature.tables).map((feature) => feature.name);
    expect(tableFiles.sort()).toEqual([...registered].sort());
  });

  it("no feature's index.ts exports a table", async () => {
    const leaking: string[] = [];
    for (const file of files.filter((candidate) => /^features\/[^/]+\/index\.ts$/.test(candidate.name))) {
      const exported: Record<string, unknown> = await import(path.join(SRC, file.name));
      for (const [name, value] of Object.entries(exported))
        if (is(value, Table)) leaking.push(`${file.name}: ${name}`);
    }
    expect(leaking).toEqual([]);
  });

  it("no service, repository or flow takes an HTTP request", () => {
    const http = files.filter(
      (file) =>
        /(^flows\/|service\.ts$|repository\.ts$|-service\.ts$)/.test(file.name) &&
        /\bFastify(Request|Reply)\b/.test(file.text),
    );
    expect(http.map((file) => file.name)).toEqual([]);
  });
});
