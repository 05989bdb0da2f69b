/**
 * Statements built once. Drizzle builds a statement's SQL anew at every call, walking its tree of
 * chunks and checking each chunk's class: in a ticket drop's race that was about a fifth of the
 * server's thread on PostgreSQL and an eighth on PGlite (scripts/bench/drop/README.md), as much
 * as running the statements. A `statement` is written in the same query-builder language, through
 * a tenant scope, with `values` standing where the values of a call go; its first call builds
 * the SQL (the club a value too), and every later call binds the values and runs it on the
 * caller's scope: on its handle (the database, or the transaction the scope is bound to), for its
 * club. What the statement writes is told to the scope's listeners at every call, as a statement
 * built each time is.
 *
 * Values stand only where a value goes (a comparison's side, an inserted or set column, a
 * limit). They are placeholders when the statement is built, so:
 * - never in `inArray` (a list is one value; the SQL would read `in $1`), nor in code that
 *   chooses the statement's shape (`values.x ? a : b` sees a placeholder, always there);
 * - an inserted column named in the statement is named at every call: a value left undefined is
 *   NULL, not the column's default (`insertStatement` keeps one insert per set of columns given);
 * - a value compared with a column goes to the driver as it is (node-postgres and PGlite both
 *   take strings, numbers, Dates and arrays); one inserted or set is mapped as its column maps
 *   values, NULL kept NULL.
 */
import { eq, is, Param, Placeholder, SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./client.ts";
import {
  type TenantInsertValue,
  TenantScope,
  type TenantTable,
  type WriteOperation,
} from "./tenant-scope.ts";

/** The club's placeholder: no caller names a value so. */
const CLUB = "$club";

type Values = Record<string, unknown>;

/** Drizzle's prepared query, as built for the first caller's handle. */
interface PreparedQuery {
  client: unknown;
  params: unknown[];
  execute(values?: Values): Promise<unknown>;
}

type Write = [table: PgTable, operation: WriteOperation, columns?: readonly PgColumn[]];

interface Built {
  prepared: PreparedQuery;
  /** The call's parameters from its values. */
  bind: (values: Values) => unknown[];
  /** The tables (and columns) it writes, told again at every call. */
  writes: Write[];
}

/** The handle's driver session: its client runs the SQL (on a transaction's own connection). */
const sessionOf = (executor: Executor) => (executor as unknown as { session: { client: unknown } }).session;

/**
 * A statement built on its first call. `build` writes it on the scope it is given; `values` are
 * the call's values, read only where the SQL takes a value.
 */
export function statement<V extends object, Q extends PromiseLike<unknown>>(
  build: (scope: TenantScope, values: V) => Q,
): (scope: TenantScope, values: V) => Promise<Awaited<Q>> {
  // One per driver (PGlite's and node-postgres's prepared queries run their SQL differently;
  // a test process may open both).
  const builtFor = new Map<unknown, Built>();
  return async (scope, values): Promise<Awaited<Q>> => {
    const executor = TenantScope.executorOf(scope);
    const session = sessionOf(executor);
    let built = builtFor.get(session.constructor);
    if (!built) {
      built = buildOnce(build, executor);
      builtFor.set(session.constructor, built);
    }
    for (const write of built.writes) TenantScope.tellWrite(scope, ...write);
    const bound: PreparedQuery = Object.create(built.prepared);
    bound.client = session.client;
    bound.params = built.bind({ ...(values as Values), [CLUB]: scope.companyId });
    return (await bound.execute()) as Awaited<Q>;
  };
}

/**
 * Values as a statement is built on them: each a placeholder named by `nameOf`. Spreading them
 * (`{ ...values }`) would give nothing, as no value is known yet: it throws, so every value is
 * named.
 */
const placeholders = <P extends object>(nameOf: (key: string) => string, what: string): P =>
  new Proxy({} as P, {
    get: (_, key) => sql.placeholder(nameOf(String(key))),
    ownKeys: () => {
      throw new Error(`${what} are placeholders when it is built: name each one, never spread them`);
    },
  });

/**
 * The placeholders of one part of a statement's values: for a statement joining writes of
 * several features (`together`), each write built on its own part (`partOf<Mail>("mail")`), and
 * each call giving that part's values with `part("mail", mail)`. A part's values are named one
 * by one, as a statement's are.
 */
export const partOf = <P extends object>(name: string): P =>
  placeholders((key) => `${name}.${key}`, "A part's values");

/** A part's values as a call gives them (`partOf`). */
export const part = (name: string, values: object): Values =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [`${name}.${key}`, value]));

