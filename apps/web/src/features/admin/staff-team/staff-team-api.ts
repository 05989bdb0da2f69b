import {
  type AddClubStaff,
  type StaffLevel,
  type StaffPasswordChange,
  staffTeamEndpoints,
} from "@crest/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callList } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "../api/admin-keys.ts";
import { nullWhenMissing } from "../api/null-when-missing.ts";

export const STAFF_PAGE_SIZE = 25;

/** Query keys of the staff section, under the selected club (dropped when staff switch). */
export const staffTeamKeys = {
  all: () => [...adminKeys.club(), "staff-team"] as const,
  page: (page: number) => [...staffTeamKeys.all(), "page", page] as const,
  one: (staffUserId: string) => [...staffTeamKeys.all(), "one", staffUserId] as const,
};

/** GET /admin/api/staff: a page of the club's staff by name (owners only). */
export const useClubStaff = (page: number, enabled: boolean) =>
  useQuery({
    queryKey: staffTeamKeys.page(page),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
    queryFn: () =>
      callList(staffTeamEndpoints.list, { query: { pageNumber: page, pageSize: STAFF_PAGE_SIZE } }),
  });

/** GET /admin/api/staff/{staffUserId}: one person, or null when the club has none such. */
export const useClubStaffMember = (staffUserId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: staffTeamKeys.one(staffUserId ?? ""),
    enabled: Boolean(staffUserId) && enabled,
    staleTime: 0,
    queryFn: () =>
      nullWhenMissing(call(staffTeamEndpoints.get, { params: { staffUserId: staffUserId ?? "" } })),
  });

/** POST /admin/api/staff: a person at a level; a new account's first password is in the answer, once. */
export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddClubStaff) => call(staffTeamEndpoints.add, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffTeamKeys.all() }),
  });
}

/** PATCH /admin/api/staff/{staffUserId}: their level at this club. */
export function useSetStaffLevel(staffUserId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: StaffLevel) =>
      call(staffTeamEndpoints.setLevel, { params: { staffUserId }, body: { permissionLevel: level } }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(staffTeamKeys.one(staffUserId), saved);
      await queryClient.invalidateQueries({ queryKey: [...staffTeamKeys.all(), "page"] });
    },
  });
}

/** DELETE /admin/api/staff/{staffUserId}: their access to this club, at once. */
export function useRemoveStaff(staffUserId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(staffTeamEndpoints.remove, { params: { staffUserId } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: staffTeamKeys.one(staffUserId) });
      await queryClient.invalidateQueries({ queryKey: [...staffTeamKeys.all(), "page"] });
    },
  });
}

/** PUT /admin/api/me/password: one's own password; the other sessions are signed out. */
export const useChangeOwnPassword = () =>
  useMutation({
    mutationFn: (body: StaffPasswordChange) => call(staffTeamEndpoints.changePassword, { body }),
  });
