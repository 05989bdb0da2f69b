/** The bookmark rules: a member keeps at most MAX_BOOKMARKS, each one of their own. */
import type { Bookmark, NewBookmark, PageQuery } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { customerIdOf, type ServiceContext } from "../../platform/service-context.ts";
import { deleteBookmark, insertBookmark, listBookmarks } from "./repository.ts";
import type { BookmarkRow } from "./tables.ts";

export const MAX_BOOKMARKS = 50;

const bookmarkView = (row: BookmarkRow): Bookmark => ({
  id: row.id,
  title: row.title,
  path: row.path,
  createdOn: row.createdAt,
});

/** The signed-in member's bookmarks, newest first. */
export async function myBookmarks(context: ServiceContext, page: PageQuery) {
  const { rows, totalCount } = await listBookmarks(context.scope, customerIdOf(context), page);
  return { items: rows.map(bookmarkView), totalCount };
}

/** Adds a bookmark; the member's 51st is refused with a clear 400. */
export async function addBookmark(context: ServiceContext, input: NewBookmark): Promise<Bookmark> {
  const customerId = customerIdOf(context);
  const { totalCount } = await listBookmarks(context.scope, customerId, { pageNumber: 1, pageSize: 1 });
  if (totalCount >= MAX_BOOKMARKS) {
    throw new AppError("invalid_request", {
      details: [{ field: "path", details: `You can keep at most ${MAX_BOOKMARKS} bookmarks` }],
    });
  }
  return bookmarkView(await insertBookmark(context.scope, { customerId, ...input }));
}

export async function removeBookmark(context: ServiceContext, bookmarkId: string): Promise<void> {
  await deleteBookmark(context.scope, customerIdOf(context), bookmarkId);
}
