/**
 * What staff read of their club's surveys: the list with response counts, and each survey's
 * responses with their files (every survey, whatever its category's flag or audience).
 */
import type { PageQuery, StaffSurveyResponse, StaffSurveysQuery, SurveySummary } from "@crest/domain";
import { NotFoundError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { findSurvey, surveysWithResponseCounts } from "./repository.ts";
import { pageOfResponses } from "./response-repository.ts";
import { responseView, staffUploadLink } from "./views.ts";

/** A page of the club's surveys, with how many responses each has. */
export async function staffSurveyList(
  context: ServiceContext,
  query: StaffSurveysQuery,
): Promise<{ items: SurveySummary[]; totalCount: number }> {
  const { items, totalCount } = await surveysWithResponseCounts(context.scope, query);
  const summaries = items.map(({ survey, responseCount }) => ({
    id: survey.id,
    uid: survey.uid,
    name: survey.name,
    category: survey.category,
    kind: survey.kind,
    isPublic: survey.isPublic,
    canSubmit: survey.canSubmit,
    multipleResponses: survey.multipleResponses,
    published: survey.published,
    responseCount,
    createdOn: survey.createdAt,
  }));
  return { items: summaries, totalCount };
}

/** A survey's responses, newest first, a page at a time. */
export async function staffSurveyResponses(
  context: ServiceContext,
  surveyRef: string,
  page: PageQuery,
): Promise<{ items: StaffSurveyResponse[]; totalCount: number }> {
  const survey = await findSurvey(context.scope, surveyRef);
  if (!survey) throw new NotFoundError();
  const { items, totalCount } = await pageOfResponses(context.scope, survey.id, page);
  return {
    items: items.map((stored) => ({
      ...responseView(stored, staffUploadLink),
      customerId: stored.response.customerId,
    })),
    totalCount,
  };
}
