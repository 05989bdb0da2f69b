/**
 * What a member does with perks: put a voucher or offer in the cart, give one away, send a
 * guest pass, send a guest pass's link again. Each refreshes the perks (and the cart).
 */
import { accountPerkEndpoints } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { cartKeys } from "../../cart/index.ts";
import { perkKeys } from "./perk-keys.ts";

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: perkKeys.all }),
      queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    ]);
};

/** POST /api/account/perks/vouchers/{id}/redeem. */
export function useRedeemVoucher() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (passId: string) => call(accountPerkEndpoints.redeem, { params: { passId } }),
    onSuccess: refresh,
  });
}

/** POST /api/account/perks/vouchers/{id}/transfer. */
export function useTransferVoucher() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { passId: string; email: string; fullName?: string }) =>
      call(accountPerkEndpoints.transfer, {
        params: { passId: input.passId },
        body: { email: input.email, ...(input.fullName ? { fullName: input.fullName } : {}) },
      }),
    onSuccess: refresh,
  });
}

/** POST /api/account/perks/guest-passes/transfer. */
export function useSendGuestPass() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { email: string; fullName: string }) =>
      call(accountPerkEndpoints.transferGuestPass, { body: input }),
    onSuccess: refresh,
  });
}

/** POST /api/account/perks/guest-passes/{id}: the link again. */
export function useResendGuestPass() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (passId: string) => call(accountPerkEndpoints.resendGuestPass, { params: { passId } }),
    onSuccess: refresh,
  });
}
