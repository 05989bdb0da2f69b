import { type Survey, surveySchema } from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { surveyKeys } from "./survey-keys.ts";

const listSchema = z.array(surveySchema);

/** GET /api/account/surveys: the club's forms and those the member was asked to answer. */
export const getAccountSurveys = (): Promise<Survey[]> =>
  api.get("/api/account/surveys", { schema: listSchema });

export const accountSurveysQuery = queryOptions({
  queryKey: surveyKeys.accountList(),
  queryFn: getAccountSurveys,
});

export const useAccountSurveys = () => useQuery(accountSurveysQuery);
