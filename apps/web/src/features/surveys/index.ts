/**
 * The surveys feature's public API: the carousel other features embed (order, booking and
 * membership surveys) with its hook, and the query keys to refresh a survey.
 */

export { surveyQuery, useSurvey } from "./api/get-survey.ts";
export { surveyKeys } from "./api/survey-keys.ts";
export { SurveySteps, type SurveyStepsProps } from "./components/survey-steps.tsx";
export { type SurveyStepsState, useSurveySteps } from "./hooks/use-survey-steps.ts";
