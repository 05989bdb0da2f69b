import type { Survey } from "@crest/domain";

/** The survey drawer's id: the last segment of the survey's endpoint (its id, or an endpoint's uid). */
export const drawerIdOf = (survey: Survey): string =>
  survey.endpoint.split("?")[0]?.split("/").pop() ?? survey.id;

/** Where a survey opens in the member's forms: /account/surveys with its drawer. */
export const accountSurveyPath = (survey: Survey): string =>
  `/account/surveys?drawer=survey.${encodeURIComponent(drawerIdOf(survey))}`;
