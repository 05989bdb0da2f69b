import {
  type ContentKind,
  type ContentPageChanges,
  type ContentPageInput,
  staffContentEndpoints,
} from "@crest/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callList } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "../api/admin-keys.ts";
import { nullWhenMissing } from "../api/null-when-missing.ts";

export const CONTENT_PAGE_SIZE = 20;

/** Query keys of the content back office, under the selected club (dropped when staff switch). */
export const contentKeys = {
  all: () => [...adminKeys.club(), "content"] as const,
  page: (kind: ContentKind | "", page: number) => [...contentKeys.all(), "page", kind, page] as const,
  one: (pageId: string) => [...contentKeys.all(), "one", pageId] as const,
};

/** GET /admin/api/content: every page, or one kind's, newest first. */
export const useContentPages = (kind: ContentKind | "", page: number) =>
  useQuery({
    queryKey: contentKeys.page(kind, page),
    placeholderData: keepPreviousData,
    queryFn: () =>
      callList(staffContentEndpoints.list, {
        query: { pageNumber: page, pageSize: CONTENT_PAGE_SIZE, ...(kind ? { kind } : {}) },
      }),
  });

/** GET /admin/api/content/{pageId}; null when the club has none such. */
export const useContentPage = (pageId: string | undefined) =>
  useQuery({
    queryKey: contentKeys.one(pageId ?? ""),
    enabled: Boolean(pageId),
    queryFn: async () => {
      return nullWhenMissing(call(staffContentEndpoints.page, { params: { pageId: pageId ?? "" } }));
    },
  });

/** POST a new page, or PATCH one. */
export function useSaveContentPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { pageId?: string; body: ContentPageInput | ContentPageChanges }) =>
      save.pageId
        ? call(staffContentEndpoints.update, {
            params: { pageId: save.pageId },
            body: save.body as ContentPageChanges,
          })
        : call(staffContentEndpoints.create, { body: save.body as ContentPageInput }),
    onSuccess: (saved) => {
      queryClient.setQueryData(contentKeys.one(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: [...contentKeys.all(), "page"] });
    },
  });
}

/** DELETE a page. */
export function useRemoveContentPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pageId: string) => call(staffContentEndpoints.remove, { params: { pageId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all() }),
  });
}
