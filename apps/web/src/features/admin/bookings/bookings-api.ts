import {
  type ResourceInput,
  type Schedule,
  type ServiceInput,
  type StaffBook,
  type StaffResource,
  type StaffService,
  staffBookingEndpoints,
  type UnitChanges,
} from "@crest/domain";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "../api/admin-keys.ts";

/** Bookings are made and cancelled while staff look: these screens read afresh each time they open. */
const FRESH = { staleTime: 0, refetchOnMount: "always" } as const;

/** Query keys of the bookings back office, under the selected club (dropped when staff switch). */
export const bookingKeys = {
  all: () => [...adminKeys.club(), "bookings"] as const,
  resources: () => [...bookingKeys.all(), "resources"] as const,
  day: (resourceId: string, date: string) => [...bookingKeys.all(), "day", resourceId, date] as const,
};

/** GET /admin/api/bookings/resources: every resource with its units, services and blackout days. */
export const useStaffResources = () =>
  useQuery({
    ...FRESH,
    queryKey: bookingKeys.resources(),
    queryFn: () => call(staffBookingEndpoints.resources),
  });

/** One resource of the list; null when the club has none with this id. */
export function useStaffResource(resourceId: string | undefined) {
  const resources = useStaffResources();
  const resource = resources.data ? (resources.data.find((row) => row.id === resourceId) ?? null) : undefined;
  return { resources, resource };
}

/** A resource as saved, in place in the list. */
function storeResource(queryClient: QueryClient, saved: StaffResource) {
  queryClient.setQueryData<StaffResource[]>(bookingKeys.resources(), (rows) =>
    rows?.some((row) => row.id === saved.id)
      ? rows.map((row) => (row.id === saved.id ? saved : row))
      : [...(rows ?? []), saved],
  );
}

/** Any other write: the list is read again. */
const readAgain = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: bookingKeys.resources() });

/** POST /admin/api/bookings/resources. */
export function useCreateResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResourceInput) => call(staffBookingEndpoints.createResource, { body }),
    onSuccess: (saved) => storeResource(queryClient, saved),
  });
}

type ResourcePatch = Partial<Omit<ResourceInput, "blockType" | "schedule">>;

/** PATCH /admin/api/bookings/resources/{resourceId}. */
export function useEditResource(resourceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResourcePatch) =>
      call(staffBookingEndpoints.editResource, { params: { resourceId }, body }),
    onSuccess: (saved) => storeResource(queryClient, saved),
  });
}

/** PUT /admin/api/bookings/resources/{resourceId}/schedule. */
export function useSetSchedule(resourceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schedule) => call(staffBookingEndpoints.setSchedule, { params: { resourceId }, body }),
    onSuccess: (saved) => storeResource(queryClient, saved),
  });
}

/** POST /admin/api/bookings/resources/{resourceId}/units: a table, a room or a therapist. */
export function useAddUnit(resourceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; seats: number }) =>
      call(staffBookingEndpoints.addUnit, { params: { resourceId }, body }),
    onSuccess: () => readAgain(queryClient),
  });
}

/** PATCH /admin/api/bookings/resources/{resourceId}/units/{unitId}: rename, seats, back in service. */
export function useEditUnit(resourceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ unitId, changes }: { unitId: string; changes: UnitChanges }) =>
      call(staffBookingEndpoints.editUnit, { params: { resourceId, unitId }, body: changes }),
    onSuccess: () => readAgain(queryClient),
  });
}

/** DELETE /admin/api/bookings/resources/{resourceId}/units/{unitId}: out of service. */
export function useRemoveUnit(resourceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unitId: string) =>
      call(staffBookingEndpoints.removeUnit, { params: { resourceId, unitId } }),
    onSuccess: () => readAgain(queryClient),
  });
}

/** POST or PUT a spa service of the resource. */
export function useSaveService(resourceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, body }: { serviceId?: string; body: ServiceInput }) =>
      serviceId
        ? call(staffBookingEndpoints.editService, { params: { resourceId, serviceId }, body })
        : call(staffBookingEndpoints.addService, { params: { resourceId }, body }),
    onSuccess: () => readAgain(queryClient),
  });
}

/** DELETE …/services/{serviceId} (no longer offered), or PUT it back with `active: true`. */
export function useOfferService(resourceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ service, offered }: { service: StaffService; offered: boolean }) =>
      offered
        ? call(staffBookingEndpoints.editService, {
            params: { resourceId, serviceId: service.id },
            body: {
              title: service.title,
              description: service.description,
              durationMinutes: service.durationMinutes,
              price: service.price,
              therapistIds: service.therapists.map((therapist) => therapist.id),
              active: true,
            },
          })
        : call(staffBookingEndpoints.removeService, { params: { resourceId, serviceId: service.id } }),
    onSuccess: () => readAgain(queryClient),
  });
}

/** POST /admin/api/bookings/resources/{resourceId}/blackouts: a closed day. */
export function useAddBlackout(resourceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { date: string; reason: string }) =>
      call(staffBookingEndpoints.addBlackout, { params: { resourceId }, body }),
    onSuccess: () => readAgain(queryClient),
  });
}

/** DELETE /admin/api/bookings/resources/{resourceId}/blackouts/{blackoutId}: the day opens again. */
export function useRemoveBlackout(resourceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blackoutId: string) =>
      call(staffBookingEndpoints.removeBlackout, { params: { resourceId, blackoutId } }),
    onSuccess: () => readAgain(queryClient),
  });
}

/** GET /admin/api/bookings/resources/{resourceId}/day: the bookings starting on a local day. */
export const useDayBookings = (resourceId: string, date: string) =>
  useQuery({
    ...FRESH,
    queryKey: bookingKeys.day(resourceId, date),
    queryFn: () => call(staffBookingEndpoints.day, { params: { resourceId }, query: { date } }),
  });

/** POST /admin/api/bookings/{bookingId}/cancel: a full refund, no fee. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => call(staffBookingEndpoints.cancel, { params: { bookingId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...bookingKeys.all(), "day"] }),
  });
}

/** POST /admin/api/bookings/{bookingId}/no-show. */
export function useMarkNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => call(staffBookingEndpoints.noShow, { params: { bookingId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...bookingKeys.all(), "day"] }),
  });
}

/** What the front desk books for a member: which member, day, party, treatment and therapist. */
export interface MemberSlotsChoice {
  customerId: string;
  date: string;
  partySize?: number | undefined;
  serviceId?: string | undefined;
  therapistId?: string | undefined;
}

/** GET /admin/api/bookings/resources/{resourceId}/slots: the day's free slots as that member sees them. */
export const useMemberSlots = (resourceId: string, choice: MemberSlotsChoice | null) =>
  useQuery({
    ...FRESH,
    queryKey: [...bookingKeys.all(), "slots", resourceId, choice] as const,
    enabled: Boolean(choice),
    queryFn: () =>
      call(staffBookingEndpoints.slotsForMember, {
        params: { resourceId },
        query: {
          customerId: choice?.customerId ?? "",
          from: choice?.date ?? "",
          to: choice?.date ?? "",
          ...(choice?.partySize ? { partySize: choice.partySize } : {}),
          ...(choice?.serviceId ? { serviceId: choice.serviceId } : {}),
          therapistId: choice?.therapistId || "anyone",
        },
      }),
  });

/** POST /admin/api/bookings/book: a free slot booked as the member's own booking. */
export function useBookForMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffBook) => call(staffBookingEndpoints.bookForMember, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all() }),
  });
}
