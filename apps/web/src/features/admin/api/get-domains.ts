import { adminEndpoints, type Domain, type StaffUser } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "./admin-keys.ts";

/** GET /admin/api/domains: the selected club's domains with their config and its version. */
export const useClubDomains = () => useQuery(endpointQuery(adminKeys.domains(), adminEndpoints.domains));

/** The domain the staff session has selected (the club's default one at first). */
export function selectedDomainOf(domains: Domain[], staff: StaffUser): Domain | undefined {
  return (
    domains.find((domain) => domain.name === staff.selectedDomain) ??
    domains.find((domain) => domain.default) ??
    domains[0]
  );
}
