/**
 * Surveys (spec-1 §7): the signed-in customer's routes under /api/surveys and
 * /api/account/surveys, from `surveyEndpoints`. Visitors' routes: public-routes.ts.
 */
import { surveyEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { route } from "../../platform/endpoint-route.ts";
import { surveyRoutePair } from "./route-pair.ts";
import { sendSurveyFile } from "./route-parts.ts";
import { accountSurveys, listForms, surveysOfEndpoints } from "./service.ts";
import { downloadSurveyUpload } from "./upload-service.ts";

export async function surveyRoutes(app: FastifyInstance) {
  route(app, endpoints.forms, async ({ context }) => listForms(context));
  route(app, endpoints.ofEndpoints, async ({ context, query }) => surveysOfEndpoints(context, query.uids));
  surveyRoutePair(app, endpoints.endpoint, "customer", (params) => ({
    via: "endpoint",
    uid: params.endpointUid,
  }));
  surveyRoutePair(app, endpoints.guestPass, "customer", (_params, query) => ({
    via: "guestPass",
    referenceId: query.referenceId,
  }));
  surveyRoutePair(app, endpoints.experience, "customer", (params, query) => ({
    via: "experience",
    ref: params.experienceId,
    referenceId: query.referenceId,
  }));
  route(app, endpoints.upload, async ({ context, params, reply }) =>
    sendSurveyFile(reply, await downloadSurveyUpload(context, params.uploadId, "member")),
  );
  surveyRoutePair(app, endpoints.form, "customer", (params) => ({ via: "form", ref: params.surveyId }));
  route(app, endpoints.account, async ({ context }) => accountSurveys(context));
}
