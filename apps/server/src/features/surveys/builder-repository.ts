/** The form builder's queries: a survey's settings, its fields' writes and answer counts, publishing. */
import type { StaffSurveyDefinition } from "@crest/domain";
import { and, count, eq, inArray, notInArray } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import {
  type SurveyFieldRow,
  type SurveyRow,
  surveyAnswers,
  surveyFields,
  surveyResponses,
  surveys,
} from "./tables.ts";

/** A field as the builder saves it, without its id. */
type FieldValues = Omit<StaffSurveyDefinition["fields"][number], "id">;
/** The survey's own settings as the builder saves them. */
type SettingsValues = Omit<StaffSurveyDefinition, "fields">;

const fieldRow = ({ defaultValue, ...field }: FieldValues, surveyId: string, position: number) => ({
  ...field,
  surveyId,
  position,
  defaultValue: { value: defaultValue },
});

/** How many answers each field of the survey has, by field id (fields with none are absent). */
export async function answerCountsOf(scope: TenantScope, surveyId: string): Promise<Map<string, number>> {
  const rows = await scope
    .select({ fieldId: surveyAnswers.fieldId, answers: count() })
    .from(surveyAnswers)
    .innerJoin(surveyFields, eq(surveyFields.id, surveyAnswers.fieldId))
    .where(eq(surveyFields.surveyId, surveyId))
    .groupBy(surveyAnswers.fieldId);
  return new Map(rows.map((row) => [row.fieldId, row.answers]));
}

export const responseCountOf = (scope: TenantScope, surveyId: string): Promise<number> =>
  scope.count(surveyResponses, eq(surveyResponses.surveyId, surveyId));

/** Changes the survey's settings (not its reference, business or publishing). */
export const updateSurveySettings = (
  scope: TenantScope,
  surveyId: string,
  settings: SettingsValues,
): Promise<SurveyRow> => scope.updateOne(surveys, eq(surveys.id, surveyId), settings);

export const setSurveyPublished = (scope: TenantScope, surveyId: string, published: boolean) =>
  scope.updateOne(surveys, eq(surveys.id, surveyId), { published });

/**
 * Makes the survey's fields these, in this order: those with an id are changed in place (their
 * answers stay theirs), those without are added, and the survey's others are removed with
 * their answers (the caller has checked they have none).
 */
export async function replaceFields(
  scope: TenantScope,
  surveyId: string,
  fields: StaffSurveyDefinition["fields"],
): Promise<void> {
  const kept = fields.flatMap((field) => (field.id ? [field.id] : []));
  const ofSurvey = eq(surveyFields.surveyId, surveyId);
  await scope
    .delete(surveyFields)
    .where(kept.length ? and(ofSurvey, notInArray(surveyFields.id, kept)) : ofSurvey);
  const added: ReturnType<typeof fieldRow>[] = [];
  for (const [position, { id, ...field }] of fields.entries()) {
    if (id)
      await scope
        .update(surveyFields)
        .set(fieldRow(field, surveyId, position))
        .where(and(ofSurvey, eq(surveyFields.id, id)));
    else added.push(fieldRow(field, surveyId, position));
  }
  if (added.length) await scope.insert(surveyFields).values(added);
}

/** The survey's fields among these ids (to tell the builder's ids from others'). */
export const fieldsAmong = (
  scope: TenantScope,
  surveyId: string,
  ids: string[],
): Promise<SurveyFieldRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : scope
        .select()
        .from(surveyFields)
        .where(and(eq(surveyFields.surveyId, surveyId), inArray(surveyFields.id, ids)));
