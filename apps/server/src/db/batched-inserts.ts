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
 * told apart by their id, made here when the caller gave none. A batch that fails is written
 * again row by row, so one row's failure is only its asker's.
 *
 * Inside a transaction every insert is its own statement, as before: a batch's failure would
 * abort the transaction it ran in, before its rows could be tried alone.
 */
import { randomUUID } from "node:crypto";
import type { PgColumn } from "drizzle-orm/pg-core";
import { BatchedReads } from "./batched-reads.ts";
import { insertStatement } from "./statement.ts";
import type { TenantInsertValue, TenantScope, TenantTable } from "./tenant-scope.ts";

type Outcome<R> = { row: R } | { error: unknown };

export function batchedInsert<T extends TenantTable & { id: PgColumn }>(
  table: T,
  options: { onConflict?: "nothing" } = {},
): (scope: TenantScope, row: TenantInsertValue<T>) => Promise<T["$inferSelect"] | undefined> {
  type Row = T["$inferSelect"];
  const insert = insertStatement(table, options);
  /** The rows asked for and not yet written, by id. */
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

  const batches = new BatchedReads<Outcome<Row>>(async (scope, ids) => {
    const rows = new Map<string, TenantInsertValue<T>>();
    for (const id of ids) {
      const row = waiting.get(id);
      waiting.delete(id);
      if (row) rows.set(id, row);
    }
    try {
      const written = await insert(scope, [...rows.values()]);
      return new Map(written.map((row) => [(row as { id: string }).id, { row }]));
    } catch {
      // One row's failure fails the statement: each is written again alone, to its own answer.
      const outcomes = new Map<string, Outcome<Row>>();
      await Promise.all(
        [...rows].map(async ([id, row]) => {
          const outcome = await writeAlone(scope, row);
          if (outcome) outcomes.set(id, outcome);
        }),
      );
      return outcomes;
    }
  });

  return async (scope, row) => {
    if (scope.inTransaction) return (await insert(scope, [row]))[0];
    const id = (row as { id?: string }).id ?? randomUUID();
    // A caller's id already waiting is another row's: alone, it races it as two statements would.
    if (waiting.has(id)) return (await insert(scope, [row]))[0];
    waiting.set(id, { ...row, id });
    const outcome = await batches.read(scope, id);
    if (outcome && "error" in outcome) throw outcome.error;
    return outcome?.row;
  };
}
