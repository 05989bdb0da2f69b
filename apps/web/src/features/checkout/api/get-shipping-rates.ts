import {
  type ShippingAddress,
  type ShippingRates,
  shippingAddressSchema,
  shippingRatesSchema,
} from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";

/** POST /api/checkout/shipping/rates: the rates for the cart to an address, and their expiry. */
export const getShippingRates = (address: z.input<typeof shippingAddressSchema>): Promise<ShippingRates> =>
  api.post("/api/checkout/shipping/rates", {
    body: address,
    bodySchema: shippingAddressSchema,
    schema: shippingRatesSchema,
  });

export const useShippingRates = (
  address: Pick<ShippingAddress, "country" | "zipCode" | "state"> | null,
  cartTotal: number,
) =>
  useQuery({
    queryKey: ["checkout", "rates", address, cartTotal],
    queryFn: () =>
      getShippingRates({
        country: address?.country ?? "US",
        zipCode: address?.zipCode,
        state: address?.state,
      }),
    enabled: address !== null,
  });
