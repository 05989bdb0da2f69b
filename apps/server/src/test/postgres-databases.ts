/**
 * Databases of their own on the PostgreSQL server the test command started (DATABASE_URL): an
 * empty one, or a copy of a template (CREATE DATABASE … TEMPLATE copies its files, which is far
 * cheaper than migrating and seeding again).
 */
import { randomUUID } from "node:crypto";
import pg from "pg";

export interface PostgresDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new database (empty, or a copy of `template`), with a random name and a URL to reach it. */
export async function freshPostgresDatabase(
  adminUrl: string,
  { template, prefix = "crest_test" }: { template?: string | undefined; prefix?: string } = {},
): Promise<PostgresDatabase> {
  const name = `${prefix}_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  await asAdmin(adminUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
