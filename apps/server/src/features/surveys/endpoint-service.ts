/**
 * Survey endpoints for the features that embed surveys (checkout's order surveys, a
 * membership's survey, a booking's): open one for a customer and a reference, and ask whether
 * a reference's surveys with required fields are all answered (checkout keeps its drawer open
 * until they are, spec-1 §4).
 */
import { randomBytes } from "node:crypto";
import type { SurveyEndpoint } from "@crest/domain";
import { NotFoundError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { endpointsOfReference, insertEndpoint } from "./endpoint-repository.ts";
import { fieldsOf, findSurveyById } from "./repository.ts";
import { hasResponded } from "./response-repository.ts";
import type { SurveyEndpointRow } from "./tables.ts";

const endpointView = (row: SurveyEndpointRow): SurveyEndpoint => ({
  id: row.id,
  uid: row.uid,
  endpoint: `/api/surveys/endpoints/${row.uid}`,
  referenceType: row.referenceType,
  referenceId: row.referenceId,
  surveyId: row.surveyId,
});

/** Asks a customer to answer a survey about a reference; answers the endpoint to show them. */
export async function openSurveyEndpoint(
  context: ServiceContext,
  input: { surveyId: string; customerId: string; referenceType: string; referenceId: string },
): Promise<SurveyEndpoint> {
  if (!(await findSurveyById(context.scope, input.surveyId))) throw new NotFoundError();
  const row = await insertEndpoint(context.scope, { ...input, uid: randomBytes(18).toString("base64url") });
  return endpointView(row);
}

/** A reference's endpoints (an order's surveys), oldest first. */
export async function surveyEndpointsOf(
  context: ServiceContext,
  referenceType: string,
  referenceId: string,
): Promise<SurveyEndpoint[]> {
  return (await endpointsOfReference(context.scope, referenceType, referenceId)).map(endpointView);
}

/**
 * Whether every survey asked about a reference that has required fields is answered; `pending`
 * lists the endpoints still to answer. Surveys without required fields never hold anyone up.
 */
export async function requiredSurveysDone(
  context: ServiceContext,
  referenceType: string,
  referenceId: string,
): Promise<{ done: boolean; pending: SurveyEndpoint[] }> {
  const endpoints = await endpointsOfReference(context.scope, referenceType, referenceId);
  const fields = await fieldsOf(context.scope, [...new Set(endpoints.map((endpoint) => endpoint.surveyId))]);
  const pending: SurveyEndpoint[] = [];
  for (const endpoint of endpoints) {
    const required = (fields.get(endpoint.surveyId) ?? []).some((field) => field.required);
    if (!required) continue;
    const answered = await hasResponded(context.scope, endpoint.surveyId, {
      customerId: endpoint.customerId,
      referenceType: endpoint.referenceType,
      referenceId: endpoint.referenceId,
    });
    if (!answered) pending.push(endpointView(endpoint));
  }
  return { done: pending.length === 0, pending };
}
