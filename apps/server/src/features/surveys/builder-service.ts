/**
 * The form builder (issue 32 item 7): staff create a survey with its fields, read it back with
 * each field's answer count, save its settings and fields, and publish or unpublish it. Saving
 * keeps answers whole: a field keeps its id when edited, and a field with answers can be
 * neither removed nor given another type (409 survey_field_answered), so every stored answer
 * still has its field and a value of that field's type (docs/decisions/surveys.md).
 */
import { STAFF_FIELD_MESSAGES, type StaffSurvey, type StaffSurveyDefinition } from "@crest/domain";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError, NotFoundError, ValidationError } from "../../lib/errors.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import {
  answerCountsOf,
  fieldsAmong,
  replaceFields,
  responseCountOf,
  setSurveyPublished,
  updateSurveySettings,
} from "./builder-repository.ts";
import { fieldsOf, findSurvey, insertSurvey, lockSurvey } from "./repository.ts";
import type { SurveyRow } from "./tables.ts";

const uidTaken = () =>
  new AppError("survey_uid_taken", {
    details: { field: "uid", details: STAFF_FIELD_MESSAGES.survey_uid_taken },
  });

/** A write that may take a uid another survey has: 409 survey_uid_taken rather than a 500. */
async function uidChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? uidTaken() : error;
  }
}

/** The survey as the builder shows it: settings, fields in order with their answer counts. */
async function staffSurveyOf(context: ServiceContext, survey: SurveyRow): Promise<StaffSurvey> {
  const [fields, answerCounts, responseCount] = await Promise.all([
    fieldsOf(context.scope, [survey.id]),
    answerCountsOf(context.scope, survey.id),
    responseCountOf(context.scope, survey.id),
  ]);
  const { companyId: _company, businessId: _business, createdAt, ...settings } = survey;
  return {
    ...settings,
    responseCount,
    createdOn: createdAt,
    fields: (fields.get(survey.id) ?? []).map(
      ({ companyId: _c, surveyId: _s, position: _p, defaultValue, ...field }) => ({
        ...field,
        defaultValue: defaultValue.value,
        answerCount: answerCounts.get(field.id) ?? 0,
      }),
    ),
  };
}

async function surveyOrNotFound(context: ServiceContext, surveyRef: string): Promise<SurveyRow> {
  const survey = await findSurvey(context.scope, surveyRef);
  if (!survey) throw new NotFoundError();
  return survey;
}

/** One survey of the club for the builder, by id or uid; another club's is a 404. */
export async function getStaffSurvey(context: ServiceContext, surveyRef: string): Promise<StaffSurvey> {
  return staffSurveyOf(context, await surveyOrNotFound(context, surveyRef));
}

/** Creates a survey with its fields, unpublished: staff publish it when it is ready. */
export async function createStaffSurvey(
  context: ServiceContext,
  input: StaffSurveyDefinition,
): Promise<StaffSurvey> {
  if (input.fields.some((field) => field.id)) throw fieldIdsRefused(input);
  const definition = { ...input, referenceType: null, referenceId: null, businessId: null };
  const { survey } = await uidChecked(() =>
    inTransaction(context, (tx) => insertSurvey(tx.scope, definition, {}, false)),
  );
  return staffSurveyOf(context, survey);
}

/** A 400 naming each field id the survey does not have (a new survey has none). */
function fieldIdsRefused(input: StaffSurveyDefinition, known: ReadonlySet<string> = new Set()) {
  return new ValidationError(
    input.fields.flatMap((field, index) =>
      field.id && !known.has(field.id)
        ? [{ field: `fields.${index}.id`, details: STAFF_FIELD_MESSAGES.survey_field_unknown }]
        : [],
    ),
  );
}

/**
 * Saves the survey's settings and fields, under the survey's lock (which submissions take too,
 * so no answer lands on a field being removed).
 */
export async function saveStaffSurvey(
  context: ServiceContext,
  surveyRef: string,
  input: StaffSurveyDefinition,
): Promise<StaffSurvey> {
  const { id: surveyId } = await surveyOrNotFound(context, surveyRef);
  const saved = await uidChecked(() =>
    inTransaction(context, async (tx) => {
      await lockSurvey(tx.scope, surveyId);
      const [current, answerCounts] = await Promise.all([
        fieldsOf(tx.scope, [surveyId]).then((fields) => fields.get(surveyId) ?? []),
        answerCountsOf(tx.scope, surveyId),
      ]);
      const ids = input.fields.flatMap((field) => (field.id ? [field.id] : []));
      const known = new Set((await fieldsAmong(tx.scope, surveyId, ids)).map((field) => field.id));
      if (ids.some((id) => !known.has(id))) throw fieldIdsRefused(input, known);
      if (new Set(ids).size !== ids.length)
        throw new ValidationError([{ field: "fields", details: STAFF_FIELD_MESSAGES.survey_field_twice }]);
      const sent = new Map(input.fields.flatMap((field) => (field.id ? [[field.id, field] as const] : [])));
      const broken = current.filter(
        (field) => (answerCounts.get(field.id) ?? 0) > 0 && sent.get(field.id)?.type !== field.type,
      );
      if (broken.length > 0)
        throw new AppError("survey_field_answered", {
          details: broken.map((field) => ({ field: "fields", details: field.label })),
        });
      const { fields, ...settings } = input;
      const survey = await updateSurveySettings(tx.scope, surveyId, settings);
      await replaceFields(tx.scope, surveyId, fields);
      return survey;
    }),
  );
  return staffSurveyOf(context, saved);
}

/** Publishes or unpublishes a survey; its responses stay either way. */
export async function publishStaffSurvey(
  context: ServiceContext,
  surveyRef: string,
  published: boolean,
): Promise<StaffSurvey> {
  const { id } = await surveyOrNotFound(context, surveyRef);
  return staffSurveyOf(context, await setSurveyPublished(context.scope, id, published));
}
