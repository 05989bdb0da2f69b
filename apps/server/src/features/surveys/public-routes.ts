/** Surveys for visitors (spec-1 §7): public forms and experiences, no session needed. */
import { experienceIdParamsSchema, experienceQuerySchema, surveyIdParamsSchema } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { noParts, surveyRoutePair } from "./route-pair.ts";

export async function publicSurveyRoutes(app: FastifyInstance) {
  surveyRoutePair(app, {
    path: "/api/public/surveys/experiences/:experienceId",
    audience: "public",
    params: experienceIdParamsSchema,
    querystring: experienceQuerySchema,
    read: "A public experience, optionally about a reference (no session needed)",
    answer: "Answer a public experience (no session needed)",
    target: (params, query) => ({
      via: "experience",
      ref: params.experienceId,
      referenceId: query.referenceId,
    }),
  });

  surveyRoutePair(app, {
    path: "/api/public/surveys/:surveyId",
    audience: "public",
    params: surveyIdParamsSchema,
    querystring: noParts,
    read: "A public form, by id or uid (no session needed)",
    answer: "Submit a public form (no session needed); files as data URLs",
    target: (params) => ({ via: "form", ref: params.surveyId }),
  });
}
