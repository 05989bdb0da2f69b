/**
 * Row changes announced by the database itself: a trigger on each watched table calls
 * pg_notify with the row's customer id. Notifications are delivered when the transaction
 * commits, to every instance listening (this one too), whatever code made the change: a
 * service, a sweep, a job, another instance. Caches of signed-in customers listen for them.
 * Installed after migrations, under the same lock, and idempotent: an instance finding the same
 * set installed changes nothing.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "./client.ts";

export interface WatchedTable {
  /** The table's SQL name. */
  table: string;
  /** The column whose value is announced (the customer the row belongs to). */
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
  channel: string,
  watched: readonly WatchedTable[],
): Promise<void> {
  for (const name of [channel, ...watched.flatMap((w) => [w.table, w.column])]) {
    if (!IDENTIFIER.test(name)) throw new Error(`not a plain SQL identifier: ${name}`);
  }
  const triggers = watched.map(
    ({ table, column, operations }) =>
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
