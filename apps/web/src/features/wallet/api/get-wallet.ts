import { type Wallet, walletSchema } from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { walletKeys } from "./wallet-keys.ts";

/** GET /api/account/wallet: cards and banks together, and the house account when enabled. */
export const getWallet = (): Promise<Wallet> => api.get("/api/account/wallet", { schema: walletSchema });

export const walletQuery = queryOptions({ queryKey: walletKeys.detail(), queryFn: getWallet });

export const useWallet = () => useQuery(walletQuery);
