/** The bookmarks' queries: the only file that touches the table, always through the tenant scope. */
import { type PageQuery, pageOffset } from "@crest/domain";
import { and, desc, eq } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { type BookmarkRow, templateBookmarks } from "./tables.ts";

export async function listBookmarks(scope: TenantScope, customerId: string, page: PageQuery) {
  const mine = eq(templateBookmarks.customerId, customerId);
  const [rows, totalCount] = await Promise.all([
    scope
      .select()
      .from(templateBookmarks)
      .where(mine)
      .orderBy(desc(templateBookmarks.createdAt), desc(templateBookmarks.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    scope.count(templateBookmarks, mine),
  ]);
  return { rows, totalCount };
}

export const insertBookmark = (
  scope: TenantScope,
  values: { customerId: string; title: string; path: string },
): Promise<BookmarkRow> => scope.insertOne(templateBookmarks, values);

/** Deletes one of the customer's bookmarks; another's (or another club's) is a 404. */
export const deleteBookmark = (scope: TenantScope, customerId: string, bookmarkId: string) =>
  scope.deleteSome(
    templateBookmarks,
    and(eq(templateBookmarks.id, bookmarkId), eq(templateBookmarks.customerId, customerId)),
  );
