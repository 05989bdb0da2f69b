/** Queries on surveys and their fields, always through the club's scope. */
import {
  pageOffset,
  type StaffSurveysQuery,
  type SurveyCategory,
  type SurveyDefinition,
  type SurveyKind,
} from "@crest/domain";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { containing } from "../../lib/like-patterns.ts";
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

/** A page of the club's surveys with their numbers of responses, and how many match. */
export async function surveysWithResponseCounts(scope: TenantScope, query: StaffSurveysQuery) {
  const matching = query.search ? ilike(surveys.name, containing(query.search)) : undefined;
  const order =
    query.sort === "name"
      ? [asc(surveys.name), asc(surveys.id)]
      : query.sort === "newest"
        ? [desc(surveys.createdAt), desc(surveys.id)]
        : [asc(surveys.createdAt), asc(surveys.name)];
  const [items, totalCount] = await Promise.all([
    scope
      .select({ survey: surveys, responseCount: count(surveyResponses.id) })
      .from(surveys)
      .leftJoin(surveyResponses, eq(surveyResponses.surveyId, surveys.id))
      .where(matching)
      .groupBy(surveys.id)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    scope.count(surveys, matching),
  ]);
  return { items, totalCount };
}
