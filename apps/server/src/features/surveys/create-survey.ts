/** Creating a survey from its definition: the demo seed, tests and other features' fixtures use it. */
import { type SurveyDefinitionInput, surveyDefinitionSchema } from "@crest/domain";
import type { TenantScope } from "../../db/tenant-scope.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { insertSurvey } from "./repository.ts";

/** Stores a definition at the scope's club (ids may be fixed, for the demo's stable ones). */
export const insertSurveyDefinition = (
  scope: TenantScope,
  input: SurveyDefinitionInput,
  ids: { surveyId?: string; fieldIds?: string[] } = {},
) => insertSurvey(scope, surveyDefinitionSchema.parse(input), ids);

/** Creates a survey at the context's club; a definition the rules could not honour throws. */
export async function createSurvey(context: ServiceContext, input: SurveyDefinitionInput) {
  const { survey, fields } = await insertSurveyDefinition(context.scope, input);
  return { id: survey.id, uid: survey.uid, fieldIds: fields.map((field) => field.id) };
}
