import { type ShippingAddress, type ShippingRates, shippingRatesSchema } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

type RatesAddress = Pick<ShippingAddress, "country" | "zipCode" | "state">;

/**
 * POST /api/checkout/shipping/rates: the rates for the cart to an address, and their expiry.
 * The body holds no amounts or dates, so plain key conversion sends it (the server validates it).
 */
export const getShippingRates = (address: RatesAddress): Promise<ShippingRates> =>
  api.post("/api/checkout/shipping/rates", {
    body: { ...address, residential: true },
    schema: shippingRatesSchema,
  });

export const useShippingRates = (address: RatesAddress | null, cartTotal: number) =>
  useQuery({
    queryKey: ["checkout", "rates", address?.country, address?.zipCode, address?.state, cartTotal],
    queryFn: () =>
      getShippingRates({
        country: address?.country ?? "US",
        zipCode: address?.zipCode,
        state: address?.state,
      }),
    enabled: address !== null,
  });
