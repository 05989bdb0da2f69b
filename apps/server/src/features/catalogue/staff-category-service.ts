/**
 * Categories for staff (issue 32 item 3): the shop's and the dining menu's, created, renamed,
 * moved under another, ordered and hidden. A parent must be the club's, of the same type, and not
 * the category itself or one below it (no cycles). The dining menu is the fandb products and
 * categories: the same endpoints with `type: fandb`.
 */
import {
  type CategoryInput,
  type CategoryPatch,
  FIELD_MESSAGES,
  type StaffCategoriesQuery,
  type StaffCategory,
} from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import {
  categoriesOfType,
  insertCategory,
  nextCategoryOrder,
  productCountOf,
  staffCategoryRow,
  staffCategoryRows,
  updateCategory,
} from "./staff-category-repository.ts";
import type { CategoryRow } from "./tables.ts";

function categoryView(row: CategoryRow, productCount: number): StaffCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    group: row.group,
    order: row.order,
    featured: row.featured,
    hidden: row.hidden,
    parentId: row.parentId,
    productCount,
  };
}

const badParent = () =>
  new AppError("invalid_request", {
    details: [{ field: "parentId", details: FIELD_MESSAGES.value_invalid }],
  });

/** The parent must be one of the club's categories of `type`, and not `categoryId` or below it. */
async function checkParent(
  context: ServiceContext,
  type: CategoryRow["type"],
  parentId: string | null,
  categoryId?: string,
): Promise<void> {
  if (parentId === null) return;
  const rows = await categoriesOfType(context.scope, type);
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (!byId.has(parentId)) throw badParent();
  // Walk up from the parent: meeting the category itself would make a cycle.
  for (let at: string | null = parentId, steps = 0; at !== null && steps <= rows.length; steps++) {
    if (at === categoryId) throw badParent();
    at = byId.get(at)?.parentId ?? null;
  }
}

/** GET /admin/api/categories: a page of the club's categories, hidden ones too. */
export async function listStaffCategories(
  context: ServiceContext,
  query: StaffCategoriesQuery,
): Promise<{ items: StaffCategory[]; totalCount: number }> {
  const { rows, totalCount } = await staffCategoryRows(context.scope, query.type, query);
  return { items: rows.map((row) => categoryView(row.category, row.productCount)), totalCount };
}

/** POST /admin/api/categories: a category, last under its parent unless placed. */
export async function createCategory(context: ServiceContext, input: CategoryInput): Promise<StaffCategory> {
  return inTransaction(context, async (tx) => {
    await checkParent(tx, input.type, input.parentId);
    const row = await insertCategory(tx.scope, {
      ...input,
      order: input.order ?? (await nextCategoryOrder(tx.scope, input.type, input.parentId)),
    });
    return categoryView(row, 0);
  });
}

/** PATCH /admin/api/categories/{categoryId}: rename, move, order or hide it. */
export async function editCategory(
  context: ServiceContext,
  categoryId: string,
  patch: CategoryPatch,
): Promise<StaffCategory> {
  return inTransaction(context, async (tx) => {
    const current = await staffCategoryRow(tx.scope, categoryId);
    const type = patch.type ?? current.type;
    const parentId = patch.parentId === undefined ? current.parentId : patch.parentId;
    if (patch.type !== undefined || patch.parentId !== undefined)
      await checkParent(tx, type, parentId, categoryId);
    const values = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    const row =
      Object.keys(values).length === 0 ? current : await updateCategory(tx.scope, categoryId, values);
    return categoryView(row, await productCountOf(tx.scope, categoryId));
  });
}
