/** Surveys for visitors (spec-1 §7), from `publicSurveyEndpoints`: public forms and experiences, no session needed. */
import { publicSurveyEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { surveyRoutePair } from "./route-pair.ts";

export async function publicSurveyRoutes(app: FastifyInstance) {
  surveyRoutePair(app, endpoints.experience, "public", (params, query) => ({
    via: "experience",
    ref: params.experienceId,
    referenceId: query.referenceId,
  }));
  surveyRoutePair(app, endpoints.form, "public", (params) => ({ via: "form", ref: params.surveyId }));
}
