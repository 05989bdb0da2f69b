import { staffSessionEndpoints } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "./admin-keys.ts";

/**
 * POST /admin/company/select/{companyId} or /admin/domain/select/{domainName}: switches the
 * staff session to another club or domain. Every query of the club it left is dropped, and the
 * staff user stored with the new selection.
 */
export function useSelectClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: { companyId: string } | { domainName: string }) =>
      "companyId" in choice
        ? call(staffSessionEndpoints.selectCompany, { params: choice })
        : call(staffSessionEndpoints.selectDomain, { params: choice }),
    onSuccess: (staff) => {
      queryClient.removeQueries({ queryKey: adminKeys.club() });
      queryClient.setQueryData(adminKeys.me(), staff);
    },
  });
}
