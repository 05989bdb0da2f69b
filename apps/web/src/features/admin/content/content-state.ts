import type { ContentKind, ContentPage } from "@crest/domain";

/** Where a page is at `now`: not out yet, out, or taken down by its unpublish date. */
export function publicationOf(page: Pick<ContentPage, "publishOn" | "unpublishOn">, now = new Date()) {
  if (page.publishOn.getTime() > now.getTime()) return "scheduled" as const;
  if (page.unpublishOn && page.unpublishOn.getTime() <= now.getTime()) return "ended" as const;
  return "published" as const;
}

const SITE_PATHS: Record<ContentKind, (page: Pick<ContentPage, "id" | "tab">) => string> = {
  page: (page) => `/pages/${page.id}`,
  blog: (page) => `/blogs/${page.id}`,
  activity: (page) => `/activities/${page.id}`,
  benefit: (page) => (page.tab ? `/club-benefits/${page.tab}` : "/club-benefits"),
};

/** Where members read the page on the club's site. */
export const sitePathOf = (page: Pick<ContentPage, "id" | "kind" | "tab">): string =>
  SITE_PATHS[page.kind](page);
