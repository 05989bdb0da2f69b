/**
 * Server tests build a fresh app on a fresh database per file: in-memory PGlite by default,
 * or a brand-new database on the PostgreSQL server named by DATABASE_URL (the test command
 * starts one), so the same suite proves both engines.
 */

import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import pg from "pg";
import type { DestinationStream } from "pino";
import { buildApp } from "../app.ts";
import { type AppConfig, testConfig } from "../config.ts";
import { seedDemoIfEmpty } from "../demo/index.ts";
import { features } from "../features/registry.ts";
import type { Clock } from "../lib/clock.ts";
import { jobContextFactory } from "../platform/contexts.ts";
import type { FeatureManifest } from "../platform/feature.ts";
import type { ServiceContext } from "../platform/service-context.ts";
import { createTables } from "./feature-tables.ts";
import { RecordingTransport } from "./mail.ts";

export interface TestApp {
  app: FastifyInstance;
  /** What the app's mail jobs sent (run them with `app.jobs.drain()`). */
  mail: RecordingTransport;
  close(): Promise<void>;
}

export async function freshPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `crest_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
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
  const postgres = adminUrl ? await freshPostgresDatabase(adminUrl) : undefined;
  const config = testConfig({
    dataDir: "memory://",
    mediaDir,
    databaseUrl: postgres?.url,
    webDist: path.join(mediaDir, "no-web-build"),
    ...options.config,
  });
  const mail = new RecordingTransport();
  const extra = options.extraFeatures ?? [];
  const app = await buildApp({
    config,
    ...(options.realMail ? {} : { mailTransport: mail }),
    features: [...features, ...extra],
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  for (const feature of extra) await createTables(app, feature.tables ?? {});
  if (options.seed !== false) await seedDemoIfEmpty(app);
  return {
    app,
    mail,
    close: async () => {
      await app.close();
      await postgres?.drop();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

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
