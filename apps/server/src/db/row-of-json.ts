/**
 * A row a statement answers as JSON (`json_agg` of a `with` query's rows) read as Drizzle reads
 * the same row from its columns: keyed by the table's field names, each value mapped by its column
 * (a timestamp's text to a Date), NULL kept null.
 */
import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

export function rowOfJson<T extends PgTable>(table: T, json: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T["$inferSelect"];
}
