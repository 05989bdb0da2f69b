/** Queries on responses, their answers and their uploads, always through the club's scope. */
import { type PageQuery, pageOffset } from "@crest/domain";
import { and, asc, desc, eq, gt, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { TenantScope } from "../../db/tenant-scope.ts";
import {
  type SurveyAnswerRow,
  type SurveyResponseRow,
  type SurveyUploadRow,
  surveyAnswers,
  surveyResponses,
  surveyUploads,
} from "./tables.ts";

/** Whose answers, about what: a customer, and the reference an experience or endpoint is about. */
export interface Respondent {
  customerId: string;
  referenceType: string | null;
  referenceId: string | null;
}

const sameReference = (column: AnyPgColumn, value: string | null): SQL =>
  value === null ? isNull(column) : eq(column, value);

const byRespondent = (surveyId: string, respondent: Respondent): SQL | undefined =>
  and(
    eq(surveyResponses.surveyId, surveyId),
    eq(surveyResponses.customerId, respondent.customerId),
    sameReference(surveyResponses.referenceType, respondent.referenceType),
    sameReference(surveyResponses.referenceId, respondent.referenceId),
  );

export async function hasResponded(scope: TenantScope, surveyId: string, respondent: Respondent) {
  return (await scope.count(surveyResponses, byRespondent(surveyId, respondent))) > 0;
}

export const respondedKey = (surveyId: string, referenceType: string | null, referenceId: string | null) =>
  `${surveyId}|${referenceType ?? ""}|${referenceId ?? ""}`;

/** Which of these surveys (with which references) a customer has answered: `respondedKey`s. */
export async function respondedKeys(
  scope: TenantScope,
  customerId: string,
  surveyIds: readonly string[],
): Promise<Set<string>> {
  if (surveyIds.length === 0) return new Set();
  const rows = await scope
    .select({
      surveyId: surveyResponses.surveyId,
      referenceType: surveyResponses.referenceType,
      referenceId: surveyResponses.referenceId,
    })
    .from(surveyResponses)
    .where(
      and(eq(surveyResponses.customerId, customerId), inArray(surveyResponses.surveyId, [...surveyIds])),
    );
  return new Set(rows.map((row) => respondedKey(row.surveyId, row.referenceType, row.referenceId)));
}

export interface StoredResponse {
  response: SurveyResponseRow;
  answers: SurveyAnswerRow[];
}

async function withAnswers(scope: TenantScope, responses: SurveyResponseRow[]): Promise<StoredResponse[]> {
  if (responses.length === 0) return [];
  const answers = await scope
    .select()
    .from(surveyAnswers)
    .where(
      inArray(
        surveyAnswers.responseId,
        responses.map((response) => response.id),
      ),
    );
  return responses.map((response) => ({
    response,
    answers: answers.filter((answer) => answer.responseId === response.id),
  }));
}

/** A respondent's responses to a survey, newest first. */
export async function responsesOf(
  scope: TenantScope,
  surveyId: string,
  respondent: Respondent,
  limit = 20,
): Promise<StoredResponse[]> {
  const rows = await scope
    .select()
    .from(surveyResponses)
    .where(byRespondent(surveyId, respondent))
    .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id))
    .limit(limit);
  return withAnswers(scope, rows);
}

/** Every response to a survey, newest first, a page at a time (staff). */
export async function pageOfResponses(scope: TenantScope, surveyId: string, page: PageQuery) {
  const ofSurvey = eq(surveyResponses.surveyId, surveyId);
  const [rows, totalCount] = await Promise.all([
    scope
      .select()
      .from(surveyResponses)
      .where(ofSurvey)
      .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    scope.count(surveyResponses, ofSurvey),
  ]);
  return { items: await withAnswers(scope, rows), totalCount };
}

/** Where a read of responses in order stopped: the last one read. */
export interface ResponseCursor {
  createdAt: Date;
  id: string;
}

/** The survey's responses after `cursor`, oldest first, `limit` at a time (for exports: no offset to skip). */
export async function responsesAfter(
  scope: TenantScope,
  surveyId: string,
  cursor: ResponseCursor | null,
  limit: number,
): Promise<StoredResponse[]> {
  const after = cursor
    ? or(
        gt(surveyResponses.createdAt, cursor.createdAt),
        and(eq(surveyResponses.createdAt, cursor.createdAt), gt(surveyResponses.id, cursor.id)),
      )
    : undefined;
  const rows = await scope
    .select()
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, surveyId), after))
    .orderBy(asc(surveyResponses.createdAt), asc(surveyResponses.id))
    .limit(limit);
  return withAnswers(scope, rows);
}

export const insertResponse = (
  scope: TenantScope,
  values: Omit<typeof surveyResponses.$inferInsert, "companyId" | "id" | "createdAt">,
): Promise<SurveyResponseRow> => scope.insertOne(surveyResponses, values);

export async function insertUploads(
  scope: TenantScope,
  values: Omit<typeof surveyUploads.$inferInsert, "companyId" | "id" | "createdAt">[],
): Promise<SurveyUploadRow[]> {
  if (values.length === 0) return [];
  return scope.insert(surveyUploads).values(values).returning();
}

export async function insertAnswers(
  scope: TenantScope,
  values: Omit<typeof surveyAnswers.$inferInsert, "companyId" | "id">[],
): Promise<SurveyAnswerRow[]> {
  if (values.length === 0) return [];
  return scope.insert(surveyAnswers).values(values).returning();
}

export const findUpload = (scope: TenantScope, uploadId: string): Promise<SurveyUploadRow | undefined> =>
  scope.findOne(surveyUploads, eq(surveyUploads.id, uploadId));

/** The files uploaded with a response, oldest first. */
export const uploadsOfResponse = (scope: TenantScope, responseId: string): Promise<SurveyUploadRow[]> =>
  scope
    .select()
    .from(surveyUploads)
    .where(eq(surveyUploads.responseId, responseId))
    .orderBy(asc(surveyUploads.createdAt));
