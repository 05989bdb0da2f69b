/**
 * Creates a feature's tables from its Drizzle schema, the way a migration would (drizzle-kit's
 * own diff of an empty schema against it): for features a test adds to the app, such as the
 * template, which have no migration of their own.
 */

import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";

export async function createTables(app: FastifyInstance, tables: Record<string, unknown>): Promise<void> {
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(tables));
  for (const statement of statements) await app.platformDb.execute(sql.raw(statement));
}
