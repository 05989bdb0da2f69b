/** Queries on surveys and their fields, always through the club's scope. */
import type { SurveyCategory, SurveyDefinition, SurveyKind } from "@crest/domain";
import { and, asc, count, eq, inArray, or, type SQL } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { type SurveyFieldRow, type SurveyRow, surveyFields, surveyResponses, surveys } from "./tables.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A survey by id or uid: a uuid-shaped reference may be either. */
export function findSurvey(scope: TenantScope, ref: string): Promise<SurveyRow | undefined> {
  const byUid = eq(surveys.uid, ref.toLowerCase());
  return scope.findOne(surveys, UUID.test(ref) ? or(eq(surveys.id, ref), byUid) : byUid);
}

export const findSurveyById = (scope: TenantScope, surveyId: string): Promise<SurveyRow | undefined> =>
  scope.findOne(surveys, eq(surveys.id, surveyId));

/**
 * Holds the survey's row until the transaction ends, so that two submissions of one respondent
 * cannot both see "not submitted yet".
 */
export async function lockSurvey(scope: TenantScope, surveyId: string): Promise<void> {
  await scope.select({ id: surveys.id }).from(surveys).where(eq(surveys.id, surveyId)).for("update");
}

/** The club's published surveys of a kind, in the enabled categories, oldest first. */
export function listSurveys(
  scope: TenantScope,
  filter: { kind: SurveyKind; categories: readonly SurveyCategory[]; publicOnly?: boolean; ids?: string[] },
): Promise<SurveyRow[]> {
  if (filter.categories.length === 0 || filter.ids?.length === 0) return Promise.resolve([]);
  const conditions: SQL[] = [
    eq(surveys.published, true),
    eq(surveys.kind, filter.kind),
    inArray(surveys.category, [...filter.categories]),
  ];
  if (filter.publicOnly) conditions.push(eq(surveys.isPublic, true));
  if (filter.ids) conditions.push(inArray(surveys.id, filter.ids));
  return scope
    .select()
    .from(surveys)
    .where(and(...conditions))
    .orderBy(asc(surveys.createdAt), asc(surveys.name));
}

/** The fields of several surveys, each list in its form's order. */
export async function fieldsOf(
  scope: TenantScope,
  surveyIds: readonly string[],
): Promise<Map<string, SurveyFieldRow[]>> {
  const bySurvey = new Map<string, SurveyFieldRow[]>(surveyIds.map((id) => [id, []]));
  if (surveyIds.length === 0) return bySurvey;
  const rows = await scope
    .select()
    .from(surveyFields)
    .where(inArray(surveyFields.surveyId, [...surveyIds]))
    .orderBy(asc(surveyFields.surveyId), asc(surveyFields.position));
  for (const row of rows) bySurvey.get(row.surveyId)?.push(row);
  return bySurvey;
}

/** Stores a parsed definition: the survey (published unless said) and its fields in order. */
export async function insertSurvey(
  scope: TenantScope,
  definition: SurveyDefinition,
  ids: { surveyId?: string; fieldIds?: string[] } = {},
  published = true,
): Promise<{ survey: SurveyRow; fields: SurveyFieldRow[] }> {
  const { fields, ...survey } = definition;
  const row = await scope.insertOne(surveys, {
    ...survey,
    published,
    ...(ids.surveyId ? { id: ids.surveyId } : {}),
  });
  const fieldRows = await scope
    .insert(surveyFields)
    .values(
      fields.map(({ defaultValue, ...field }, position) => ({
        ...field,
        ...(ids.fieldIds?.[position] ? { id: ids.fieldIds[position] } : {}),
        surveyId: row.id,
        position,
        defaultValue: { value: defaultValue },
      })),
    )
    .returning();
  return { survey: row, fields: fieldRows.sort((a, b) => a.position - b.position) };
}

/** Every survey of the club with its number of responses, oldest first. */
export const surveysWithResponseCounts = (scope: TenantScope) =>
  scope
    .select({ survey: surveys, responseCount: count(surveyResponses.id) })
    .from(surveys)
    .leftJoin(surveyResponses, eq(surveyResponses.surveyId, surveys.id))
    .groupBy(surveys.id)
    .orderBy(asc(surveys.createdAt), asc(surveys.name));
