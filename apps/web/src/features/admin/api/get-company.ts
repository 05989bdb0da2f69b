import { adminEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "./admin-keys.ts";

/** GET /admin/api/company: the selected club. */
export const useSelectedCompany = () => useQuery(endpointQuery(adminKeys.company(), adminEndpoints.company));
