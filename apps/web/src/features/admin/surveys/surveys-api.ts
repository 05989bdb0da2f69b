import {
  type StaffSurvey,
  type StaffSurveyInput,
  staffSurveyBuilderEndpoints,
  staffSurveyEndpoints,
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

export const SURVEYS_PAGE_SIZE = 20;
export const RESPONSES_PAGE_SIZE = 25;

/** Answers arrive while staff look: these screens read afresh each time they open. */
const FRESH = { staleTime: 0, refetchOnMount: "always" } as const;

/** Query keys of the surveys back office, under the selected club (dropped when staff switch). */
export const surveyKeys = {
  all: () => [...adminKeys.club(), "surveys"] as const,
  page: (search: string, page: number) => [...surveyKeys.all(), "page", search, page] as const,
  one: (surveyId: string) => [...surveyKeys.all(), "one", surveyId] as const,
  responses: (surveyId: string, page: number) => [...surveyKeys.all(), "responses", surveyId, page] as const,
};

/** GET /admin/api/surveys: the club's forms, newest first, a page at a time, found by name. */
export const useStaffSurveys = (search: string, page: number) =>
  useQuery({
    ...FRESH,
    queryKey: surveyKeys.page(search, page),
    placeholderData: keepPreviousData,
    queryFn: () =>
      callList(staffSurveyEndpoints.list, {
        query: {
          pageNumber: page,
          pageSize: SURVEYS_PAGE_SIZE,
          sort: "newest",
          ...(search.trim() ? { search: search.trim() } : {}),
        },
      }),
  });

/** GET /admin/api/surveys/{surveyId}: one form for the builder; null when the club has none such. */
async function getStaffSurvey(surveyId: string): Promise<StaffSurvey | null> {
  return nullWhenMissing(call(staffSurveyBuilderEndpoints.get, { params: { surveyId } }));
}

/** The form being edited, or null when the club has none with this id. */
export const useStaffSurvey = (surveyId: string | undefined) =>
  useQuery({
    ...FRESH,
    queryKey: surveyKeys.one(surveyId ?? ""),
    enabled: Boolean(surveyId),
    queryFn: () => getStaffSurvey(surveyId ?? ""),
  });

/** A form as saved: in place in its own query, and the lists read again. */
async function storeSurvey(queryClient: QueryClient, saved: StaffSurvey): Promise<void> {
  queryClient.setQueryData(surveyKeys.one(saved.id), saved);
  await queryClient.invalidateQueries({ queryKey: [...surveyKeys.all(), "page"] });
}

/** POST /admin/api/surveys (new) or PUT /admin/api/surveys/{surveyId} (save). */
export function useSaveSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ surveyId, body }: { surveyId?: string; body: StaffSurveyInput }) =>
      surveyId
        ? call(staffSurveyBuilderEndpoints.save, { params: { surveyId }, body })
        : call(staffSurveyBuilderEndpoints.create, { body }),
    onSuccess: (saved) => storeSurvey(queryClient, saved),
  });
}

/** POST /admin/api/surveys/{surveyId}/publish or …/unpublish. */
export function usePublishSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ surveyId, published }: { surveyId: string; published: boolean }) =>
      call(published ? staffSurveyBuilderEndpoints.publish : staffSurveyBuilderEndpoints.unpublish, {
        params: { surveyId },
      }),
    onSuccess: (saved) => storeSurvey(queryClient, saved),
  });
}

/** GET /admin/api/surveys/{surveyId}/responses: newest first, a page at a time. */
export const useSurveyResponses = (surveyId: string, page: number) =>
  useQuery({
    ...FRESH,
    queryKey: surveyKeys.responses(surveyId, page),
    placeholderData: keepPreviousData,
    queryFn: () =>
      callList(staffSurveyEndpoints.responses, {
        params: { surveyId },
        query: { pageNumber: page, pageSize: RESPONSES_PAGE_SIZE },
      }),
  });

/** Where the browser downloads a form's responses as CSV (the staff cookie goes with it). */
export const exportUrl = (surveyId: string) =>
  staffSurveyBuilderEndpoints.exportResponses.path.replace(":surveyId", encodeURIComponent(surveyId));
