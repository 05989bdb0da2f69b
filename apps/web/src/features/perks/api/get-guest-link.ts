import { publicPerkEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { perkKeys } from "./perk-keys.ts";

/** GET /api/public/passes/guest-pass/{id}/{pin}: a guest pass by its link, without signing in. */
export const useGuestPass = (passId: string, pin: string) =>
  useQuery({
    ...endpointQuery(perkKeys.guestPass(passId, pin), publicPerkEndpoints.guestPass, {
      params: { passId, pin },
    }),
    enabled: Boolean(passId && pin),
    retry: false,
  });

/** GET /api/public/vouchers/{id}?pin=: a voucher given to a guest, by its link. */
export const useGuestVoucher = (passId: string, pin: string) =>
  useQuery({
    ...endpointQuery(perkKeys.guestVoucher(passId, pin), publicPerkEndpoints.voucher, {
      params: { passId },
      query: { pin },
    }),
    enabled: Boolean(passId && pin),
    retry: false,
  });
