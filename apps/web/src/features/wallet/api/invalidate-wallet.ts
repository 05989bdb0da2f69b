import { useQueryClient } from "@tanstack/react-query";
import { walletKeys } from "./wallet-keys.ts";

/** What every wallet change does afterwards: the wallet is read again (uses move between methods). */
export function useInvalidateWallet() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: walletKeys.all });
}
