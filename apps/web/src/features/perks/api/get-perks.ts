import { accountPerkEndpoints, type GuestPassList } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { perkKeys } from "./perk-keys.ts";

/** GET /api/account/perks: vouchers, offers, house credits and their balance. */
export const usePerksSummary = () => useQuery(endpointQuery(perkKeys.summary, accountPerkEndpoints.summary));

/** GET /api/account/perks/guest-passes?status=: one of the two lists. */
export const useGuestPasses = (list: GuestPassList, enabled = true) =>
  useQuery({
    ...endpointQuery(perkKeys.guestPasses(list), accountPerkEndpoints.guestPasses, {
      query: { status: list },
    }),
    enabled,
  });

/** GET /api/account/perks/house-credits/{id}: one credit with its transactions. */
export const useHouseCredit = (creditId: string | undefined) =>
  useQuery({
    ...endpointQuery(perkKeys.credit(creditId ?? ""), accountPerkEndpoints.houseCredit, {
      params: { creditId: creditId ?? "" },
    }),
    enabled: Boolean(creditId),
  });
