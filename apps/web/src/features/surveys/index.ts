/**
 * The surveys feature's public API: the carousel other features embed (order, booking and
 * membership surveys) with its hook, the query keys to refresh a survey, and the member's
 * forms with where each opens (the memberships page offers the application forms).
 */

export { useAccountSurveys } from "./api/get-account-surveys.ts";
export { surveyQuery, useSurvey } from "./api/get-survey.ts";
export { surveyKeys } from "./api/survey-keys.ts";
export { accountSurveyPath } from "./api/survey-path.ts";
export { SurveySteps, type SurveyStepsProps } from "./components/survey-steps.tsx";
export { type SurveyStepsState, useSurveySteps } from "./hooks/use-survey-steps.ts";
