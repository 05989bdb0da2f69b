/**
 * A guest answering the club's guest-pass experience from their pass's link (spec-1 surveys, a
 * guest pass's survey endpoint; issue 27): once per pass, whoever holds the link.
 *
 * Steps: (1) the pass by its link (pin checked in constant time, attempts throttled, a wrong pin
 * a 404); (2) the pass's one answer claimed with a conditional UPDATE (a second, or two at once:
 * survey_already_submitted); undo: the claim given back; (3) `submit-survey` (every rule of the
 * survey checked, files stored, the response recorded about the pass; its own steps and undo);
 * (4) the pass keeps the response's id. A refused or failed answer runs step 2's undo, so the
 * guest may correct it and send it again.
 */
import type { SurveySubmission, SurveySubmissionResult } from "@crest/domain";
import {
  asGuestPassSurvey,
  claimPassSurvey,
  guestPassOfLink,
  guestPassSurveyTarget,
  settlePassSurvey,
} from "../features/perks/index.ts";
import { AppError } from "../lib/errors.ts";
import type { ServiceContext } from "../platform/service-context.ts";
import { submitSurvey } from "./submit-survey.ts";

/** POST /api/public/passes/guest-pass/{id}/{pin}/survey: the guest's answers, stored once per pass. */
export async function answerGuestPassSurvey(
  context: ServiceContext,
  passId: string,
  pin: string,
  answers: SurveySubmission,
): Promise<SurveySubmissionResult> {
  const pass = await guestPassOfLink(context, passId, pin);
  const target = await guestPassSurveyTarget(context, pass.id);
  const at = new Date();
  if (!(await claimPassSurvey(context.scope, pass.id, at))) throw new AppError("survey_already_submitted");
  let result: SurveySubmissionResult;
  try {
    result = await submitSurvey(context, target, "public", answers);
  } catch (error) {
    await settlePassSurvey(context.scope, pass.id, null);
    throw error;
  }
  await settlePassSurvey(context.scope, pass.id, result.response.id);
  return { ...result, survey: asGuestPassSurvey(result.survey, { ...pass, surveyAnsweredAt: at }, pin) };
}
