import {
  type EventInput,
  type EventPatch,
  type StaffEvent,
  staffEventEndpoints,
  staffWaitlistEndpoints,
  type TicketTypeInput,
  type TicketTypePatch,
  type WaitlistStatus,
} from "@crest/domain";
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { call, callList } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "../api/admin-keys.ts";
import { nullWhenMissing } from "../api/null-when-missing.ts";

export const EVENTS_PAGE_SIZE = 20;

/** Tickets sell and are scanned while staff look: these screens read afresh each time they open. */
const FRESH = { staleTime: 0, refetchOnMount: "always" } as const;
export const ATTENDEES_PAGE_SIZE = 50;

/** Query keys of the events back office, under the selected club (dropped when staff switch). */
export const eventKeys = {
  all: () => [...adminKeys.club(), "events"] as const,
  page: (filter: EventsFilter, page: number) => [...eventKeys.all(), "page", filter, page] as const,
  one: (eventId: string) => [...eventKeys.all(), "one", eventId] as const,
  attendees: (eventId: string, page: number) => [...eventKeys.all(), "attendees", eventId, page] as const,
  categories: () => [...eventKeys.all(), "categories"] as const,
  waitlist: (eventId: string) => [...eventKeys.all(), "waitlist", eventId] as const,
};

/** Which events the list shows: upcoming, past or all, and words of their title. */
export interface EventsFilter {
  when: "upcoming" | "past" | "all";
  search: string;
}

/** GET /admin/api/events: the club's events, drafts and cancelled too, a page at a time. */
export const useStaffEvents = (filter: EventsFilter, page: number, enabled = true) =>
  useQuery({
    ...FRESH,
    enabled,
    queryKey: eventKeys.page(filter, page),
    placeholderData: keepPreviousData,
    queryFn: () =>
      callList(staffEventEndpoints.list, {
        query: {
          pageNumber: page,
          pageSize: EVENTS_PAGE_SIZE,
          ...(filter.when === "all" ? {} : { when: filter.when }),
          ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
        },
      }),
  });

/** GET /admin/api/events/{eventId}: one event for the editor; null when the club has none such. */
async function getStaffEvent(eventId: string): Promise<StaffEvent | null> {
  return nullWhenMissing(call(staffEventEndpoints.get, { params: { eventId } }));
}

/** The event being edited, or null when the club has none with this id. */
export const useStaffEvent = (eventId: string | undefined) =>
  useQuery({
    ...FRESH,
    queryKey: eventKeys.one(eventId ?? ""),
    enabled: Boolean(eventId),
    queryFn: () => getStaffEvent(eventId ?? ""),
  });

/** GET /admin/api/events/categories: the selected club's event categories, for the editor's choice. */
export const useEventCategories = () =>
  useQuery({ queryKey: eventKeys.categories(), queryFn: () => call(staffEventEndpoints.categories) });

/** An event as saved: in place in its own query, and the lists read again. */
async function storeEvent(queryClient: QueryClient, saved: StaffEvent): Promise<void> {
  queryClient.setQueryData(eventKeys.one(saved.id), saved);
  await queryClient.invalidateQueries({ queryKey: [...eventKeys.all(), "page"] });
}

/** POST /admin/api/events: a new draft. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventInput) => call(staffEventEndpoints.create, { body }),
    onSuccess: (saved) => storeEvent(queryClient, saved),
  });
}

/** PATCH /admin/api/events/{eventId}. */
export function useEditEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, patch }: { eventId: string; patch: EventPatch }) =>
      call(staffEventEndpoints.edit, { params: { eventId }, body: patch }),
    onSuccess: (saved) => storeEvent(queryClient, saved),
  });
}

/** POST /admin/api/events/{eventId}/publish. */
export function usePublishEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => call(staffEventEndpoints.publish, { params: { eventId } }),
    onSuccess: (saved) => storeEvent(queryClient, saved),
  });
}

