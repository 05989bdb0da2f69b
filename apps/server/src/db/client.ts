/**
 * Opens the database: embedded PGlite (file-backed under DATA_DIR) when DATABASE_URL is unset,
 * a node-postgres pool when it is set. Both speak PostgreSQL, so one schema and one set of
 * migrations serve both.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { chmodSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { readTimestampsAsText } from "./pglite-parsers.ts";
import { prepareStatements } from "./pglite-prepared.ts";
import { statementsTakeTurns } from "./pglite-turns.ts";
import { PostgresListener } from "./postgres-listener.ts";

export type Database = ReturnType<typeof drizzlePg>;

/** A transaction handle or the database itself: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Runs a raw statement; used by migrations, health checks and LISTEN/NOTIFY. */
  ping(): Promise<void>;
  /**
   * LISTEN for as long as the app runs. `onReconnect`: the listening connection was lost and
   * is back; notifications sent meanwhile are lost, so drop what they would have invalidated.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite: a copy of its data directory (a gzip tarball), checkpointed, taken between two
   * statements, so what it holds is exactly the transactions committed by then (`npm run backup`).
   */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL: the pool's connections now (for /metrics); PGlite has no pool. */
  poolUse?(): { total: number; idle: number; waiting: number; max: number };
}

export interface OpenOptions {
  timeouts?: DatabaseTimeouts;
  databaseUrl?: string | undefined;
  /** Told about connection errors that belong to no query (a server restart, a killed backend). */
  onConnectionError?: (error: Error) => void;
  /** Folder for the PGlite files; "memory://" keeps it in memory (tests). */
  dataDir: string;
  /**
   * Start from this data directory (a PGlite `dumpDataDir` tarball) instead of an empty cluster.
   * Tests copy one migrated, seeded database into memory this way (test/database-templates.ts);
   * `npm run restore` starts a new data folder from a backup.
   */
  initialData?: Blob | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onConnectionError, options.timeouts)
    : openPglite(options.dataDir, options.initialData);
}

async function openPglite(dataDir: string, initialData?: Blob): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir === "memory://") {
    client = await PGlite.create(initialData ? { loadDataDir: initialData } : {});
  } else {
    const folder = path.resolve(dataDir, "pglite");
    // PGlite does not create parent folders itself. DATA_DIR holds members' data: 0700.
    mkdirSync(path.dirname(folder), { recursive: true, mode: 0o700 });
    chmodSync(path.dirname(folder), 0o700);
    // A restore (`npm run restore`) starts a new folder from a backup's tarball.
    client = await PGlite.create(folder, initialData ? { loadDataDir: initialData } : {});
    // PGlite unpacks its initial files with their packaged modes (0666); members' data is the
    // portal's alone. Files created later follow the process umask (server.ts sets 0077).
    restrictModes(folder);
  }
  prepareStatements(client);
  readTimestampsAsText(client);
  statementsTakeTurns(client);
  const outsideTransactions = guardAgainstSelfDeadlock(client);
  // drizzle's pglite and node-postgres databases expose the same query-builder API.
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    // PGlite hands a notification over inside the query that committed it, so a listener would
    // otherwise run in that transaction's context and its own reads would be refused.
    listen: async (channel, onMessage) =>
      client.listen(channel, (payload) => outsideTransactions(() => onMessage(payload))),
    notify: async (channel, payload) => {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    close: () => client.close(),
    dumpDataDir: async () => {
      await client.exec("checkpoint");
      return client.dumpDataDir("gzip");
    },
  };
}

/** Folders 0700 and files 0600, recursively. */
function restrictModes(folder: string): void {
  chmodSync(folder, 0o700);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) restrictModes(full);
    else chmodSync(full, 0o600);
  }
}