/** A write of Drizzle's query builder (an insert, update or delete) before it is run. */
interface WriteBuilder {
  getSQL(): SQL;
}

/** A builder's innards `together` runs the joined statement with (the last write's). */
interface BuilderInternals {
  session: { prepareQuery(...args: unknown[]): PreparedQuery };
  dialect: { sqlToQuery(sql: SQL): unknown };
  config?: { returning?: unknown };
}

/**
 * Writes run as one statement: each but the last as a data-modifying `with` query, which
 * PostgreSQL runs once and to the end whether or not the last reads it; the statement answers
 * what the last answers. One trip instead of several, for writes that go together (a mail and
 * its delivery job). The writes must not read each other's rows (a `with` query's changes are
 * not visible to the rest of the statement): give ids made in code where one names another.
 * Built on a template scope inside `statement`, what every write changes is told at each call.
 */
export function together<Last extends WriteBuilder>(
  ...writes: [...WriteBuilder[], Last]
): Last & PromiseLike<Awaited<Last>> {
  const last = writes[writes.length - 1] as Last & BuilderInternals;
  const joined = sql.join([
    sql`with `,
    sql.join(
      writes
        .slice(0, -1)
        .map((write, index) => sql`${sql.identifier(`write_${index + 1}`)} as (${write.getSQL()})`),
      sql`, `,
    ),
    sql` `,
    last.getSQL(),
  ]);
  const prepare = () =>
    last.session.prepareQuery(last.dialect.sqlToQuery(joined), last.config?.returning, undefined, true);
  return Object.assign(Object.create(last) as Last, {
    getSQL: () => joined,
    _prepare: prepare,
    // biome-ignore lint/suspicious/noThenProperty: run when awaited, as Drizzle's builders are
    then: (resolve: (value: never) => unknown, reject: (error: unknown) => unknown) =>
      prepare()
        .execute()
        .then(resolve as never, reject),
  }) as Last & PromiseLike<Awaited<Last>>;
}

function buildOnce<V extends object>(
  build: (scope: TenantScope, values: V) => PromiseLike<unknown>,
  executor: Executor,
): Built {
  const writes: Write[] = [];
  const template = new TenantScope(executor, sql.placeholder(CLUB) as unknown as string, {
    onWrite: (table, operation, _club, columns) => writes.push([table, operation, columns]),
  });
  const values = placeholders<V>((name) => name, "A statement's values");
  const builder = build(template, values) as unknown as { _prepare(): PreparedQuery };
  const prepared = builder._prepare();
  const binders = prepared.params.map(binderOf);
  return { prepared, writes, bind: (values) => binders.map((bind) => bind(values)) };
}

/**
 * How a parameter takes its value: a placeholder, the call's value, mapped as its column maps
 * values (a Date to text, JSON to its string) but NULL kept NULL, as Drizzle does for a value
 * given inline; a constant of the statement, as it is.
 */
function binderOf(param: unknown): (values: Values) => unknown {
  if (is(param, Placeholder)) return (values) => callValue(values, param.name);
  if (is(param, Param) && is(param.value, Placeholder)) {
    const { name } = param.value;
    const { encoder } = param;
    return (values) => {
      const value = callValue(values, name);
      return value === null ? null : encoder.mapToDriverValue(value);
    };
  }
  return () => param;
}

function callValue(values: Values, name: string): unknown {
  if (!(name in values)) throw new Error(`The statement has no value for "${name}"`);
  return values[name] ?? null;
}

