/**
 * One migrated, seeded database per test worker, copied cheaply for each test file
 * (docs/testing.md). Migrating and seeding cost each file seconds; a copy costs a fraction of
 * one. Each file still gets a database of its own, so files stay as isolated from each other as
 * before:
 * - PGlite: the data directory is dumped once to a tarball; each file loads it into an in-memory
 *   PGlite of its own.
 * - PostgreSQL: template databases; each file's database is `CREATE DATABASE … TEMPLATE` of one.
 * Two templates: migrated only (for `seed: false`, and for apps with extra features that seed),
 * and migrated and seeded, with the files the seed put in the local media store.
 *
 * A worker builds its templates when its first file asks for a database (so a run of one file
 * costs what it did before), with the modules that file has already loaded, and keeps them for
 * its later files. They live in the run's place (test/global-setup.ts), which removes them all.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { buildApp } from "../app.ts";
import { type AppConfig, testConfig } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { seedDemoIfEmpty } from "../demo/index.ts";
import { features } from "../features/registry.ts";
import { freshPostgresDatabase } from "./postgres-databases.ts";
import type { TemplatePlace } from "./template-place.ts";

export interface DatabaseTemplates {
  engine: "pglite" | "postgres";
  /** PGlite: the tarball's file; PostgreSQL: the template database's name. */
  migrated: string;
  seeded: string;
  /** The media folder as the seed left it (the demo's logos and slogans). */
  seededMedia: string;
  /** The UTC day the demo was seeded: its dates are relative to that day. */
  seededOn: string;
}

/** The UTC calendar day, as the demo seed reckons "today". */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

const configFor = (folder: string, overrides: Partial<AppConfig>) =>
  testConfig({
    dataDir: "memory://",
    mediaDir: path.join(folder, "media"),
    webDist: path.join(folder, "no-web-build"),
    ...overrides,
  });

/** The PGlite client under a handle that client.ts opened in memory. */
const pgliteOf = (handle: DatabaseHandle) => (handle.db as unknown as { $client: PGlite }).$client;

async function dumpTo(handle: DatabaseHandle, file: string): Promise<void> {
  // Written out first, so a copy starts without replaying the log (0.5 s a file instead of 0.8).
  await pgliteOf(handle).exec("checkpoint");
  const tarball = await pgliteOf(handle).dumpDataDir("none");
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
}

async function pgliteTemplates(folder: string): Promise<DatabaseTemplates> {
  const database = await openDatabase({ dataDir: "memory://" });
  const app = await buildApp({ config: configFor(folder, {}), database, features });
  try {
    const migrated = path.join(folder, "migrated.tar");
    const seeded = path.join(folder, "seeded.tar");
    await dumpTo(database, migrated);
    await seedDemoIfEmpty(app);
    await dumpTo(database, seeded);
    return {
      engine: "pglite",
      migrated,
      seeded,
      seededMedia: path.join(folder, "media"),
      seededOn: utcDay(),
    };
  } finally {
    await app.close();
    await database.close();
  }
}

async function postgresTemplates(
  adminUrl: string,
  folder: string,
  prefix: string,
): Promise<DatabaseTemplates> {
  const migrated = await freshPostgresDatabase(adminUrl, { prefix });
  // The app migrates on start; closing it leaves no connection, as a template needs.
  await (await buildApp({ config: configFor(folder, { databaseUrl: migrated.url }), features })).close();
  const seeded = await freshPostgresDatabase(adminUrl, { prefix, template: migrated.name });
  const app = await buildApp({ config: configFor(folder, { databaseUrl: seeded.url }), features });
  try {
    await seedDemoIfEmpty(app);
  } finally {
    await app.close();
  }
  return {
    engine: "postgres",
    migrated: migrated.name,
    seeded: seeded.name,
    seededMedia: path.join(folder, "media"),
    seededOn: utcDay(),
  };
}

/** Kept on globalThis: a worker's later files load our modules afresh (test/fresh-modules.ts). */
const worker = globalThis as { crestTemplates?: Map<string, Promise<DatabaseTemplates>> };
worker.crestTemplates ??= new Map();
const built = worker.crestTemplates;

/** This worker's templates for the engine the tests run on, built on the first call. */
export function templatesOfThisWorker(
  place: TemplatePlace,
  adminUrl: string | undefined,
): Promise<DatabaseTemplates> {
  const key = `${place.folder}:${adminUrl ?? "pglite"}`;
  let templates = built.get(key);
  if (!templates) {
    const folder = path.join(place.folder, `worker-${process.pid}`);
    mkdirSync(folder, { recursive: true });
    templates = adminUrl
      ? postgresTemplates(adminUrl, folder, `${place.prefix}_${process.pid}`)
      : pgliteTemplates(folder);
    built.set(key, templates);
  }
  return templates;
}