/** POST /admin/api/events/{eventId}/cancel: every ticket cancelled and refunded once. */
export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => call(staffEventEndpoints.cancel, { params: { eventId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all() }),
  });
}

/** POST or PATCH a ticket type of an event; the event (which lists them) is read again. */
export function useSaveTicketType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: {
      eventId: string;
      ticketTypeId?: string;
      body: TicketTypeInput | TicketTypePatch;
    }) =>
      save.ticketTypeId
        ? call(staffEventEndpoints.editTicketType, {
            params: { eventId: save.eventId, ticketTypeId: save.ticketTypeId },
            body: save.body as TicketTypePatch,
          })
        : call(staffEventEndpoints.addTicketType, {
            params: { eventId: save.eventId },
            body: save.body as TicketTypeInput,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all() }),
  });
}

/** GET /admin/api/events/{eventId}/attendees: the tickets with buyers, holders and scans. */
export const useAttendees = (eventId: string, page: number) =>
  useQuery({
    ...FRESH,
    queryKey: eventKeys.attendees(eventId, page),
    queryFn: () =>
      callList(staffEventEndpoints.attendees, {
        params: { eventId },
        query: { pageNumber: page, pageSize: ATTENDEES_PAGE_SIZE },
      }),
  });

/**
 * What cancelling the event would give back: its tickets not yet used (refunded) and those
 * checked in (kept, not refunded), counted over every page of its attendees.
 */
async function ticketCounts(eventId: string): Promise<{ active: number; scanned: number }> {
  const counts = { active: 0, scanned: 0 };
  for (let pageNumber = 1; ; pageNumber++) {
    const { data, pagination } = await callList(staffEventEndpoints.attendees, {
      params: { eventId },
      query: { pageNumber, pageSize: 100 },
    });
    for (const row of data) if (row.status !== "cancelled") counts[row.status] += 1;
    if (!pagination?.hasNextPage) return counts;
  }
}

/** The counts for the cancel confirmation, read when it opens. */
export const useTicketCounts = (eventId: string, enabled: boolean) =>
  useQuery({
    ...FRESH,
    queryKey: [...eventKeys.all(), "attendees", eventId, "counts"],
    enabled,
    queryFn: () => ticketCounts(eventId),
  });

/** POST /admin/api/events/tickets/scan at this event's door. */
export function useScanTicket(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serial: string) => call(staffEventEndpoints.scan, { body: { serial, eventId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...eventKeys.all(), "attendees", eventId] }),
  });
}

export const WAITLIST_PAGE_SIZE = 20;

/** GET /admin/api/events/{eventId}/waitlist: a page of the line, of one status when chosen. */
export const useWaitlist = (eventId: string, page: number, status: WaitlistStatus | "") =>
  useQuery({
    ...FRESH,
    queryKey: [...eventKeys.waitlist(eventId), status, page],
    placeholderData: keepPreviousData,
    queryFn: () =>
      callList(staffWaitlistEndpoints.list, {
        params: { eventId },
        query: { pageNumber: page, pageSize: WAITLIST_PAGE_SIZE, ...(status ? { status } : {}) },
      }),
  });

/** A change to the line: the line and the event (its types' seats held) are read again. */
function useLineChange<T, R>(eventId: string, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.waitlist(eventId) }),
        queryClient.invalidateQueries({ queryKey: eventKeys.one(eventId) }),
      ]),
  });
}

/** DELETE /admin/api/events/{eventId}/waitlist/{entryId}: the member leaves the line. */
export const useRemoveFromWaitlist = (eventId: string) =>
  useLineChange(eventId, (waitlistEntryId: string) =>
    call(staffWaitlistEndpoints.remove, { params: { eventId, waitlistEntryId } }),
  );

/** POST /admin/api/events/{eventId}/waitlist/offer: a free ticket to the first in line. */
export const useOfferWaitlist = (eventId: string) =>
  useLineChange(eventId, () => call(staffWaitlistEndpoints.offer, { params: { eventId } }));
