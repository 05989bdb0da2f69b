import { directoryEndpoints } from "@crest/domain";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { callList, endpointQuery } from "../../../lib/endpoint-call.ts";
import { directoryKeys } from "./directory-keys.ts";

/** GET /api/directory/categories: the list's tabs. */
export const useDirectoryCategories = () =>
  useQuery(endpointQuery(directoryKeys.categories(), directoryEndpoints.categories));

/** GET /api/directory/businesses by category and search, page after page (24 a page). */
export const directoryQuery = (categoryId: string | undefined, search: string) =>
  infiniteQueryOptions({
    queryKey: directoryKeys.list(categoryId, search),
    queryFn: ({ pageParam }) =>
      callList(directoryEndpoints.list, {
        query: {
          pageNumber: pageParam,
          pageSize: 24,
          ...(categoryId ? { categoryId } : {}),
          ...(search ? { search } : {}),
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination?.hasNextPage ? last.pagination.pageNumber + 1 : undefined),
  });

export const useDirectory = (categoryId: string | undefined, search: string) =>
  useInfiniteQuery({ ...directoryQuery(categoryId, search), placeholderData: keepPreviousData });

/** GET /api/directory/businesses/{id}. */
export const useBusiness = (businessId: string | undefined) =>
  useQuery({
    ...endpointQuery(directoryKeys.detail(businessId ?? ""), directoryEndpoints.business, {
      params: { businessId: businessId ?? "" },
    }),
    enabled: Boolean(businessId),
  });
