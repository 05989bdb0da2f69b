import { adminEndpoints, type Domain, type PortalConfigSettings } from "@crest/domain";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "./admin-keys.ts";

/** A domain as saved, in place of its old self in the domains list; the history is read again. */
export async function storeSavedDomain(queryClient: QueryClient, saved: Domain): Promise<void> {
  queryClient.setQueryData<Domain[]>(adminKeys.domains(), (domains) =>
    domains?.map((domain) => (domain.id === saved.id ? saved : domain)),
  );
  await queryClient.invalidateQueries({ queryKey: adminKeys.histories() });
}

/**
 * PATCH /admin/api/domains/{domainId}: the draft, edited from `configVersion`. A 409
 * config_conflict (another editor saved first) is the caller's to show.
 */
export function useSaveDomainConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { domainId: string; config: PortalConfigSettings; configVersion: number }) =>
      call(adminEndpoints.saveDomainConfig, {
        params: { domainId: save.domainId },
        body: { config: save.config, configVersion: save.configVersion },
      }),
    onSuccess: (saved) => storeSavedDomain(queryClient, saved),
  });
}
