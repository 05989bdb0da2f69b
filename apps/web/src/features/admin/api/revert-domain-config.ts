import { adminEndpoints } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { storeSavedDomain } from "./save-domain-config.ts";

/** POST /admin/api/domains/{domainId}/history/{version}/revert: that version saved again as the newest. */
export function useRevertDomainConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revert: { domainId: string; version: number }) =>
      call(adminEndpoints.revertDomainConfig, { params: revert }),
    onSuccess: (saved) => storeSavedDomain(queryClient, saved),
  });
}
