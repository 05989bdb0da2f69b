/**
 * Server tests build a fresh app on a database of their own per file: in-memory PGlite by
 * default, or a database of its own on the PostgreSQL server named by DATABASE_URL (the test
 * command starts one), so the same suite proves both engines. The database is a copy of the
 * worker's migrated (and seeded) template (test/database-templates.ts), so a file pays for a
 * copy, not for migrating and seeding; without a place for templates (outside vitest's global
 * set-up) it migrates and seeds as a first start does.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { DestinationStream } from "pino";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import { type AppConfig, testConfig } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { seedDemoIfEmpty } from "../demo/index.ts";
import { features } from "../features/registry.ts";
import type { Clock } from "../lib/clock.ts";
import { jobContextFactory } from "../platform/contexts.ts";
import type { FeatureManifest } from "../platform/feature.ts";
import type { ServiceContext } from "../platform/service-context.ts";
import { type DatabaseTemplates, templatesOfThisWorker, utcDay } from "./database-templates.ts";
import { createTables } from "./feature-tables.ts";
import { RecordingTransport } from "./mail.ts";
import { freshPostgresDatabase } from "./postgres-databases.ts";

export { freshPostgresDatabase } from "./postgres-databases.ts";

export interface TestApp {
  app: FastifyInstance;
  /** What the app's mail jobs sent (run them with `app.jobs.drain()`). */
  mail: RecordingTransport;
  close(): Promise<void>;
}

/**
 * The template this app can start from: the seeded one when the seed would come out the same
 * (no extra feature seeds, files in the local media store, still the day it was seeded), else
 * the migrated one; none without templates or on another engine or data folder.
 */
function templateFor(
  templates: DatabaseTemplates | undefined,
  config: AppConfig,
  seed: boolean,
  extra: FeatureManifest[],
): { name: string; seeded: boolean } | undefined {
  const engine = config.databaseUrl ? "postgres" : "pglite";
  if (!templates || templates.engine !== engine) return undefined;
  if (engine === "pglite" && config.dataDir !== "memory://") return undefined;
  const seededFits =
    seed &&
    !extra.some((feature) => feature.demo) &&
    config.mediaStore === "local" &&
    templates.seededOn === utcDay();
  return seededFits ? { name: templates.seeded, seeded: true } : { name: templates.migrated, seeded: false };
}

export async function createTestApp(
  options: {
    seed?: boolean;
    config?: Partial<AppConfig>;
    /** Extra features (not in the registry): their tables are created from their schema first. */
    extraFeatures?: FeatureManifest[];
    /** Receives the app's log lines (set `config.logLevel` to log anything). */
    logStream?: DestinationStream;
    /** Deliver through the configured SMTP_URL instead of the recording transport. */
    realMail?: boolean;
    /** The clock of the rate limits and sign-in turns (test/manual-clock.ts): no window ends mid-test. */
    clock?: Clock;
  } = {},
): Promise<TestApp> {
  const mediaDir = mkdtempSync(path.join(tmpdir(), "crest-media-"));
  const adminUrl = process.env.DATABASE_URL;
  const config = testConfig({
    dataDir: "memory://",
    mediaDir,
    webDist: path.join(mediaDir, "no-web-build"),
    ...options.config,
  });
  const extra = options.extraFeatures ?? [];
  const seed = options.seed !== false;
  const place = inject("templatePlace");
  const templates = place ? await templatesOfThisWorker(place, adminUrl) : undefined;
  const template = templateFor(templates, { ...config, databaseUrl: adminUrl }, seed, extra);
  const postgres = adminUrl ? await freshPostgresDatabase(adminUrl, { template: template?.name }) : undefined;
  // PGlite's copy: the template's data directory, loaded into this file's in-memory database.
  const database: DatabaseHandle | undefined =
    template && !postgres
      ? await openDatabase({ dataDir: "memory://", initialData: new Blob([readFileSync(template.name)]) })
      : undefined;
  if (template?.seeded && templates) cpSync(templates.seededMedia, config.mediaDir, { recursive: true });
  const mail = new RecordingTransport();
  const app = await buildApp({
    config: { ...config, databaseUrl: postgres?.url },
    ...(database ? { database } : {}),
    ...(options.realMail ? {} : { mailTransport: mail }),
    features: [...features, ...extra],
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  for (const feature of extra) await createTables(app, feature.tables ?? {});
  if (seed && !template?.seeded) await seedDemoIfEmpty(app);
  return {
    app,
    mail,
    close: async () => {
      await app.close();
      await database?.close();
      await postgres?.drop();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

/** A Chromium path that does not exist: the app screenshot answers 503 not_setup without launching one. */
export const NO_CHROMIUM = "/nowhere/chromium";

/** A deliberate 503 not_setup (a service this app was built without, such as Chromium), not a crash. */
export const notSetUp = (response: LightMyRequestResponse): boolean =>
  response.statusCode === 503 && json(response).code === "not_setup";

export const HARBOR = "harbor.localhost";
export const SIERRA = "sierra.localhost";

/** Parses a JSON answer; fails loudly if the body is not JSON. */
export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}

/** `app.inject` with a Host header (the club) and, optionally, cookies. */
export function request(app: FastifyInstance, host: string, options: InjectOptions) {
  return app.inject({ ...options, headers: { host, ...(options.headers ?? {}) } });
}

/** A service context for a club, as a job would have: for tests that call services directly. */
export function serviceContext(app: FastifyInstance, companyId: string): Promise<ServiceContext> {
  return jobContextFactory(app)(companyId, { id: "test", kind: "test", attempt: 1, maxAttempts: 1 });
}
