import { billingEndpoints, DEFAULT_PAGE_SIZE } from "@crest/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callList } from "../../../lib/endpoint-call.ts";
import { billingKeys } from "./billing-keys.ts";

/** GET /api/account/transactions/statements, one page. */
export const useStatements = (pageNumber: number) =>
  useQuery({
    queryKey: billingKeys.statements(pageNumber),
    queryFn: () =>
      callList(billingEndpoints.statements, { query: { pageNumber, pageSize: DEFAULT_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
