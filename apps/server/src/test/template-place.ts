/**
 * Where a test run keeps its database templates (test/database-templates.ts): a folder, and a
 * prefix for the names of template databases. Made and removed by the server project's global
 * set-up, which runs in vitest's own process: so this file loads no part of the app.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export interface TemplatePlace {
  folder: string;
  prefix: string;
}

/** A new, empty place for one run. */
export function newTemplatePlace(): TemplatePlace {
  return {
    folder: mkdtempSync(path.join(tmpdir(), "crest-templates-")),
    prefix: `crest_template_${randomUUID().replace(/-/g, "").slice(0, 8)}`,
  };
}

/** Removes every template of the run: the folder, and on PostgreSQL the databases by prefix. */
export async function removeTemplates(place: TemplatePlace, adminUrl: string | undefined): Promise<void> {
  rmSync(place.folder, { recursive: true, force: true });
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>(
      "select datname as name from pg_database where starts_with(datname, $1)",
      [place.prefix],
    );
    for (const { name } of rows) await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
