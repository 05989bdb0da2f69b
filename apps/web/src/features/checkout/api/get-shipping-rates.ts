import { cartEndpoints, type ShippingAddress } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";

type RatesAddress = Pick<ShippingAddress, "country" | "zipCode" | "state">;

/** POST /api/checkout/shipping/rates: the rates for the cart to an address, and their expiry. */
export const useShippingRates = (address: RatesAddress | null, cartTotal: number) =>
  useQuery({
    queryKey: ["checkout", "rates", address?.country, address?.zipCode, address?.state, cartTotal],
    queryFn: () =>
      call(cartEndpoints.shippingRates, {
        body: {
          country: address?.country ?? "US",
          zipCode: address?.zipCode,
          state: address?.state,
          residential: true,
        },
      }),
    enabled: address !== null,
  });
