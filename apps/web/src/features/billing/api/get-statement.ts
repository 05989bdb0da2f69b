import { billingEndpoints, pathOf } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { billingKeys } from "./billing-keys.ts";

/** GET /api/account/transactions/statements/{id}. */
export const useStatement = (id: string | undefined) =>
  useQuery({
    ...endpointQuery(billingKeys.statement(id ?? ""), billingEndpoints.statement, {
      params: { statementId: id ?? "" },
    }),
    enabled: Boolean(id),
  });

/** Where the statement's PDF is served (the browser downloads it with the session cookie). */
export const statementPdfUrl = (statementId: string) =>
  pathOf(billingEndpoints.statementPdf.path, { statementId });
