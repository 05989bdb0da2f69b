import {
  staffMembershipEndpoints as endpoints,
  type FailedChargesQuery,
  type PlanInput,
  type PlanPatch,
  type StaffPlansQuery,
} from "@crest/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { setClubCurrency } from "../../../lib/api-client.ts";
import { call, callList } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "../api/admin-keys.ts";
import { nullWhenMissing } from "../api/null-when-missing.ts";

export const PLANS_PAGE_SIZE = 20;
export const FAILED_PAGE_SIZE = 20;

export type PlansFilter = Pick<StaffPlansQuery, "search" | "status" | "sort" | "direction">;
export type FailedFilter = Pick<FailedChargesQuery, "status" | "sort" | "direction">;

/** Query keys of the memberships back office, under the selected club (dropped when staff switch). */
export const membershipKeys = {
  all: () => [...adminKeys.club(), "memberships"] as const,
  plans: (filter: PlansFilter, page: number) => [...membershipKeys.all(), "plans", filter, page] as const,
  plan: (planId: string) => [...membershipKeys.all(), "plan", planId] as const,
  member: (customerId: string) => [...membershipKeys.all(), "member", customerId] as const,
  preview: (subscriptionId: string, planId: string) =>
    [...membershipKeys.all(), "preview", subscriptionId, planId] as const,
  failed: (filter: FailedFilter, page: number) => [...membershipKeys.all(), "failed", filter, page] as const,
};

/** Amounts decode in the club's currency: reads wait for it. */
const inCurrency = <T>(currency: string | undefined, read: () => Promise<T>) => {
  if (currency) setClubCurrency(currency);
  return read();
};

/** GET /admin/api/memberships/plans: a page. */
export const usePlans = (
  filter: PlansFilter,
  page: number,
  currency: string | undefined,
  pageSize = PLANS_PAGE_SIZE,
) =>
  useQuery({
    queryKey: [...membershipKeys.plans(filter, page), pageSize],
    enabled: Boolean(currency),
    placeholderData: keepPreviousData,
    staleTime: 0,
    queryFn: () =>
      inCurrency(currency, () =>
        callList(endpoints.plans, { query: { ...filter, pageNumber: page, pageSize } }),
      ),
  });

/** GET /admin/api/memberships/plans/{planId}: the plan being edited, or null when the club has none such. */
export const usePlan = (planId: string | undefined, currency: string | undefined) =>
  useQuery({
    queryKey: membershipKeys.plan(planId ?? ""),
    enabled: Boolean(planId && currency),
    staleTime: 0,
    queryFn: () =>
      inCurrency(currency, () => nullWhenMissing(call(endpoints.plan, { params: { planId: planId ?? "" } }))),
  });

/** POST a new plan, or PATCH one (a change, or `status` to deactivate it or bring it back). */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { planId?: string; body: PlanInput | PlanPatch }) =>
      save.planId
        ? call(endpoints.editPlan, { params: { planId: save.planId }, body: save.body as PlanPatch })
        : call(endpoints.createPlan, { body: save.body as PlanInput }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(membershipKeys.plan(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: [...membershipKeys.all(), "plans"] });
    },
  });
}

/** GET /admin/api/memberships/members/{customerId}: the member's cards for staff. */
export const useMemberCards = (customerId: string, currency: string | undefined) =>
  useQuery({
    queryKey: membershipKeys.member(customerId),
    enabled: Boolean(currency),
    staleTime: 0,
    queryFn: () => inCurrency(currency, () => call(endpoints.memberCards, { params: { customerId } })),
  });

/** GET …/plan-change/{planId}: the proration before saving (only once a plan is chosen). */
export const usePlanChangePreview = (subscriptionId: string, planId: string, currency: string | undefined) =>
  useQuery({
    queryKey: membershipKeys.preview(subscriptionId, planId),
    enabled: Boolean(planId && currency),
    staleTime: 0,
    retry: false,
    queryFn: () =>
      inCurrency(currency, () => call(endpoints.planChangePreview, { params: { subscriptionId, planId } })),
  });

type Action =
  | { kind: "pause"; until: string | null }
  | { kind: "resume" }
  | { kind: "cancel" }
  | { kind: "undoCancel" }
  | { kind: "changePlan"; planId: string; idempotencyKey: string };

/** A subscription action; the member's cards are read again after it. */
export function useSubscriptionAction(customerId: string, subscriptionId: string) {
  const queryClient = useQueryClient();
  const params = { subscriptionId };
  return useMutation({
    mutationFn: async (action: Action): Promise<unknown> => {
      switch (action.kind) {
        case "pause":
          return call(endpoints.pause, { params, body: { until: action.until } });
        case "resume":
          return call(endpoints.resume, { params, body: {} });
        case "cancel":
          return call(endpoints.cancel, { params, body: {} });
        case "undoCancel":
          return call(endpoints.undoCancel, { params });
        case "changePlan":
          return call(endpoints.changePlan, {
            params: { subscriptionId, planId: action.planId },
            body: { idempotencyKey: action.idempotencyKey },
          });
      }
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: membershipKeys.member(customerId) });
    },
  });
}

/** GET /admin/api/memberships/failed-payments: a page. */
export const useFailedCharges = (filter: FailedFilter, page: number, currency: string | undefined) =>
  useQuery({
    queryKey: membershipKeys.failed(filter, page),
    enabled: Boolean(currency),
    placeholderData: keepPreviousData,
    staleTime: 0,
    queryFn: () =>
      inCurrency(currency, () =>
        callList(endpoints.failedPayments, {
          query: { ...filter, pageNumber: page, pageSize: FAILED_PAGE_SIZE },
        }),
      ),
  });

/** POST …/failed-payments/{id}/retry: the queue is read again after it. */
export function useRetryCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) =>
      call(endpoints.retryPayment, { params: { subscriptionTransactionId: transactionId }, body: {} }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: [...membershipKeys.all(), "failed"] });
    },
  });
}
