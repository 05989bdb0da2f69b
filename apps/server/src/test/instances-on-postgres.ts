/**
 * Several instances of the portal on one fresh PostgreSQL database, seeded with the demo, as
 * they run behind a load balancer: for the tests of what instances share (sessions, caches,
 * the hub, limits). PostgreSQL only (PGlite is one process).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { testConfig } from "../config.ts";
import { seedDemoIfEmpty } from "../demo/index.ts";
import { freshPostgresDatabase } from "./postgres-databases.ts";

export interface Instances {
  apps: FastifyInstance[];
  /** Closes the instances, drops the database and removes their folders. */
  close(): Promise<void>;
}

/** `count` instances on a fresh database of the server at `adminUrl`, each with its own folder. */
export async function instancesOnOnePostgres(adminUrl: string, count: number): Promise<Instances> {
  const database = await freshPostgresDatabase(adminUrl);
  const folders: string[] = [];
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < count; i++) {
    const folder = mkdtempSync(path.join(tmpdir(), "crest-instance-"));
    folders.push(folder);
    apps.push(
      await buildApp({
        config: testConfig({
          databaseUrl: database.url,
          mediaDir: folder,
          dataDir: folder,
          mediaStore: "postgres",
        }),
      }),
    );
  }
  await Promise.all(apps.map((app) => seedDemoIfEmpty(app)));
  return {
    apps,
    async close() {
      for (const app of apps) await app.close();
      await database.drop();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    },
  };
}
