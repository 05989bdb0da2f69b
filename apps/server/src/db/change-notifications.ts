/**
 * Row changes announced by the database itself: a trigger on each watched table calls
 * pg_notify on its channel with one column of the row (the customer's id, a resource's).
 * Notifications are delivered when the transaction commits, to every instance listening (this
 * one too), whatever code made the change: a service, a sweep, a job, another instance, a
 * cascade. Caches of signed-in customers and the slots cache listen for them.
 * Installed after migrations, under the same lock, and idempotent: an instance finding the same
 * set installed changes nothing.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "./client.ts";

export interface WatchedTable {
  /** Where its changes are announced. */
  channel: string;
  /** The table's SQL name (one trigger per table: a table is watched once). */
  table: string;
  /** The column whose value is announced (the customer the row belongs to, a resource's id). */
  column: string;
  operations: readonly ("INSERT" | "UPDATE" | "DELETE")[];
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** The function every watched table's trigger calls. */
const NOTIFY_FUNCTION = `create or replace function crest_notify_change() returns trigger language plpgsql as $$
declare
  changed jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
begin
  perform pg_notify(tg_argv[0], changed ->> tg_argv[1]);
  return null;
end $$`;

/**
 * Installs the triggers unless the same set is already there. An instance starting while another
 * seeds would otherwise wait on `create trigger` (it locks each table against the seed's writes)
 * past the statement timeout: the installed set is named by a digest kept as the function's comment.
 */
export async function installChangeNotifications(
  db: Executor,
  watched: readonly WatchedTable[],
): Promise<void> {
  for (const name of watched.flatMap((w) => [w.channel, w.table, w.column])) {
    if (!IDENTIFIER.test(name)) throw new Error(`not a plain SQL identifier: ${name}`);
  }
  const tables = watched.map((w) => w.table);
  const twice = tables.find((table, index) => tables.indexOf(table) !== index);
  if (twice) throw new Error(`${twice} is watched twice: one trigger per table`);
  const triggers = watched.map(
    ({ channel, table, column, operations }) =>
      `create or replace trigger crest_notify_${table} after ${operations.join(" or ")} on ${table} ` +
      `for each row execute function crest_notify_change('${channel}', '${column}')`,
  );
  const digest = createHash("sha256")
    .update([NOTIFY_FUNCTION, ...triggers].join(";\n"))
    .digest("hex");
  const { rows } = await db.execute<{ installed: string | null }>(
    sql`select obj_description(to_regproc('crest_notify_change')::oid, 'pg_proc') as installed`,
  );
  if (rows[0]?.installed === digest) return;
  await db.execute(sql.raw(NOTIFY_FUNCTION));
  for (const trigger of triggers) await db.execute(sql.raw(trigger));
  await db.execute(sql.raw(`comment on function crest_notify_change() is '${digest}'`));
}
