import {
  shippingStaffEndpoints as endpoints,
  type PickupLocationInput,
  type PickupLocationPatch,
  type ShippingRateInput,
  type ShippingRatePatch,
} from "@crest/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { setClubCurrency } from "../../../lib/api-client.ts";
import { call, callList } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "../api/admin-keys.ts";
import { nullWhenMissing } from "../api/null-when-missing.ts";

/** The lists show this many at a time; reordering needs every row on the page (clubs have a few). */
export const SHIPPING_PAGE_SIZE = 100;

/** Query keys of the shipping back office, under the selected club (dropped when staff switch). */
export const shippingKeys = {
  all: () => [...adminKeys.club(), "shipping"] as const,
  rates: (page: number) => [...shippingKeys.all(), "rates", page] as const,
  rate: (rateId: string) => [...shippingKeys.all(), "rate", rateId] as const,
  locations: (page: number) => [...shippingKeys.all(), "locations", page] as const,
  location: (locationId: string) => [...shippingKeys.all(), "location", locationId] as const,
};

/** GET /admin/api/shipping/rates: a page in the members' order, once the club's currency is known. */
export const useShippingRates = (page: number, currency: string | undefined) =>
  useQuery({
    queryKey: shippingKeys.rates(page),
    enabled: Boolean(currency),
    staleTime: 0,
    queryFn: () => {
      if (currency) setClubCurrency(currency);
      return callList(endpoints.rates, { query: { pageNumber: page, pageSize: SHIPPING_PAGE_SIZE } });
    },
  });

/** GET /admin/api/shipping/rates/{rateId}: null when the club has none such. */
export const useShippingRate = (rateId: string | undefined, currency: string | undefined) =>
  useQuery({
    queryKey: shippingKeys.rate(rateId ?? ""),
    enabled: Boolean(rateId && currency),
    staleTime: 0,
    queryFn: () => {
      if (currency) setClubCurrency(currency);
      return nullWhenMissing(call(endpoints.rate, { params: { rateId: rateId ?? "" } }));
    },
  });

/** GET /admin/api/shipping/pickup-locations: a page in the members' order. */
export const usePickupLocations = (page: number) =>
  useQuery({
    queryKey: shippingKeys.locations(page),
    staleTime: 0,
    queryFn: () =>
      callList(endpoints.pickupLocations, { query: { pageNumber: page, pageSize: SHIPPING_PAGE_SIZE } }),
  });

/** GET /admin/api/shipping/pickup-locations/{locationId}: null when the club has none such. */
export const usePickupLocation = (locationId: string | undefined) =>
  useQuery({
    queryKey: shippingKeys.location(locationId ?? ""),
    enabled: Boolean(locationId),
    staleTime: 0,
    queryFn: () =>
      nullWhenMissing(call(endpoints.pickupLocation, { params: { locationId: locationId ?? "" } })),
  });

/** After any write the lists are read again. */
function useShippingWrite<Args, Answer>(write: (args: Args) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingKeys.all() }),
  });
}

/** POST a rate, or PATCH one. */
export const useSaveRate = () =>
  useShippingWrite((save: { rateId?: string; body: ShippingRateInput }) =>
    save.rateId
      ? call(endpoints.editRate, { params: { rateId: save.rateId }, body: save.body as ShippingRatePatch })
      : call(endpoints.createRate, { body: save.body }),
  );

/** DELETE a rate. */
export const useDeleteRate = () =>
  useShippingWrite((rateId: string) => call(endpoints.deleteRate, { params: { rateId } }));

/** PUT the rates' order. */
export const useOrderRates = () =>
  useShippingWrite((ids: string[]) => call(endpoints.orderRates, { body: { ids } }));

/** POST a pickup location, or PATCH one. */
export const useSavePickupLocation = () =>
  useShippingWrite((save: { locationId?: string; body: PickupLocationInput }) =>
    save.locationId
      ? call(endpoints.editPickupLocation, {
          params: { locationId: save.locationId },
          body: save.body as PickupLocationPatch,
        })
      : call(endpoints.createPickupLocation, { body: save.body }),
  );

/** DELETE a pickup location. */
export const useDeletePickupLocation = () =>
  useShippingWrite((locationId: string) => call(endpoints.deletePickupLocation, { params: { locationId } }));

/** PUT the pickup locations' order. */
export const useOrderPickupLocations = () =>
  useShippingWrite((ids: string[]) => call(endpoints.orderPickupLocations, { body: { ids } }));
