import { surveyEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { atAddress, endpointQuery } from "../../../lib/endpoint-call.ts";
import { surveyKeys } from "./survey-keys.ts";

/**
 * A survey, read at its endpoint: the same path answers are posted to (spec-1 §3 Survey
 * `endpoint`), so an embedding feature only ever holds endpoints.
 */
export const surveyQuery = (endpoint: string) =>
  endpointQuery(surveyKeys.detail(endpoint), atAddress(surveyEndpoints.form.read, endpoint));

export const useSurvey = (endpoint: string) => useQuery(surveyQuery(endpoint));

/** The endpoint a public or member page reads a survey at, by its id or uid. */
export const surveyEndpointFor = (ref: string, signedIn: boolean): string =>
  `${signedIn ? "/api/surveys" : "/api/public/surveys"}/${encodeURIComponent(ref)}`;
