/**
 * drizzle reads timestamps, dates, intervals, their arrays and numeric[] as PGlite's raw text and
 * parses them itself, so it hands PGlite a parser override for those types with every query.
 * PGlite merges any override into its own table of some 300 parsers on every call: a copy that
 * took 140 µs of a 330 µs primary-key SELECT (measured on this machine). Here the client's own
 * table gets the same overrides once, and a query whose override would change nothing goes
 * without it. The answers are the same; only the copy is gone.
 */
import { type PGlite, types } from "@electric-sql/pglite";

const asText = (value: string) => value;

/** The types drizzle's PGlite session reads as text (drizzle-orm/pglite/session.js). */
const READ_AS_TEXT: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

type QueryOptions = { parsers?: Record<number, unknown> } & Record<string, unknown>;
type Query = (sql: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;

/** Whether an override only names types the client already reads as text. */
const changesNothing = (parsers: Record<number, unknown>) =>
  Object.keys(parsers).every((type) => READ_AS_TEXT.includes(Number(type)));

function withoutNeedlessOverride(query: Query): Query {
  return (sql, params, options) =>
    options?.parsers && changesNothing(options.parsers)
      ? query(sql, params, { ...options, parsers: undefined })
      : query(sql, params, options);
}

export function readTimestampsAsText(client: PGlite): void {
  for (const type of READ_AS_TEXT) client.parsers[type] = asText;
  const target = client as unknown as { query: Query; transaction: PGlite["transaction"] };
  target.query = withoutNeedlessOverride(client.query.bind(client) as Query);
  const transaction = client.transaction.bind(client);
  target.transaction = (work) =>
    transaction((tx) => {
      const inside = tx as unknown as { query: Query };
      inside.query = withoutNeedlessOverride(tx.query.bind(tx) as Query);
      return work(tx);
    });
}
