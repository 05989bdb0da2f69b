/**
 * The server project's global set-up: builds the run's template databases once (on PGlite, or
 * on the PostgreSQL of DATABASE_URL) and hands their names to every test file, whose
 * createTestApp copies one (test/database-templates.ts). Removes them after the run.
 */
import type { TestProject } from "vitest/node";
import { buildDatabaseTemplates, type DatabaseTemplates } from "./database-templates.ts";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, remove } = await buildDatabaseTemplates(process.env.DATABASE_URL || undefined);
  project.provide("databaseTemplates", templates);
  return remove;
}
