import { type PlaidLink, plaidLinkSchema } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /api/account/wallet/plaid/link: a fresh link token each time the member connects. */
export const getPlaidLink = (): Promise<PlaidLink> =>
  api.get("/api/account/wallet/plaid/link", { schema: plaidLinkSchema });

export const usePlaidLink = () => useMutation({ mutationFn: getPlaidLink });
