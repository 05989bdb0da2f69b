import { staffSessionEndpoints } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "./admin-keys.ts";

/** POST /admin/logout: ends the staff session; admin mode shows the sign-in form again. */
export function useSignOutStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(staffSessionEndpoints.logout, undefined, { on401: "ignore" }),
    onSettled: () => {
      queryClient.removeQueries({ queryKey: adminKeys.club() });
      queryClient.setQueryData(adminKeys.me(), null);
    },
  });
}