/**
 * PGlite is one connection: while a transaction is open, any other query waits for it to end.
 * Code inside a transaction that queries *outside* it would therefore wait forever. Such a call
 * fails at once instead, with a message that says what happened (tests run on PGlite, so the
 * mistake shows there, not as a hang in production on either engine). Answers a way to run work
 * outside any transaction's context (for callbacks PGlite makes from within a query).
 */
function guardAgainstSelfDeadlock(client: PGlite): <T>(work: () => T) => T {
  const insideTransaction = new AsyncLocalStorage<true>();
  const transaction = client.transaction.bind(client);
  // On Node 20 an enabled AsyncLocalStorage puts a hook on every promise of the process: a cached
  // read paid 9-17 % of its CPU for it (docs/decisions/platform.md). So it is enabled only while
  // a transaction runs: `run` enables it, and it is disabled as the transaction's work ends.
  // PGlite runs one transaction at a time, so then none is open; work a transaction left running
  // after it goes on without the mark, and may query (nothing holds the connection any more).
  client.transaction = (work) =>
    transaction(async (tx) => {
      try {
        return await insideTransaction.run(true, () => work(tx));
      } finally {
        insideTransaction.disable();
      }
    });
  for (const method of ["query", "exec"] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      if (insideTransaction.getStore()) {
        return Promise.reject(
          new Error(
            "A query outside the open transaction, from inside it: on the embedded database it would wait forever. Run it in the transaction (TenantScope.executorOf) or after it.",
          ),
        );
      }
      return original(...args);
    };
  }
  return (work) => insideTransaction.exit(work);
}

/** How long the database may take, and how the portal waits for it. */
export interface DatabaseTimeouts {
  /** Opening a new connection (a frozen or absent server fails here). */
  connectMs: number;
  /**
   * Connections this instance keeps open for queries at most; one more listens for notifications
   * (PostgreSQL's max_connections is shared by every instance).
   */
  poolSize: number;
  /**
   * How long a request waits for a busy pool's free connection. A burst (a drop) queues here
   * rather than being told 503 while connections free up every few milliseconds; a dead server
   * still fails after `connectMs`, since every new connection has that limit of its own.
   */
  poolWaitMs: number;
  /** One statement (enforced by the server, and by the client should the server not answer). */
  statementMs: number;
  /** A transaction left idle (a crashed request must not hold locks for long). */
  idleInTransactionMs: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 3_000,
  poolSize: 10,
  poolWaitMs: 30_000,
  statementMs: 10_000,
  idleInTransactionMs: 10_000,
};

async function openPostgres(
  databaseUrl: string,
  onConnectionError?: (error: Error) => void,
  timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS,
): Promise<DatabaseHandle> {
  // The pool's wait covers queuing for a connection and opening one; the client's own limit
  // makes opening one fail sooner, so only a busy pool waits the longer time.
  class Client extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: timeouts.connectMs });
    }
  }
  const pool = new pg.Pool({
    Client,
    connectionString: databaseUrl,
    max: timeouts.poolSize,
    connectionTimeoutMillis: Math.max(timeouts.poolWaitMs, timeouts.connectMs),
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // A frozen server enforces no statement_timeout: the client gives up too, a little later.
    query_timeout: timeouts.statementMs + 1_000,
  });
  let closing = false;
  // An idle client's error has no query to fail; unhandled, it would crash the process.
  // The pool drops that client and opens a new one on the next query.
  pool.on("error", (error) => {
    if (!closing) onConnectionError?.(error);
  });
  const db = drizzlePg(pool);
  // LISTEN has a connection of its own: the pool's are all the queries'.
  const listener = new PostgresListener(
    () => new Client({ connectionString: databaseUrl }),
    (error) => {
      if (!closing) onConnectionError?.(error);
    },
  );
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    listen: (channel, onMessage, onReconnect) => listener.subscribe(channel, { onMessage, onReconnect }),
    notify: async (channel, payload) => {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: timeouts.poolSize,
    }),
    close: async () => {
      closing = true;
      await listener.close();
      await pool.end();
    },
  };
}
