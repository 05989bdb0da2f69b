import {
  type IssuePerk,
  membershipEndpoints,
  type PerkDefinitionInput,
  type PerkDefinitionPatch,
  type StaffPerkDefinition,
  staffMemberEndpoints,
  staffPerkEndpoints,
} from "@crest/domain";
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { call, callList } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "../api/admin-keys.ts";
import { nullWhenMissing } from "../api/null-when-missing.ts";

export const DEFINITIONS_PAGE_SIZE = 20;
export const PASSES_PAGE_SIZE = 50;
export const PICK_MEMBERS_PAGE_SIZE = 10;

/** Passes are issued, scanned and voided while staff look: these screens read afresh each time. */
const FRESH = { staleTime: 0, refetchOnMount: "always" } as const;

/** Query keys of the perks back office, under the selected club (dropped when staff switch). */
export const perkKeys = {
  all: () => [...adminKeys.club(), "perks"] as const,
  page: (page: number) => [...perkKeys.all(), "page", page] as const,
  one: (definitionId: string) => [...perkKeys.all(), "one", definitionId] as const,
  passes: (definitionId: string, page: number) => [...perkKeys.all(), "passes", definitionId, page] as const,
  plans: () => [...perkKeys.all(), "plans"] as const,
  members: (q: string) => [...perkKeys.all(), "members", q] as const,
};

/** GET /admin/api/perks/definitions: the club's definitions, a page at a time. */
export const useDefinitions = (page: number) =>
  useQuery({
    ...FRESH,
    queryKey: perkKeys.page(page),
    placeholderData: keepPreviousData,
    queryFn: () =>
      callList(staffPerkEndpoints.definitions, {
        query: { pageNumber: page, pageSize: DEFINITIONS_PAGE_SIZE },
      }),
  });

/** GET /admin/api/perks/definitions/{id}; null when the club has none such. */
async function getDefinition(definitionId: string): Promise<StaffPerkDefinition | null> {
  return nullWhenMissing(call(staffPerkEndpoints.definition, { params: { definitionId } }));
}

/** The definition being edited, or null when the club has none with this id. */
export const useDefinition = (definitionId: string | undefined) =>
  useQuery({
    ...FRESH,
    queryKey: perkKeys.one(definitionId ?? ""),
    enabled: Boolean(definitionId),
    queryFn: () => getDefinition(definitionId ?? ""),
  });

async function storeDefinition(queryClient: QueryClient, saved: StaffPerkDefinition): Promise<void> {
  queryClient.setQueryData(perkKeys.one(saved.id), saved);
  await queryClient.invalidateQueries({ queryKey: [...perkKeys.all(), "page"] });
}

/** POST /admin/api/perks/definitions, or PATCH one when it has an id. */
export function useSaveDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { definitionId?: string; body: PerkDefinitionInput | PerkDefinitionPatch }) =>
      save.definitionId
        ? call(staffPerkEndpoints.edit, {
            params: { definitionId: save.definitionId },
            body: save.body as PerkDefinitionPatch,
          })
        : call(staffPerkEndpoints.define, { body: save.body as PerkDefinitionInput }),
    onSuccess: (saved) => storeDefinition(queryClient, saved),
  });
}

/** POST /admin/api/perks/definitions/{id}/issue: to one member or to each active member of a plan. */
export function useIssuePerk(definitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IssuePerk) => call(staffPerkEndpoints.issue, { params: { definitionId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: perkKeys.all() }),
  });
}

/** GET /admin/api/perks/definitions/{id}/passes: its passes with their holders and status. */
export const usePasses = (definitionId: string, page: number) =>
  useQuery({
    ...FRESH,
    queryKey: perkKeys.passes(definitionId, page),
    placeholderData: keepPreviousData,
    queryFn: () =>
      callList(staffPerkEndpoints.passes, {
        params: { definitionId },
        query: { pageNumber: page, pageSize: PASSES_PAGE_SIZE },
      }),
  });

/** POST /admin/api/perks/passes/{id}/void. */
export function useVoidPass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passId: string) => call(staffPerkEndpoints.void, { params: { passId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: perkKeys.all() }),
  });
}

/** POST /admin/api/perks/scan: the front desk redeems a pass by its serial (and pin). */
export function useScanPerk() {
  return useMutation({
    mutationFn: (body: { serial: string; pin?: string }) => call(staffPerkEndpoints.scan, { body }),
  });
}

/** GET /api/memberships: the club's plans, to issue to a plan's members. */
export const usePlans = () =>
  useQuery({ queryKey: perkKeys.plans(), queryFn: () => call(membershipEndpoints.plans) });

/** GET /admin/api/members: the first members whose name, e-mail or card number `q` starts. */
export const useMemberPick = (q: string) =>
  useQuery({
    queryKey: perkKeys.members(q),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    queryFn: () => callList(staffMemberEndpoints.search, { query: { q, pageSize: PICK_MEMBERS_PAGE_SIZE } }),
  });
