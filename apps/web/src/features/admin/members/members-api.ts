import { type MemberFlagsPatch, type MemberSort, staffMemberEndpoints } from "@crest/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { setClubCurrency } from "../../../lib/api-client.ts";
import { call, callList } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "../api/admin-keys.ts";

export const MEMBERS_PAGE_SIZE = 20;

/** Members' query keys, under the selected club's (a club switch drops them). */
export const memberKeys = {
  all: () => [...adminKeys.club(), "members"] as const,
  search: (q: string, page: number, sort: MemberSort) =>
    [...memberKeys.all(), "search", q, page, sort] as const,
  one: (customerId: string) => [...memberKeys.all(), "one", customerId] as const,
};

/** GET /admin/api/members: a page of the members whose name, e-mail or card number `q` starts, in the order asked. */
export const useMemberSearch = (q: string, page: number, sort: MemberSort) =>
  useQuery({
    queryKey: memberKeys.search(q, page, sort),
    placeholderData: keepPreviousData,
    queryFn: () =>
      callList(staffMemberEndpoints.search, {
        query: { q: q || undefined, pageNumber: page, pageSize: MEMBERS_PAGE_SIZE, sort },
      }),
  });

/**
 * GET /admin/api/members/{customerId}: the member's whole picture. Its amounts are in the
 * selected club's currency, so it is read once that is known: the wire codec decodes in it.
 */
export const useMember = (customerId: string, currency: string | undefined) =>
  useQuery({
    queryKey: memberKeys.one(customerId),
    enabled: Boolean(currency),
    queryFn: () => {
      if (currency) setClubCurrency(currency);
      return call(staffMemberEndpoints.get, { params: { customerId } });
    },
  });

/** POST …/activation-mail or …/reset-mail: the member gets a new link by mail. */
export function useSendMemberMail() {
  return useMutation({
    mutationFn: ({ customerId, kind }: { customerId: string; kind: "activation" | "reset" }) =>
      call(kind === "activation" ? staffMemberEndpoints.activationMail : staffMemberEndpoints.resetMail, {
        params: { customerId },
      }),
  });
}

/** PATCH /admin/api/members/{customerId}: the flags staff may set; the answer is the new picture. */
export function useSetMemberFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, flags }: { customerId: string; flags: MemberFlagsPatch }) =>
      call(staffMemberEndpoints.setFlags, { params: { customerId }, body: flags }),
    onSuccess: (member) => queryClient.setQueryData(memberKeys.one(member.account.id), member),
  });
}

/** POST …/view-as: a read-only member session, set as this host's member cookie. */
export function useViewAsMember() {
  return useMutation({
    mutationFn: (customerId: string) => call(staffMemberEndpoints.viewAs, { params: { customerId } }),
  });
}
