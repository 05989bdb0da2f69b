import { surveyEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { surveyKeys } from "./survey-keys.ts";

/** GET /api/account/surveys: the club's forms and those the member was asked to answer. */
export const accountSurveysQuery = endpointQuery(surveyKeys.accountList(), surveyEndpoints.account);

export const useAccountSurveys = () => useQuery(accountSurveysQuery);
