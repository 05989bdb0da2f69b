/** The queries on categories for staff: all of the club's (hidden too) with their product counts; add and change one. */
import { type PageQuery, pageOffset } from "@crest/domain";
import { and, asc, count, eq, max, type SQL, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { type CategoryRow, catalogueCategories, catalogueProductCategories } from "./tables.ts";

type CategoryValues = Omit<typeof catalogueCategories.$inferInsert, "companyId" | "id">;

/** A page of the club's categories (of one type, or all) in their order, each with its product count. */
export async function staffCategoryRows(
  scope: TenantScope,
  type: CategoryRow["type"] | undefined,
  page: PageQuery,
) {
  const where: SQL | undefined = type ? eq(catalogueCategories.type, type) : undefined;
  const products = scope
    .select({ n: count() })
    .from(catalogueProductCategories)
    .where(eq(catalogueProductCategories.categoryId, catalogueCategories.id));
  const [rows, totalCount] = await Promise.all([
    scope
      .select({ category: catalogueCategories, productCount: sql<number>`(${products})`.mapWith(Number) })
      .from(catalogueCategories)
      .where(where)
      .orderBy(asc(catalogueCategories.type), asc(catalogueCategories.order), asc(catalogueCategories.name))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    scope.count(catalogueCategories, where),
  ]);
  return { rows, totalCount };
}

/** One category of the club; a 404 for another club's. */
export const staffCategoryRow = (scope: TenantScope, categoryId: string): Promise<CategoryRow> =>
  scope.getOne(catalogueCategories, eq(catalogueCategories.id, categoryId));

/** The club's categories of one type, for checking a parent (no cycles, same type). */
export const categoriesOfType = (scope: TenantScope, type: CategoryRow["type"]): Promise<CategoryRow[]> =>
  scope.findMany(catalogueCategories, eq(catalogueCategories.type, type));

/** The order after the last category under the same parent. */
export async function nextCategoryOrder(
  scope: TenantScope,
  type: CategoryRow["type"],
  parentId: string | null,
) {
  const [row] = await scope
    .select({ last: max(catalogueCategories.order) })
    .from(catalogueCategories)
    .where(
      and(
        eq(catalogueCategories.type, type),
        parentId === null
          ? sql`${catalogueCategories.parentId} is null`
          : eq(catalogueCategories.parentId, parentId),
      ),
    );
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

export const insertCategory = (scope: TenantScope, values: CategoryValues): Promise<CategoryRow> =>
  scope.insertOne(catalogueCategories, values);

export const updateCategory = (scope: TenantScope, categoryId: string, values: Partial<CategoryValues>) =>
  scope.updateOne(catalogueCategories, eq(catalogueCategories.id, categoryId), values);

/** How many products are in the category. */
export const productCountOf = (scope: TenantScope, categoryId: string): Promise<number> =>
  scope.count(catalogueProductCategories, eq(catalogueProductCategories.categoryId, categoryId));