/** A row with a column given as SQL (`now()`): that is its statement's text, not a value. */
const givesSql = (row: object) => Object.values(row).some((value) => value instanceof SQL);

/** Rows an insert built once per shape takes at most: longer lists are built each time. */
const MOST_ROWS_KEPT = 16;
/** Shapes kept per table at most: callers give a handful; beyond, statements are built each time. */
const MOST_SHAPES_KEPT = 64;

type Run = (scope: TenantScope, values: Values) => Promise<unknown>;

/**
 * Statements kept by shape, made on first use; undefined once MOST_SHAPES_KEPT are kept and this
 * shape is not one of them (the caller builds it as usual).
 */
function keptByShape(): (shape: string, make: () => Run) => Run | undefined {
  const byShape = new Map<string, Run>();
  return (shape, make) => {
    let run = byShape.get(shape);
    if (!run && byShape.size < MOST_SHAPES_KEPT) {
      run = make();
      byShape.set(shape, run);
    }
    return run;
  };
}

/** The columns given a value (not undefined) in a row, in its own order. */
const columnsGiven = (row: object) =>
  Object.keys(row).filter((column) => (row as Values)[column] !== undefined);

/**
 * An insert of rows into `table`, answering the rows written, built once per shape: the columns
 * each row gives (a row leaving one out takes its default there, as with Drizzle's insert) and
 * how many rows. `onConflict: "nothing"` skips rows a unique index already holds (answering only
 * the rows written).
 */
export function insertStatement<T extends TenantTable>(
  table: T,
  options: { onConflict?: "nothing" } = {},
): (scope: TenantScope, rows: readonly TenantInsertValue<T>[]) => Promise<T["$inferSelect"][]> {
  const kept = keptByShape();
  const insert = (scope: TenantScope, rows: readonly object[]) => {
    const query = scope.insert(table).values(rows as TenantInsertValue<T>[]);
    return options.onConflict === "nothing" ? query.onConflictDoNothing().returning() : query.returning();
  };
  return async (scope, rows) => {
    if (rows.length === 0) return [];
    const given = rows.map(columnsGiven);
    const run =
      rows.length > MOST_ROWS_KEPT || rows.some(givesSql)
        ? undefined
        : kept(given.map((columns) => columns.join(",")).join("|"), () =>
            statement((template, values: Values) =>
              insert(
                template,
                given.map((columns, index) =>
                  Object.fromEntries(columns.map((column) => [column, values[`${index}.${column}`]])),
                ),
              ),
            ),
          );
    if (!run) return (await insert(scope, rows)) as T["$inferSelect"][];
    const values: Values = {};
    for (const [index, columns] of given.entries())
      for (const column of columns) values[`${index}.${column}`] = (rows[index] as Values)[column];
    return (await run(scope, values)) as T["$inferSelect"][];
  };
}

/** The row's id among an update's values: no column is named so. */
const ID = "$id";

/**
 * An update of the row with `id`, answering it as it is now (none: no such row of the club),
 * built once per set of columns given (columns left undefined are not set, as with Drizzle's).
 */
export function updateByIdStatement<T extends TenantTable & { id: PgColumn }>(
  table: T,
): (
  scope: TenantScope,
  id: string,
  values: Partial<Omit<T["$inferInsert"], "companyId" | "id">>,
) => Promise<T["$inferSelect"][]> {
  const kept = keptByShape();
  const update = (scope: TenantScope, values: Values, id: unknown) =>
    scope
      .update(table)
      .set(values as T["$inferInsert"])
      .where(eq(table.id, id))
      .returning();
  return async (scope, id, values) => {
    const columns = columnsGiven(values);
    const run =
      columns.length === 0 || givesSql(values)
        ? undefined
        : kept(columns.join(","), () =>
            statement((template, given: Values) =>
              update(
                template,
                Object.fromEntries(columns.map((column) => [column, given[column]])),
                given[ID],
              ),
            ),
          );
    if (!run) return (await update(scope, values as Values, id)) as T["$inferSelect"][];
    return (await run(scope, { ...(values as Values), [ID]: id })) as T["$inferSelect"][];
  };
}
