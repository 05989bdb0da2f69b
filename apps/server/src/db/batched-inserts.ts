/**
 * Inserts of one row into a table, each its own statement outside a transaction, made as one
 * multi-row INSERT per batch: those asked in one turn of the event loop, and those asked while
 * the previous batch was being written (gathered as db/batched-reads.ts gathers reads). A drop's
 * winners each claim a payment and write an intent within milliseconds of each other: a few
 * statements instead of one each.
 *
 * Each asker gets what its own statement would have answered: its row, or undefined when a
 * conflict skipped it (`onConflict: "nothing"`; two rows of one batch with the same unique key
 * are one written and one skipped, as two statements racing are), or its own error. Rows are
 * told apart by their id, made here when the caller gave none (or by the key a table without
 * one names). A batch that fails is written again row by row, so one row's failure is only
 * its asker's.
 *
 * Inside a transaction every insert is its own statement, as before: a batch's failure would
 * abort the transaction it ran in, before its rows could be tried alone.
 */
import { randomUUID } from "node:crypto";
import { BatchedReads } from "./batched-reads.ts";
import { insertStatement } from "./statement.ts";
import type { TenantInsertValue, TenantScope, TenantTable } from "./tenant-scope.ts";

type Outcome<R> = { row: R } | { error: unknown };

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
  /** The rows asked for and not yet written, by key. */
  const waiting = new Map<string, TenantInsertValue<T>>();

  async function writeAlone(
    scope: TenantScope,
    row: TenantInsertValue<T>,
  ): Promise<Outcome<Row> | undefined> {
    try {
      const [written] = await insert(scope, [row]);
      return written ? { row: written } : undefined;
    } catch (error) {
      return { error };
    }
  }

  const batches = new BatchedReads<Outcome<Row>>(async (scope, keys) => {
    const rows = new Map<string, TenantInsertValue<T>>();
    for (const key of keys) {
      const row = waiting.get(key);
      waiting.delete(key);
      if (row) rows.set(key, row);
    }
    try {
      const written = await insert(scope, [...rows.values()]);
      return new Map(written.map((row) => [keyOf(row), { row }]));
    } catch {
      // One row's failure fails the statement: each is written again alone, to its own answer.
      const outcomes = new Map<string, Outcome<Row>>();
      await Promise.all(
        [...rows].map(async ([key, row]) => {
          const outcome = await writeAlone(scope, row);
          if (outcome) outcomes.set(key, outcome);
        }),
      );
      return outcomes;
    }
  });

  return async (scope, row) => {
    if (scope.inTransaction) return (await insert(scope, [row]))[0];
    const keyed =
      options.keyOf || (row as { id?: unknown }).id !== undefined ? row : { ...row, id: randomUUID() };
    const key = keyOf(keyed);
    // A key already waiting is another asker's row: alone, it races it as two statements would.
    if (waiting.has(key)) return (await insert(scope, [row]))[0];
    waiting.set(key, keyed);
    const outcome = await batches.read(scope, key);
    if (outcome && "error" in outcome) throw outcome.error;
    return outcome?.row;
  };
}
