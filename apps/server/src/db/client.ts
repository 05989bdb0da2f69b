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

export type Database = ReturnType<typeof drizzlePg>;

/** A transaction handle or the database itself: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Runs a raw statement; used by migrations, health checks and LISTEN/NOTIFY. */
  ping(): Promise<void>;
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Told about connection errors that belong to no query (a server restart, a killed backend). */
  onConnectionError?: (error: Error) => void;
  /** Folder for the PGlite files; "memory://" keeps it in memory (tests). */
  dataDir: string;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onConnectionError)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir === "memory://") {
    client = await PGlite.create();
  } else {
    const folder = path.resolve(dataDir, "pglite");
    // PGlite does not create parent folders itself. DATA_DIR holds members' data: 0700.
    mkdirSync(path.dirname(folder), { recursive: true, mode: 0o700 });
    chmodSync(path.dirname(folder), 0o700);
    client = await PGlite.create(folder);
    // PGlite unpacks its initial files with their packaged modes (0666); members' data is the
    // portal's alone. Files created later follow the process umask (server.ts sets 0077).
    restrictModes(folder);
  }
  guardAgainstSelfDeadlock(client);
  // drizzle's pglite and node-postgres databases expose the same query-builder API.
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    listen: async (channel, onMessage) => client.listen(channel, onMessage),
    notify: async (channel, payload) => {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    close: () => client.close(),
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
 * mistake shows there, not as a hang in production on either engine).
 */
function guardAgainstSelfDeadlock(client: PGlite): void {
  const insideTransaction = new AsyncLocalStorage<true>();
  const transaction = client.transaction.bind(client);
  client.transaction = (work) => transaction((tx) => insideTransaction.run(true, () => work(tx)));
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
}

async function openPostgres(
  databaseUrl: string,
  onConnectionError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  let closing = false;
  // An idle client's error has no query to fail; unhandled, it would crash the process.
  // The pool drops that client and opens a new one on the next query.
  pool.on("error", (error) => {
    if (!closing) onConnectionError?.(error);
  });
  const db = drizzlePg(pool);
  const listeners: pg.PoolClient[] = [];
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    listen: async (channel, onMessage) => {
      const client = await pool.connect();
      client.on("error", (error) => {
        if (!closing) onConnectionError?.(error);
      });
      listeners.push(client);
      client.on("notification", (message) => {
        if (message.channel === channel) onMessage(message.payload ?? "");
      });
      await client.query(`listen "${channel.replace(/"/g, "")}"`);
      return async () => {
        await client.query(`unlisten "${channel.replace(/"/g, "")}"`).catch(() => {});
        client.release();
        listeners.splice(listeners.indexOf(client), 1);
      };
    },
    notify: async (channel, payload) => {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    close: async () => {
      closing = true;
      for (const client of listeners.splice(0)) client.release();
      await pool.end();
    },
  };
}
