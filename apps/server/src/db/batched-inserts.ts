/**
 * Inserts of one row into a table, each its own statement outside a transaction, made as one
 * multi-row INSERT per batch (db/batched-writes.ts gathers them). A drop's winners each claim a
 * payment and write an intent within milliseconds of each other: a few statements instead of
 * one each.
 *
 * Each asker gets what its own statement would have answered: its row, or undefined when a
 * conflict skipped it (`onConflict: "nothing"`; two rows of one batch with the same unique key
 * are one written and one skipped, as two statements racing are), or its own error. Rows are
 * told apart by their id, made here when the caller gave none (or by the key a table without
 * one names). A batch that fails is written again row by row, so one row's failure is only
 * its asker's.
 */
import { randomUUID } from "node:crypto";
import { BatchedWrites, eachAlone } from "./batched-writes.ts";
import { insertStatement } from "./statement.ts";
import type { TenantInsertValue, TenantScope, TenantTable } from "./tenant-scope.ts";

export function batchedInsert<T extends TenantTable>(
  table: T,
  options: {
    onConflict?: "nothing";
    /**
     * What tells a row apart, as given and as written: its id by default (made here when not
     * given); a table without one names its primary key's columns.
     */
    keyOf?: (row: TenantInsertValue<T> | T["$inferSelect"]) => string;
  } = {},
): (scope: TenantScope, row: TenantInsertValue<T>) => Promise<T["$inferSelect"] | undefined> {
  type Row = T["$inferSelect"];
  const insert = insertStatement(table, options);
  const keyOf = options.keyOf ?? ((row: object) => (row as { id: string }).id);
  const alone = async (scope: TenantScope, row: TenantInsertValue<T>) => (await insert(scope, [row]))[0];

  const inserts = new BatchedWrites<TenantInsertValue<T>, Row>(async (scope, rows) => {
    try {
      const written = await insert(scope, [...rows.values()]);
      return new Map(written.map((row) => [keyOf(row), { result: row }]));
    } catch {
      return eachAlone(rows, (row) => alone(scope, row));
    }
  });

  return async (scope, row) => {
    const keyed =
      options.keyOf || (row as { id?: unknown }).id !== undefined ? row : { ...row, id: randomUUID() };
    const key = keyOf(keyed);
    if (scope.inTransaction || inserts.waiting(key)) return alone(scope, row);
    return inserts.write(scope, key, keyed);
  };
}
