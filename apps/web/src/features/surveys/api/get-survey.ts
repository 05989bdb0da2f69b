import { type Survey, surveySchema } from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { surveyKeys } from "./survey-keys.ts";

/**
 * A survey, read at its endpoint: the same path answers are posted to (spec-1 §3 Survey
 * `endpoint`), so an embedding feature only ever holds endpoints.
 */
export const getSurvey = (endpoint: string): Promise<Survey> => api.get(endpoint, { schema: surveySchema });

export const surveyQuery = (endpoint: string) =>
  queryOptions({ queryKey: surveyKeys.detail(endpoint), queryFn: () => getSurvey(endpoint) });

export const useSurvey = (endpoint: string) => useQuery(surveyQuery(endpoint));

/** The endpoint a public or member page reads a survey at, by its id or uid. */
export const surveyEndpointFor = (ref: string, signedIn: boolean): string =>
  `${signedIn ? "/api/surveys" : "/api/public/surveys"}/${encodeURIComponent(ref)}`;
