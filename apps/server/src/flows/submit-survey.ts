/**
 * A survey submission: the response in the surveys feature and, for a signed-in respondent,
 * their profile written back through the customers feature (data maps, spec-1 §3). Every rule
 * is checked before anything is written. The files are stored first (the rows must never point
 * at nothing); the response and the profile change then commit together or not at all, and if
 * they do not, the files are removed again (the first step's undo).
 */
import type { SurveySubmission, SurveySubmissionResult } from "@crest/domain";
import { getCustomer, updateCustomer } from "../features/customers/index.ts";
import {
  type Audience,
  afterSubmission,
  prepareSubmission,
  profileChangesOf,
  recordSubmission,
  removeSubmissionFiles,
  type SurveyTarget,
  storeSubmissionFiles,
} from "../features/surveys/index.ts";
import { inTransaction, type ServiceContext } from "../platform/service-context.ts";

export async function submitSurvey(
  context: ServiceContext,
  target: SurveyTarget,
  audience: Audience,
  answers: SurveySubmission,
): Promise<SurveySubmissionResult> {
  const prepared = await prepareSubmission(context, target, audience, answers);
  // Step 1: store the files. Undo: remove them.
  const stored = await storeSubmissionFiles(context, prepared);
  // Step 2, in one transaction: the response with its answers, then the respondent's profile.
  const recorded = await inTransaction(context, async (tx) => {
    const response = await recordSubmission(tx, prepared, stored);
    const customerId = prepared.resolved.respondent?.customerId;
    if (customerId) {
      const changes = profileChangesOf(tx, prepared, await getCustomer(tx.scope, customerId));
      if (Object.keys(changes).length > 0) await updateCustomer(tx.scope, customerId, changes);
    }
    return response;
  }).catch(async (error: unknown) => {
    await removeSubmissionFiles(context, stored);
    throw error;
  });
  return afterSubmission(context, prepared, recorded);
}
