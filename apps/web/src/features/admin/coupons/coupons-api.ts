import {
  type CouponInput,
  type CouponPatch,
  couponStaffEndpoints,
  type StaffCouponsQuery,
} from "@crest/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { setClubCurrency } from "../../../lib/api-client.ts";
import { call, callList } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "../api/admin-keys.ts";
import { nullWhenMissing } from "../api/null-when-missing.ts";

export const COUPONS_PAGE_SIZE = 20;

export type CouponsFilter = Pick<StaffCouponsQuery, "search" | "state" | "sort" | "direction">;

/** Query keys of the coupons back office, under the selected club (dropped when staff switch). */
export const couponKeys = {
  all: () => [...adminKeys.club(), "coupons"] as const,
  page: (filter: CouponsFilter, page: number) => [...couponKeys.all(), "page", filter, page] as const,
  one: (couponId: string) => [...couponKeys.all(), "one", couponId] as const,
};

/** GET /admin/api/coupons: a page, once the selected club's currency (amounts decode in it) is known. */
export const useCoupons = (filter: CouponsFilter, page: number, currency: string | undefined) =>
  useQuery({
    queryKey: couponKeys.page(filter, page),
    enabled: Boolean(currency),
    placeholderData: keepPreviousData,
    staleTime: 0,
    queryFn: () => {
      if (currency) setClubCurrency(currency);
      return callList(couponStaffEndpoints.list, {
        query: { ...filter, pageNumber: page, pageSize: COUPONS_PAGE_SIZE },
      });
    },
  });

/** GET /admin/api/coupons/{couponId}: the coupon being edited, or null when the club has none such. */
export const useCoupon = (couponId: string | undefined, currency: string | undefined) =>
  useQuery({
    queryKey: couponKeys.one(couponId ?? ""),
    enabled: Boolean(couponId && currency),
    staleTime: 0,
    queryFn: async () => {
      if (currency) setClubCurrency(currency);
      return nullWhenMissing(call(couponStaffEndpoints.get, { params: { couponId: couponId ?? "" } }));
    },
  });

/** POST /admin/api/coupons, or PATCH one (a change, or `active` to turn it off or on). */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { couponId?: string; body: CouponInput | CouponPatch }) =>
      save.couponId
        ? call(couponStaffEndpoints.edit, {
            params: { couponId: save.couponId },
            body: save.body as CouponPatch,
          })
        : call(couponStaffEndpoints.create, { body: save.body as CouponInput }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(couponKeys.one(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: [...couponKeys.all(), "page"] });
    },
  });
}
