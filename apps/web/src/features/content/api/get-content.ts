import { type ContentKind, contentEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { call, endpointQuery } from "../../../lib/endpoint-call.ts";

/** Query keys of the club's content pages. */
export const contentKeys = {
  all: ["content"] as const,
  list: (kind: ContentKind) => [...contentKeys.all, "list", kind] as const,
  detail: (id: string) => [...contentKeys.all, "detail", id] as const,
};

/** GET /api/content?kind=…: a kind's published pages, newest first (the first 100). */
export const useContentList = (kind: ContentKind) =>
  useQuery({
    queryKey: contentKeys.list(kind),
    queryFn: () => call(contentEndpoints.list, { query: { kind, pageNumber: 1, pageSize: 100 } }),
  });

/** GET /api/content/pages/{id}. */
export const useContentPage = (pageId: string | undefined) =>
  useQuery({
    ...endpointQuery(contentKeys.detail(pageId ?? ""), contentEndpoints.page, {
      params: { pageId: pageId ?? "" },
    }),
    enabled: Boolean(pageId),
    retry: false,
  });
