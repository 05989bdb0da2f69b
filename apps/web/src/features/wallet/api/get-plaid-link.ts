import { walletEndpoints } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";

/** GET /api/account/wallet/plaid/link: a fresh link token each time the member connects. */
export const usePlaidLink = () => useMutation({ mutationFn: () => call(walletEndpoints.plaidLink) });
