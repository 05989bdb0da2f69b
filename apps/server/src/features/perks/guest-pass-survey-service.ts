/**
 * The guest-pass experience from the guest's side (spec-1 surveys, a guest pass's survey
 * endpoint; issue 27): the guest opening their pass's link reads the club's guest-pass
 * experience beside the pass, with the same pin (checked and throttled as the link is), and
 * answers it once per pass (flows/answer-guest-pass-survey.ts). The survey engine reads and
 * checks it as it does a booking's survey: by id, about its reference (the pass).
 */
import type { Survey } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { getSurvey, guestPassExperienceId, type SurveyTarget } from "../surveys/index.ts";
import { guestPassSurveyPath } from "./guest-link-paths.ts";
import { guestPassOfLink } from "./public-pass-service.ts";
import type { PerkPassRow } from "./tables.ts";

/** The survey engine's way to the club's guest-pass experience about this pass; 404 when the club has none. */
export async function guestPassSurveyTarget(context: ServiceContext, passId: string): Promise<SurveyTarget> {
  const surveyId = await guestPassExperienceId(context);
  if (!surveyId) throw new AppError("not_found");
  return { via: "reference", surveyId, referenceType: "guest_pass", referenceId: passId };
}

/** A survey as the pass's guest sees it: posted beside the pass, and answerable while the pass has no answer. */
export const asGuestPassSurvey = (survey: Survey, pass: PerkPassRow, pin: string): Survey => {
  const answered = pass.surveyAnsweredAt !== null;
  return {
    ...survey,
    endpoint: guestPassSurveyPath(pass.id, pin),
    hasSubmitted: answered,
    canSubmit: survey.canSubmit && !answered,
  };
};

/** GET /api/public/passes/guest-pass/{id}/{pin}/survey. */
export async function guestPassSurvey(context: ServiceContext, passId: string, pin: string): Promise<Survey> {
  const pass = await guestPassOfLink(context, passId, pin);
  const survey = await getSurvey(context, await guestPassSurveyTarget(context, pass.id), "public");
  return asGuestPassSurvey(survey, pass, pin);
}
