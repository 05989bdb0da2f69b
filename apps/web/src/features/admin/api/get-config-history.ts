import { adminEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { callList } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "./admin-keys.ts";

export const HISTORY_PAGE_SIZE = 20;

/** GET /admin/api/domains/{domainId}/history: its saves, newest first, a page at a time. */
export const useConfigHistory = (domainId: string | undefined, page: number) =>
  useQuery({
    queryKey: adminKeys.history(domainId ?? "", page),
    enabled: Boolean(domainId),
    queryFn: () =>
      callList(adminEndpoints.domainConfigHistory, {
        params: { domainId: domainId ?? "" },
        query: { pageNumber: page, pageSize: HISTORY_PAGE_SIZE },
      }),
  });
