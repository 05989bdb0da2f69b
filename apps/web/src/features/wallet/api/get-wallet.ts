import { walletEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { walletKeys } from "./wallet-keys.ts";

/** GET /api/account/wallet: cards and banks together, and the house account when enabled. */
export const walletQuery = endpointQuery(walletKeys.detail(), walletEndpoints.get);

export const useWallet = () => useQuery(walletQuery);
