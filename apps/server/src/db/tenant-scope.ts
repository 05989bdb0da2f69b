/**
 * The one place tenant-scoped queries are built. Every query on a table that has a
 * `companyId` column goes through `forCompany(db, companyId)`, which adds the company to the
 * WHERE clause (and to inserted rows). A row of another company is therefore simply not
 * found: the caller answers 404, never another club's data.
 */
import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { NotFoundError } from "../lib/errors.ts";
import type { Executor } from "./client.ts";

export type TenantTable = PgTable & { companyId: PgColumn };

export function forCompany(db: Executor, companyId: string) {
  const scoped = (table: TenantTable, where?: SQL): SQL => {
    const companyMatch = eq(table.companyId, companyId);
    return where ? (and(companyMatch, where) as SQL) : companyMatch;
  };

  return {
    companyId,
    /** The WHERE condition for hand-built queries (joins, aggregates): company plus `where`. */
    where: scoped,

    async findMany<T extends TenantTable>(table: T, where?: SQL): Promise<T["$inferSelect"][]> {
      return (await db
        .select()
        .from(table as PgTable)
        .where(scoped(table, where))) as T["$inferSelect"][];
    },

    async findOne<T extends TenantTable>(table: T, where: SQL): Promise<T["$inferSelect"] | undefined> {
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(scoped(table, where))
        .limit(1);
      return rows[0] as T["$inferSelect"] | undefined;
    },

    /** Like findOne, but a missing row (or another company's) is a 404. */
    async getOne<T extends TenantTable>(table: T, where: SQL): Promise<T["$inferSelect"]> {
      const row = await this.findOne(table, where);
      if (!row) throw new NotFoundError();
      return row;
    },

    async insert<T extends TenantTable>(
      table: T,
      values: Omit<T["$inferInsert"], "companyId">,
    ): Promise<T["$inferSelect"]> {
      const rows = await db
        .insert(table)
        .values({ ...values, companyId } as T["$inferInsert"])
        .returning();
      return (rows as T["$inferSelect"][])[0] as T["$inferSelect"];
    },

    /** Updates the company's matching rows; a 404 when none matched. */
    async update<T extends TenantTable>(
      table: T,
      where: SQL,
      values: Partial<Omit<T["$inferInsert"], "companyId">>,
    ): Promise<T["$inferSelect"]> {
      // A row never changes company, whatever the caller passes.
      const { companyId: _ignored, ...changes } = values as Record<string, unknown>;
      const rows = (await db
        .update(table)
        .set(changes as T["$inferInsert"])
        .where(scoped(table, where))
        .returning()) as T["$inferSelect"][];
      if (rows.length === 0) throw new NotFoundError();
      return rows[0] as T["$inferSelect"];
    },

    /** Deletes the company's matching rows; a 404 when none matched. */
    async remove<T extends TenantTable>(table: T, where: SQL): Promise<number> {
      const rows = await db.delete(table).where(scoped(table, where)).returning();
      if ((rows as unknown[]).length === 0) throw new NotFoundError();
      return (rows as unknown[]).length;
    },
  };
}

export type TenantScope = ReturnType<typeof forCompany>;
