/** The content pages' queries, through the tenant scope. */
import { type ContentKind, type PageQuery, pageOffset } from "@crest/domain";
import { and, desc, eq, gt, isNull, lte, or, type SQL } from "drizzle-orm";
import type { TenantInsertValue, TenantScope } from "../../db/tenant-scope.ts";
import { type ContentPageRow, contentPages } from "./tables.ts";

/** Published at `now`: from its publish date, until its unpublish date if any. */
const publishedAt = (now: Date) =>
  and(
    lte(contentPages.publishOn, now),
    or(isNull(contentPages.unpublishOn), gt(contentPages.unpublishOn, now)),
  );

/** A page of a kind's published pages, newest first; members-only ones only when `member`. */
export async function listPublished(
  scope: TenantScope,
  filter: { kind: ContentKind; tab?: string | undefined; member: boolean; now: Date },
  page: PageQuery,
) {
  const where = and(
    eq(contentPages.kind, filter.kind),
    publishedAt(filter.now),
    filter.tab ? eq(contentPages.tab, filter.tab) : undefined,
    filter.member ? undefined : eq(contentPages.membersOnly, false),
  );
  return pageOf(scope, where, page);
}

async function pageOf(scope: TenantScope, where: SQL | undefined, page: PageQuery) {
  const [rows, totalCount] = await Promise.all([
    scope
      .select()
      .from(contentPages)
      .where(where)
      .orderBy(desc(contentPages.publishOn), desc(contentPages.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    scope.count(contentPages, where),
  ]);
  return { rows, totalCount };
}

/** Every page of the club, or one kind's, published or not, newest first. */
export const listAll = (scope: TenantScope, page: PageQuery & { kind?: ContentKind | undefined }) =>
  pageOf(scope, page.kind ? eq(contentPages.kind, page.kind) : undefined, page);

/** One page, published or not; another club's or a missing one is a 404. */
export const getPage = (scope: TenantScope, pageId: string) =>
  scope.getOne(contentPages, eq(contentPages.id, pageId));

/** A published page, or undefined (unpublished, another club's, none). */
export const findPublished = (scope: TenantScope, pageId: string, now: Date) =>
  scope.findOne(contentPages, and(eq(contentPages.id, pageId), publishedAt(now)));

export const insertPage = (scope: TenantScope, values: TenantInsertValue<typeof contentPages>) =>
  scope.insertOne(contentPages, values);

/** Changes a page (only what is given; nothing given reads it back); another club's or a missing one is a 404. */
export const updatePage = (
  scope: TenantScope,
  pageId: string,
  changes: Partial<Omit<ContentPageRow, "id" | "companyId" | "createdAt">>,
) =>
  Object.keys(changes).length === 0
    ? scope.getOne(contentPages, eq(contentPages.id, pageId))
    : scope.updateOne(contentPages, eq(contentPages.id, pageId), changes);

export const deletePage = (scope: TenantScope, pageId: string) =>
  scope.deleteSome(contentPages, eq(contentPages.id, pageId));
