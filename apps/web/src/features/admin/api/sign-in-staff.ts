import { type StaffLoginRequest, staffSessionEndpoints } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "./admin-keys.ts";

/** POST /admin/login: the staff session cookie, and the staff user stored as the session's. */
export function useSignInStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffLoginRequest) => call(staffSessionEndpoints.login, { body }, { on401: "ignore" }),
    onSuccess: (staff) => {
      queryClient.removeQueries({ queryKey: adminKeys.club() });
      queryClient.setQueryData(adminKeys.me(), staff);
    },
  });
}
