/**
 * Row changes announced by the database itself: a trigger on each watched table calls
 * pg_notify on its channel with one column of the row (a customer's id, for the caches of
 * signed-in customers; a resource's id, for the slots cache), or with the area and club of a
 * club's cached reads (platform/club-reads.ts). Notifications are delivered when the
 * transaction commits, to every instance listening (this one too), whatever code made the
 * change: a service, a sweep, a job, another instance, a cascade.
 * Installed after migrations, under the same lock, and idempotent: an instance finding the same
 * set installed changes nothing.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "./client.ts";

export interface WatchedTable {
  /** The channel announced on. */
  channel: string;
  /** The table's SQL name (a column's value is announced once per table: one such trigger). */
  table: string;
  /**
   * What is announced: a column's value (the customer the row belongs to), or `area:company_id`
   * for a club's cached reads (the catalogue of Harbor Club changed); with `compared`, an update
   * is announced only when one of those columns changed (the area ignores the others).
   */
  announce: { column: string } | { area: string; compared?: readonly string[] };
  operations: readonly ("INSERT" | "UPDATE" | "DELETE")[];
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** The function a watched table's trigger calls to announce a column's value. */
const NOTIFY_FUNCTION = `create or replace function crest_notify_change() returns trigger language plpgsql as $$
declare
  changed jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
begin
  perform pg_notify(tg_argv[0], changed ->> tg_argv[1]);
  return null;
end $$`;

/** The function a watched table's trigger calls to announce `area:company_id`, once per statement. */
const NOTIFY_CLUB_FUNCTION = `create or replace function crest_notify_club_change() returns trigger language plpgsql as $$
declare
  club text;
begin
  for club in select distinct company_id from changed_rows loop
    perform pg_notify(tg_argv[0], tg_argv[1] || ':' || club);
  end loop;
  return null;
end $$`;

/** The function a watched table's row trigger calls to announce `area:company_id` (updates that matter to the area). */
const NOTIFY_CLUB_ROW_FUNCTION = `create or replace function crest_notify_club_row_change() returns trigger language plpgsql as $$
begin
  perform pg_notify(tg_argv[0], tg_argv[1] || ':' || new.company_id);
  return null;
end $$`;

const operationsOf = (table: WatchedTable) => table.operations.join(" or ");

/** A trigger to install: its name (the set's own, `crest_notify_…`) and the statement that makes it. */
interface Trigger {
  name: string;
  statement: string;
}

/**
 * A table's trigger. A club's announcement is made per statement from its transition table (a
 * statement touching 1,000 rows announces once); transition tables take one operation per trigger.
 */
function triggersOf(watched: WatchedTable): Trigger[] {
  const { channel, table, announce } = watched;
  if ("column" in announce) {
    const name = `crest_notify_${table}`;
    return [
      {
        name,
        statement:
          `create or replace trigger ${name} after ${operationsOf(watched)} on ${table} ` +
          `for each row execute function crest_notify_change('${channel}', '${announce.column}')`,
      },
    ];
  }
  const { area, compared } = announce;
  return watched.operations.map((operation) => {
    const name = `crest_notify_${table}_${area}_${operation.toLowerCase()}`;
    // Per row, and only when a compared column changed: the condition is checked without calling
    // the function, so a stock counter's update costs next to nothing.
    if (operation === "UPDATE" && compared) {
      const row = (version: string) => `(${compared.map((column) => `${version}.${column}`).join(", ")})`;
      return {
        name,
        statement:
          `create or replace trigger ${name} after UPDATE on ${table} for each row ` +
          `when (${row("old")} is distinct from ${row("new")}) ` +
          `execute function crest_notify_club_row_change('${channel}', '${area}')`,
      };
    }
    const rows = operation === "DELETE" ? "old" : "new";
    return {
      name,
      statement:
        `create or replace trigger ${name} after ${operation} on ${table} ` +
        `referencing ${rows} table as changed_rows for each statement ` +
        `execute function crest_notify_club_change('${channel}', '${area}')`,
    };
  });
}

/**
 * Installs the triggers unless the same set is already there. An instance starting while another
 * seeds would otherwise wait on `create trigger` (it locks each table against the seed's writes)
 * past the statement timeout: the installed set is named by a digest kept as the function's comment.
 */
export async function installChangeNotifications(
  db: Executor,
  watched: readonly WatchedTable[],
): Promise<void> {
  for (const name of watched.flatMap((w) => [w.channel, w.table, ...Object.values(w.announce).flat()])) {
    if (!IDENTIFIER.test(name)) throw new Error(`not a plain SQL identifier: ${name}`);
  }
  const byColumn = watched.filter((w) => "column" in w.announce).map((w) => w.table);
  const twice = byColumn.find((table, index) => byColumn.indexOf(table) !== index);
  if (twice) throw new Error(`${twice} is watched twice: one trigger per table`);
  const functions = [NOTIFY_FUNCTION, NOTIFY_CLUB_FUNCTION, NOTIFY_CLUB_ROW_FUNCTION];
  const triggers = watched.flatMap(triggersOf);
  const statements = [...functions, ...triggers.map((trigger) => trigger.statement)];
  const digest = createHash("sha256").update(statements.join(";\n")).digest("hex");
  const { rows } = await db.execute<{ installed: string | null }>(
    sql`select obj_description(to_regproc('crest_notify_change')::oid, 'pg_proc') as installed`,
  );
  if (rows[0]?.installed === digest) return;
  for (const statement of statements) await db.execute(sql.raw(statement));
  await dropTriggersNoLongerWatched(db, new Set(triggers.map((trigger) => trigger.name)));
  await db.execute(sql.raw(`comment on function crest_notify_change() is '${digest}'`));
}

/** Drops the notification triggers of an earlier set that this one no longer has (renamed, unwatched). */
async function dropTriggersNoLongerWatched(db: Executor, kept: ReadonlySet<string>): Promise<void> {
  const { rows } = await db.execute<{ name: string; table: string }>(
    sql`select t.tgname as name, c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace
        where t.tgname like 'crest_notify_%' and n.nspname = current_schema()`,
  );
  for (const { name, table } of rows)
    if (!kept.has(name)) await db.execute(sql.raw(`drop trigger if exists ${name} on ${table}`));
}
