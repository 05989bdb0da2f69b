/**
 * The club's content pages: members read what is published (members-only pages only when an
 * active member: others get the members-only answer on the page, and do not see it listed);
 * staff write them, the body sanitised on the way in.
 */
import type {
  ContentKind,
  ContentPage,
  ContentPageChanges,
  ContentPageInput,
  PageQuery,
  StaffContentListQuery,
} from "@crest/domain";
import { FIELD_MESSAGES } from "@crest/domain";
import { AppError, NotFoundError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import {
  deletePage,
  findPublished,
  getPage,
  insertPage,
  listAll,
  listPublished,
  updatePage,
} from "./repository.ts";
import { sanitiseRichText } from "./sanitise-rich-text.ts";
import type { ContentPageRow } from "./tables.ts";

const pageView = (row: ContentPageRow): ContentPage => ({
  id: row.id,
  kind: row.kind,
  tab: row.tab,
  title: row.title,
  summary: row.summary,
  body: row.body,
  images: row.images,
  membersOnly: row.membersOnly,
  publishOn: row.publishOn,
  unpublishOn: row.unpublishOn,
});

const isMember = (context: ServiceContext) => context.customerStanding?.isMember === true;

/** The published pages of a kind (a benefits tab), newest first. */
export async function publishedPages(
  context: ServiceContext,
  kind: ContentKind,
  query: PageQuery & { tab?: string | undefined },
) {
  const { rows, totalCount } = await listPublished(
    context.scope,
    { kind, tab: query.tab, member: isMember(context), now: new Date() },
    query,
  );
  return { items: rows.map(pageView), totalCount };
}

/** One published page; a members-only one answers 'Members Only' to others. */
export async function publishedPage(context: ServiceContext, pageId: string): Promise<ContentPage> {
  const row = await findPublished(context.scope, pageId, new Date());
  if (!row) throw new NotFoundError();
  if (row.membersOnly && !isMember(context)) throw new AppError("members_only");
  return pageView(row);
}

/** Every page of the club (or one kind's), for staff. */
export async function allPages(context: ServiceContext, page: StaffContentListQuery) {
  const { rows, totalCount } = await listAll(context.scope, page);
  return { items: rows.map(pageView), totalCount };
}

/** One page, published or not, for staff. */
export async function staffPage(context: ServiceContext, pageId: string): Promise<ContentPage> {
  return pageView(await getPage(context.scope, pageId));
}

function checkDates(publishOn: Date | undefined, unpublishOn: Date | null | undefined) {
  if (publishOn && unpublishOn && unpublishOn <= publishOn) {
    throw new AppError("invalid_request", {
      details: [{ field: "unpublish_on", details: FIELD_MESSAGES.unpublish_before_publish }],
    });
  }
}

/** Writes a page; its body is sanitised. */
export async function createPage(context: ServiceContext, input: ContentPageInput): Promise<ContentPage> {
  checkDates(input.publishOn, input.unpublishOn);
  const row = await insertPage(context.scope, { ...input, body: sanitiseRichText(input.body) });
  return pageView(row);
}

/** Changes a page; another club's is a 404. */
export async function changePage(
  context: ServiceContext,
  pageId: string,
  changes: ContentPageChanges,
): Promise<ContentPage> {
  checkDates(changes.publishOn, changes.unpublishOn);
  const { body, ...rest } = changes;
  const row = await updatePage(context.scope, pageId, {
    ...rest,
    ...(body === undefined ? {} : { body: sanitiseRichText(body) }),
  });
  return pageView(row);
}

export async function removePage(context: ServiceContext, pageId: string): Promise<void> {
  await deletePage(context.scope, pageId);
}
