import { type EventFilter, publicEventEndpoints } from "@crest/domain";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callList } from "../../../lib/endpoint-call.ts";
import { eventKeys } from "./event-keys.ts";

/** spec-2 §9: lists page by 24. */
export const EVENT_PAGE_SIZE = 24;

/** GET /api/events, page after page, with the filter drawer's choices. */
export const eventsQuery = (filter: EventFilter) =>
  infiniteQueryOptions({
    queryKey: eventKeys.list(filter),
    queryFn: ({ pageParam }) =>
      callList(publicEventEndpoints.list, {
        query: {
          startDate: filter.startDate,
          endDate: filter.endDate,
          categories: filter.categories?.length ? [...filter.categories] : undefined,
          timeSlots: filter.timeSlots?.length ? [...filter.timeSlots] : undefined,
          pageNumber: pageParam,
          pageSize: EVENT_PAGE_SIZE,
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, pageNumber) =>
      last.pagination?.hasNextPage ? pageNumber + 1 : undefined,
  });

/** The catalogue's events, page after page. */
export const useEvents = (filter: EventFilter) => useInfiniteQuery(eventsQuery(filter));
