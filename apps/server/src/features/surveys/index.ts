/**
 * The surveys feature's public API, for the features that embed surveys (checkout, memberships,
 * bookings, guest passes) and the submit flow: services and types, never tables.
 */
export { createSurvey, insertSurveyDefinition } from "./create-survey.ts";
export { openSurveyEndpoint, requiredSurveysDone, surveyEndpointsOf } from "./endpoint-service.ts";
export { getSurvey, guestPassExperienceId, isClubSurvey, isFormFor } from "./service.ts";
export {
  afterSubmission,
  type PreparedSubmission,
  prepareSubmission,
  profileChangesOf,
  recordSubmission,
  removeSubmissionFiles,
  storeSubmissionFiles,
} from "./submission.ts";
export type { Audience, SurveyTarget } from "./survey-targets.ts";
