/**
 * The tenant scope: the only database handle services and repositories get (DESIGN §3). It
 * speaks Drizzle's own query-builder language (`select().from()`, `insert().values()`,
 * `update().set().where()`, `delete().where()`, joins, locks, transactions), and adds the
 * company to every statement it builds:
 * - every table it reads, joins, changes or deletes from is filtered by `company_id`;
 * - every row it inserts is stamped with the company, whatever the caller passed;
 * - an update can never move a row to another company;
 * - a table without `company_id` (a platform table) is refused outright.
 * A row of another company therefore does not exist for the caller: it answers 404, never
 * another club's data. The raw handle stays in a JavaScript private field, out of reach.
 */
import { and, count, eq, getTableColumns, is, max, type SQL, Table } from "drizzle-orm";
import type { NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgColumn, PgInsertBase, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import { NotFoundError } from "../lib/errors.ts";
import type { Executor } from "./client.ts";

export type TenantTable = PgTable & { companyId: PgColumn };

/** True for a table that carries `company_id` (every tenant table does). */
export function isTenantTable(table: unknown): table is TenantTable {
  return is(table, Table) && "companyId" in getTableColumns(table as PgTable);
}

type Where = SQL | undefined;

/** A row to insert through a scope: everything but `companyId`, which the scope stamps. */
export type TenantInsertValue<T extends PgTable> = Omit<PgInsertValue<T>, "companyId">;

export interface ScopedInsertBuilder<T extends PgTable> {
  values(values: TenantInsertValue<T> | TenantInsertValue<T>[]): PgInsertBase<T, NodePgQueryResultHKT>;
}
type JoinOn = SQL | ((fields: never) => SQL | undefined) | undefined;

const JOINS = new Set([
  "leftJoin",
  "rightJoin",
  "innerJoin",
  "fullJoin",
  "leftJoinLateral",
  "innerJoinLateral",
]);

export type WriteOperation = "INSERT" | "UPDATE" | "DELETE";

/**
 * Told when a statement is about to change a table, and again once its transaction has ended:
 * caches of what the rows say drop their answers both times (one loaded between the write and
 * the commit read the rows as they were).
 */
export type WriteListener = (
  table: PgTable,
  operation: WriteOperation,
  companyId: string,
  /** The columns an update sets (absent: any may change). */
  columns?: readonly PgColumn[],
) => void;

/** Answers kept until the club's rows behind them change (platform/club-reads.ts), by area. */
export interface KeptReads {
  read<T>(area: string, companyId: string, key: string, load: () => Promise<T>): Promise<T>;
  /** As `read`, with a load shared with no other reader (one in a transaction). */
  readAlone<T>(area: string, companyId: string, key: string, load: () => Promise<T>): Promise<T>;
  /** Whether such a write changes what some area keeps (`columns`: the ones an update sets). */
  changes(table: PgTable, columns?: readonly PgColumn[]): boolean;
}

/** A transaction's own state, shared by the scopes bound to it. */
interface TransactionState {
  /** It wrote rows some kept answers are made from: what it reads of them is not yet everyone's. */
  wroteKeptRows: boolean;
}

interface ScopeOptions {
  onWrite?: WriteListener;
  keptReads?: KeptReads;
  /** Bound to a transaction (made by `transaction`). */
  transaction?: TransactionState;
}

export class TenantScope {
  readonly #db: Executor;
  readonly #onWrite: WriteListener | undefined;
  readonly #keptReads: KeptReads | undefined;
  readonly #transaction: TransactionState | undefined;
  readonly companyId: string;

  constructor(db: Executor, companyId: string, options: ScopeOptions = {}) {
    this.#db = db;
    this.companyId = companyId;
    this.#onWrite = options.onWrite;
    this.#keptReads = options.keptReads;
    this.#transaction = options.transaction;
  }

  /**
   * The club's answer under `key` in a cached-reads `area` (a manifest declares which tables feed
   * it): kept until those rows change, else `load`ed with this scope. In a transaction `load` runs
   * there, unshared: waiting on another reader's load could wait forever on the embedded database
   * (its query queues behind this very transaction). What it loads is kept unless the rows changed
   * meanwhile, or this transaction wrote rows of kept answers (it may read them uncommitted).
   */
  kept<T>(area: string, key: string, load: () => Promise<T>): Promise<T> {
    const reads = this.#keptReads;
    if (!reads) return load();
    if (!this.#transaction) return reads.read(area, this.companyId, key, load);
    if (this.#transaction.wroteKeptRows) return load();
    return reads.readAlone(area, this.companyId, key, load);
  }

  /** Whether the scope is bound to a transaction (its statements commit or roll back together). */
  get inTransaction(): boolean {
    return this.#transaction !== undefined;
  }

  /**
   * The handle a scope runs on (the database, or the transaction it is bound to), for the
   * platform services that must run in the caller's transaction (on the embedded database a
   * query outside an open transaction would wait for it forever). Platform files only: the
   * architecture test allows this call where it allows the raw handle.
   */
  static executorOf(scope: TenantScope): Executor {
    return scope.#db;
  }

  /** Tells the scope's listeners of a write a statement built once makes (db/statement.ts). */
  static tellWrite(
    scope: TenantScope,
    table: PgTable,
    operation: WriteOperation,
    columns?: readonly PgColumn[],
  ): void {
    scope.#onWrite?.(table, operation, scope.companyId, columns);
  }

  /** `company_id = this company` for a tenant table; throws for a platform table. */
  #match(table: unknown): SQL {
    if (!isTenantTable(table)) {
      throw new Error("A tenant scope only reaches tables with company_id; use the owning feature's service");
    }
    return eq(table.companyId, this.companyId);
  }

  /**
   * Wraps a Drizzle builder so that its WHERE always includes `tenant` and every tenant table
   * it joins is matched on the company too. Builders mutate and return themselves, so the
   * proxy keeps answering itself through the chain.
   */
  #guard<B extends object>(builder: B, tenant: SQL): B {
    let callerWhere: Where;
    const target = builder as Record<string | symbol, unknown>;
    const applyWhere = () => (target.where as (w: Where) => unknown).call(builder, and(tenant, callerWhere));
    applyWhere();
    const proxy: B = new Proxy(builder, {
      get: (inner, property, receiver) => {
        if (property === "where") {
          return (where: Where) => {
            callerWhere = where;
            applyWhere();
            return proxy;
          };
        }
        if (typeof property === "string" && JOINS.has(property)) {
          return (table: unknown, on: JoinOn) => {
            const join = target[property] as (t: unknown, o: JoinOn) => unknown;
            join.call(inner, table, isTenantTable(table) ? this.#joinOn(table, on) : on);
            return proxy;
          };
        }
        const value = Reflect.get(inner, property, receiver);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          const result = (value as (...a: unknown[]) => unknown).apply(inner, args);
          return result === inner ? proxy : result;
        };
      },
    });
    return proxy;
  }

  #joinOn(table: TenantTable, on: JoinOn): JoinOn {
    const match = eq(table.companyId, this.companyId);
    if (typeof on === "function") return (fields: never) => and(on(fields), match);
    return and(on, match);
  }

  /** Drizzle's `select`, scoped: `scope.select({...}).from(table).innerJoin(...).where(...)`. */
  readonly select: Executor["select"] = ((fields?: Record<string, unknown>) => {
    const builder = fields ? this.#db.select(fields as never) : this.#db.select();
    return {
      from: (source: unknown) => this.#guard(builder.from(source as PgTable), this.#match(source)),
    };
  }) as unknown as Executor["select"];

  /** Drizzle's `insert`, scoped: every row gets this company, and a conflict update cannot move it. */
  insert<T extends TenantTable>(table: T): ScopedInsertBuilder<T> {
    this.#match(table);
    this.#onWrite?.(table, "INSERT", this.companyId);
    const builder = this.#db.insert(table);
    return {
      values: (values) => {
        const stamp = (row: object) => ({ ...row, companyId: this.companyId });
        const rows = Array.isArray(values) ? values.map(stamp) : stamp(values);
        return this.#guardConflicts(builder.values(rows as PgInsertValue<T>));
      },
    };
  }

  #guardConflicts<B extends object>(insert: B): B {
    const proxy: B = new Proxy(insert, {
      get: (inner, property, receiver) => {
        const value = Reflect.get(inner, property, receiver);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          if (property === "onConflictDoUpdate") {
            const config = args[0] as { set: Record<string, unknown> };
            args[0] = { ...config, set: withoutCompany(config.set) };
          }
          const result = (value as (...a: unknown[]) => unknown).apply(inner, args);
          return result === inner ? proxy : result;
        };
      },
    });
    return proxy;
  }

  /** Drizzle's `update`, scoped: only this company's rows, and `companyId` cannot be changed. */
  readonly update: Executor["update"] = ((table: TenantTable) => {
    const tenant = this.#match(table);
    const builder = this.#db.update(table);
    return {
      set: (values: Record<string, unknown>) => {
        const columns = getTableColumns(table) as Record<string, PgColumn>;
        this.#onWrite?.(
          table,
          "UPDATE",
          this.companyId,
          Object.keys(values).flatMap((key) => (columns[key] ? [columns[key]] : [])),
        );
        return this.#guard(builder.set(withoutCompany(values)), tenant);
      },
    };
  }) as unknown as Executor["update"];

  /** Drizzle's `delete`, scoped: only this company's rows. */
  readonly delete: Executor["delete"] = ((table: TenantTable) => {
    const tenant = this.#match(table);
    this.#onWrite?.(table, "DELETE", this.companyId);
    return this.#guard(this.#db.delete(table), tenant);
  }) as unknown as Executor["delete"];

  /** Runs `work` in one transaction, with a scope bound to it (nested calls use savepoints). */
  async transaction<T>(work: (scope: TenantScope) => Promise<T>): Promise<T> {
    const onWrite = this.#onWrite;
    const keptReads = this.#keptReads;
    // A savepoint's transaction has written what its enclosing one has.
    const state: TransactionState = { wroteKeptRows: this.#transaction?.wroteKeptRows ?? false };
    const bound = (tx: Executor, told?: WriteListener) =>
      new TenantScope(tx, this.companyId, { onWrite: told, keptReads, transaction: state });
    if (!onWrite && !keptReads) return this.#db.transaction((tx) => work(bound(tx)));
    // What the transaction wrote, told again once it has ended: per table and operation, the
    // columns set (null: any).
    const written = new Map<PgTable, Map<WriteOperation, Set<PgColumn> | null>>();
    const tell: WriteListener = (table, operation, companyId, columns) => {
      const operations = written.get(table) ?? new Map<WriteOperation, Set<PgColumn> | null>();
      written.set(table, operations);
      const before = operations.get(operation);
      if (!columns || before === null) operations.set(operation, null);
      else operations.set(operation, new Set([...(before ?? []), ...columns]));
      if (keptReads?.changes(table, operation === "UPDATE" ? columns : undefined)) state.wroteKeptRows = true;
      onWrite?.(table, operation, companyId, columns);
    };
    try {
      return await this.#db.transaction((tx) => work(bound(tx, tell)));
    } finally {
      if (onWrite)
        for (const [table, operations] of written)
          for (const [operation, columns] of operations)
            onWrite(table, operation, this.companyId, columns ? [...columns] : undefined);
    }
  }

  // Shorthands for the common cases.

  async findMany<T extends TenantTable>(table: T, where?: Where): Promise<T["$inferSelect"][]> {
    return (await this.select()
      .from(table as PgTable)
      .where(where)) as T["$inferSelect"][];
  }

  async findOne<T extends TenantTable>(table: T, where: Where): Promise<T["$inferSelect"] | undefined> {
    const rows = await this.select()
      .from(table as PgTable)
      .where(where)
      .limit(1);
    return rows[0] as T["$inferSelect"] | undefined;
  }

  /** Like findOne, but a missing row (or another company's) is a 404. */
  async getOne<T extends TenantTable>(table: T, where: Where): Promise<T["$inferSelect"]> {
    const row = await this.findOne(table, where);
    if (!row) throw new NotFoundError();
    return row;
  }

  async count(table: TenantTable, where?: Where): Promise<number> {
    const [row] = await this.select({ n: count() })
      .from(table as PgTable)
      .where(where);
    return row?.n ?? 0;
  }

  /**
   * The position after the highest among the rows `where` picks (0 for the first), so that a row
   * staff add to a list they order is listed last. Two adds at once may share a position: such
   * lists order by position, then by name or id, so both still show.
   */
  async positionAfterLast(table: TenantTable, position: PgColumn, where?: Where): Promise<number> {
    const [last] = await this.select({ position: max(position) })
      .from(table as PgTable)
      .where(where);
    const highest = last?.position as number | null | undefined;
    return highest === null || highest === undefined ? 0 : highest + 1;
  }

  async insertOne<T extends TenantTable>(table: T, values: TenantInsertValue<T>): Promise<T["$inferSelect"]> {
    const rows = (await this.insert(table).values(values).returning()) as T["$inferSelect"][];
    return rows[0] as T["$inferSelect"];
  }

  /** Updates the company's matching rows; a 404 when none matched. */
  async updateOne<T extends TenantTable>(
    table: T,
    where: Where,
    values: Partial<Omit<T["$inferInsert"], "companyId">>,
  ): Promise<T["$inferSelect"]> {
    const rows = (await this.update(table)
      .set(values as T["$inferInsert"])
      .where(where)
      .returning()) as T["$inferSelect"][];
    if (rows.length === 0) throw new NotFoundError();
    return rows[0] as T["$inferSelect"];
  }

  /** Deletes the company's matching rows; a 404 when none matched. */
  async deleteSome(table: TenantTable, where: Where): Promise<number> {
    const rows = (await this.delete(table as PgTable)
      .where(where)
      .returning()) as unknown[];
    if (rows.length === 0) throw new NotFoundError();
    return rows.length;
  }
}

function withoutCompany(values: Record<string, unknown>): Record<string, unknown> {
  const { companyId: _ignored, ...rest } = values;
  return rest;
}
