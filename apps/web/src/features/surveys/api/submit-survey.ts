import { type SurveySubmission, surveyEndpoints } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { atAddress, call } from "../../../lib/endpoint-call.ts";
import { accountKeys } from "../../account/index.ts";
import { surveyKeys } from "./survey-keys.ts";

export interface SubmitSurveyInput {
  endpoint: string;
  answers: SurveySubmission;
}

/** POST {endpoint}: an array of {field_id, type, answer}, files as data URLs (spec-1 §7). */
const submitSurvey = ({ endpoint, answers }: SubmitSurveyInput) =>
  call(atAddress(surveyEndpoints.form.answer, endpoint), { body: answers });

const isPublic = (endpoint: string) => endpoint.startsWith("/api/public/");

/**
 * Submits, stores the survey as it now stands (has_submitted, can_submit), and refreshes the
 * member's survey list and, when data-mapped answers may have changed it, their account.
 * Visitors have neither (asking would only earn a 401).
 */
export function useSubmitSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSurvey,
    onSuccess: async (result, { endpoint }) => {
      queryClient.setQueryData(surveyKeys.detail(endpoint), result.survey);
      if (isPublic(endpoint)) return;
      const mapped = result.survey.fields.some((field) => field.dataMap !== null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: surveyKeys.lists() }),
        mapped ? queryClient.invalidateQueries({ queryKey: accountKeys.all }) : null,
      ]);
    },
  });
}
