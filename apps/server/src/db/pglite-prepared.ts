/**
 * PGlite's `query` parses, analyses and plans its SQL anew on every call, and goes in and out of
 * the WebAssembly six times to do it (parse, describe, bind, describe, execute, sync). Here each
 * distinct SQL text is parsed once into a named prepared statement, as node-postgres and JDBC do
 * against a server; every later call binds and executes it in one trip. Measured alone on this
 * machine (scripts/bench/drop/README.md): a primary-key SELECT 0.35 → 0.11 ms, an INSERT
 * 0.28 → 0.15 ms, an UPDATE 0.29 → 0.13 ms.
 *
 * The answers are PGlite's own: the same serializers for parameters (by the types PostgreSQL
 * inferred when preparing), the same `parseResults` for rows, the statement's row description
 * kept from preparing it. Calls with options this path does not know (a blob, parameter types,
 * serializers) go through PGlite's `query` unchanged.
 *
 * Prepared statements outlive transactions (a rollback keeps them), and PostgreSQL replans one
 * whose tables changed. `exec` (migrations, maintenance) forgets them all, in case a change alters
 * what a statement returns. At most `MAX_PREPARED` are kept; the least recently used is closed.
 */
import { type PGlite, parse, protocol, type Transaction } from "@electric-sql/pglite";

const { serialize } = protocol;

type QueryOptions = Record<string, unknown> | undefined;
type Query = (sql: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;
type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];

/** Statements kept prepared at most (`inArray` lists give a text per length). */
const MAX_PREPARED = 1_000;

/** Options the prepared path reads the same way PGlite's `query` does. */
const HANDLED_OPTIONS = new Set(["rowMode", "parsers"]);

/**
 * Whether an index serves `lower(name) like $1` depends on the pattern (a prefix, or a leading
 * %), which a plan made once for every call cannot know: PostgreSQL then plans a scan, and the
 * staff's member search by first and last name took 47 ms at p50 instead of 14 (bench:lists,
 * 50,000 members). Such statements are planned with their values at every call (still in one
 * trip, their shape kept).
 */
const PLANNED_EACH_CALL = /\b(?:i?like|similar to)\b/i;

interface Prepared {
  /** The prepared statement's name; "" (the unnamed statement) for one planned at each call. */
  name: string;
  parameterTypes: number[];
  rowDescription?: BackendMessage;
}

export function prepareStatements(client: PGlite, maxPrepared = MAX_PREPARED): void {
  const statements = new Map<string, Prepared>();
  let named = 0;
  let forgetAll = false;
  const toClose: string[] = [];

  const send = (...parts: Uint8Array[]) => client.execProtocolStream(joined(parts), { syncToFs: false });

  /** Close requests for statements dropped since the last trip, sent ahead of the next one. */
  const closing = async (): Promise<Uint8Array[]> => {
    if (forgetAll) {
      // A simple query of its own: in the next trip its result would be taken for the statement's.
      forgetAll = false;
      toClose.length = 0;
      await send(serialize.query("deallocate all"));
      return [];
    }
    return toClose.splice(0).map((name) => serialize.close({ type: "S", name }));
  };

  const prepare = async (sql: string): Promise<Prepared> => {
    const name = PLANNED_EACH_CALL.test(sql) ? "" : `crest_${++named}`;
    const replies = await send(
      ...(await closing()),
      serialize.parse({ name, text: sql }),
      serialize.describe({ type: "S", name }),
      serialize.sync(),
    );
    const prepared = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(replies),
      rowDescription: replies.find((message) => message.name === "rowDescription"),
    };
    statements.set(sql, prepared);
    if (statements.size > maxPrepared) {
      const [oldest] = statements;
      if (oldest) {
        statements.delete(oldest[0]);
        if (oldest[1].name) toClose.push(oldest[1].name);
      }
    }
    return prepared;
  };

  const run = (sql: string, params: unknown[] = [], options?: QueryOptions) =>
    client._runExclusiveQuery(async () => {
      try {
        let prepared = statements.get(sql);
        if (prepared) {
          // Most recently used last: the first entry is the one to close.
          statements.delete(sql);
          statements.set(sql, prepared);
        } else {
          prepared = await prepare(sql);
        }
        const values = params.map((value, index) => serialized(client, prepared, value, index));
        const replies = await send(
          ...(await closing()),
          ...(prepared.name ? [] : [serialize.parse({ text: sql, types: prepared.parameterTypes })]),
          serialize.bind({ statement: prepared.name, values }),
          serialize.execute({}),
          serialize.sync(),
        );
        const withFields = prepared.rowDescription ? [prepared.rowDescription, ...replies] : replies;
        return parse.parseResults(withFields, client.parsers, options as never)[0];
      } catch (error) {
        // Forgotten all at once (as after exec): the map is emptied with them, so the next call
        // prepares afresh and never binds a statement the deallocation is about to drop.
        if (isResultTypeChanged(error)) {
          statements.clear();
          forgetAll = true;
        }
        throw withQuery(error, sql, params, options);
      }
    });

  const handles = (options: QueryOptions) =>
    !options || Object.keys(options).every((key) => HANDLED_OPTIONS.has(key) || options[key] === undefined);

  const target = client as unknown as {
    query: Query;
    exec: PGlite["exec"];
    transaction: PGlite["transaction"];
  };
  const query = client.query.bind(client) as Query;
  target.query = async (sql, params, options) => {
    if (!handles(options)) return query(sql, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(async () => {
      const result = await run(sql, params, options);
      await client.syncToFs();
      return result;
    });
  };

  const exec = client.exec.bind(client);
  target.exec = async (...args) => {
    try {
      return await exec(...args);
    } finally {
      statements.clear();
      forgetAll = true;
    }
  };

  const transaction = client.transaction.bind(client);
  target.transaction = (work) =>
    transaction((tx: Transaction) => {
      const inside = tx as unknown as { query: Query };
      const txQuery = tx.query.bind(tx) as Query;
      inside.query = async (sql, params, options) => {
        if (!handles(options)) return txQuery(sql, params, options);
        if (tx.closed) throw new Error("Transaction is closed");
        return run(sql, params, options);
      };
      return work(tx);
    });
}

function serialized(client: PGlite, prepared: Prepared, value: unknown, index: number): string | null {
  if (value === null || value === undefined) return null;
  const type = prepared.parameterTypes[index];
  const serializer = type === undefined ? undefined : client.serializers[type];
  return serializer ? (serializer(value) as string) : String(value);
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** PostgreSQL refuses a prepared statement whose tables now give rows of another shape. */
function isResultTypeChanged(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === "0A000" &&
    error.message.includes("cached plan must not change result type")
  );
}

/** PGlite's own errors name the query they came from; these do too. */
function withQuery(error: unknown, sql: string, params: unknown[], options: QueryOptions): unknown {
  if (error instanceof Error && "code" in error) {
    Object.assign(error, { query: sql, params, queryOptions: options });
  }
  return error;
}
