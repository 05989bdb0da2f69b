/** The catalogue's reads: products by type, group and category (paginated), and the category tree. */
import {
  type Category,
  type PageQuery,
  type Product,
  type ProductsQuery,
  type ProductType,
  productTypeOfFilter,
} from "@crest/domain";
import { NotFoundError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { shownRows, withDescendants } from "./category-tree.ts";
import { productView } from "./product-view.ts";
import {
  categoryRows,
  findProductRow,
  listProductRows,
  type ProductParts,
  productParts,
} from "./repository.ts";
import type { CategoryRow } from "./tables.ts";

/** GET /api/products: a page of the club's products; a category includes its sub-categories. */
export async function listProducts(
  context: ServiceContext,
  query: ProductsQuery,
): Promise<{ items: Product[]; totalCount: number }> {
  const categories = await categoryRows(context.scope);
  let categoryIds: string[] | undefined;
  if (query.category) {
    // An unknown category (or another club's) simply has no products.
    categoryIds = categories.some((row) => row.id === query.category)
      ? withDescendants(categories, query.category)
      : [];
  }
  const page: PageQuery = { pageNumber: query.pageNumber, pageSize: query.pageSize };
  const { rows, totalCount } = await listProductRows(
    context.scope,
    { type: query.type && productTypeOfFilter(query.type), group: query.group, categoryIds },
    page,
  );
  const parts = await productParts(
    context.scope,
    rows.map((row) => row.id),
  );
  const shown = withShownCategories(parts, categories);
  return { items: rows.map((row) => productView(row, shown)), totalCount };
}

/** GET /api/products/{productId}; another club's product is a 404. */
export async function getProduct(context: ServiceContext, productId: string): Promise<Product> {
  const row = await findProductRow(context.scope, productId);
  if (!row) throw new NotFoundError();
  const [parts, categories] = await Promise.all([
    productParts(context.scope, [row.id]),
    categoryRows(context.scope),
  ]);
  return productView(row, withShownCategories(parts, categories));
}

/** A product names to members only the categories they see (none hidden, none below a hidden one). */
function withShownCategories(parts: ProductParts, categories: readonly CategoryRow[]): ProductParts {
  const shown = new Set(shownRows(categories).map((row) => row.id));
  return { ...parts, categories: parts.categories.filter((category) => shown.has(category.id)) };
}

/** The rows as a tree: roots (or the chosen rows whose parent is not chosen) with their children. */
function categoryTree(rows: readonly CategoryRow[]): Category[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const node = (row: CategoryRow): Category => {
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    return {
      id: row.id,
      name: row.name,
      group: row.group,
      type: row.type,
      order: row.order,
      featured: row.featured,
      description: row.description,
      graphicThumb: row.graphicThumb,
      categoryAbove: row.parentId,
      parentCategory: parent ? { id: parent.id, name: parent.name } : null,
      childCategories: rows.filter((child) => child.parentId === row.id).map(node),
    };
  };
  return rows.filter((row) => !row.parentId || !byId.has(row.parentId)).map(node);
}

/** GET /api/public/categories/components/{type}: the category tree of the shop or the menu. */
export async function categoryComponents(
  context: ServiceContext,
  type: ProductType,
  options: { featured?: boolean | undefined } = {},
): Promise<Category[]> {
  const rows = await categoryRows(context.scope, { type });
  const tree = categoryTree(shownRows(rows));
  return options.featured === undefined
    ? tree
    : tree.filter((category) => category.featured === options.featured);
}

/** GET /api/public/categories/groups/{group}: the categories of one group, as a tree. */
export async function categoryGroup(context: ServiceContext, group: string): Promise<Category[]> {
  return categoryTree(shownRows(await categoryRows(context.scope, { group })));
}
