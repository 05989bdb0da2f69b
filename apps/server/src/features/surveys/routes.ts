/**
 * Surveys (spec-1 §7): the signed-in customer's routes under /api/surveys and
 * /api/account/surveys. Lists by endpoint uids, an endpoint by uid and a file download are
 * paths of ours (spec: "paths not shown"). Visitors' routes: public-routes.ts.
 */
import {
  experienceIdParamsSchema,
  experienceQuerySchema,
  guestPassExperienceQuerySchema,
  surveyEndpointParamsSchema,
  surveyEndpointUidsQuerySchema,
  surveyIdParamsSchema,
  surveySchema,
  surveyUploadParamsSchema,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../platform/contexts.ts";
import { noParts, surveyRoutePair } from "./route-pair.ts";
import { fileResponseSchema, reads, sendSurveyFile, tags } from "./route-parts.ts";
import { accountSurveys, listForms, surveysOfEndpoints } from "./survey-service.ts";
import { downloadSurveyUpload } from "./upload-service.ts";

const customer = { access: "customer" } as const;
const surveys = { 200: z.array(surveySchema), ...reads };

export async function surveyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/surveys",
    {
      config: customer,
      schema: { tags, summary: "The club's forms the member can open", response: surveys },
    },
    async (request) => listForms(contextOf(request)),
  );

  app.get(
    "/api/surveys/endpoints",
    {
      config: customer,
      schema: {
        tags,
        summary: "The surveys of several of the member's survey endpoints (?uids=a,b), in that order",
        querystring: surveyEndpointUidsQuerySchema,
        response: surveys,
      },
    },
    async (request) => surveysOfEndpoints(contextOf(request), request.query.uids),
  );

  surveyRoutePair(app, {
    path: "/api/surveys/endpoints/:endpointUid",
    audience: "customer",
    params: surveyEndpointParamsSchema,
    querystring: noParts,
    read: "The survey of one of the member's endpoints",
    answer: "Send the answers of an endpoint's survey (about its reference)",
    target: (params) => ({ via: "endpoint", uid: params.endpointUid }),
  });

  surveyRoutePair(app, {
    path: "/api/surveys/experiences/guest-pass",
    audience: "customer",
    params: noParts,
    querystring: guestPassExperienceQuerySchema,
    read: "The club's guest-pass experience, about one guest pass",
    answer: "Answer the guest-pass experience about one guest pass",
    target: (_params, query) => ({ via: "guestPass", referenceId: query.referenceId }),
  });

  surveyRoutePair(app, {
    path: "/api/surveys/experiences/:experienceId",
    audience: "customer",
    params: experienceIdParamsSchema,
    querystring: experienceQuerySchema,
    read: "An experience, optionally about a reference",
    answer: "Answer an experience, optionally about a reference",
    target: (params, query) => ({
      via: "experience",
      ref: params.experienceId,
      referenceId: query.referenceId,
    }),
  });

  app.get(
    "/api/surveys/uploads/:uploadId",
    {
      config: customer,
      schema: {
        tags,
        summary: "A file the member uploaded with their answers",
        params: surveyUploadParamsSchema,
        response: { 200: fileResponseSchema, ...reads },
      },
    },
    async (request, reply) =>
      sendSurveyFile(
        reply,
        await downloadSurveyUpload(contextOf(request), request.params.uploadId, "member"),
      ),
  );

  surveyRoutePair(app, {
    path: "/api/surveys/:surveyId",
    audience: "customer",
    params: surveyIdParamsSchema,
    querystring: noParts,
    read: "A form, by id or uid",
    answer: "Submit a form: an array of {field_id, type, answer}; files as data URLs",
    target: (params) => ({ via: "form", ref: params.surveyId }),
  });

  app.get(
    "/api/account/surveys",
    {
      config: customer,
      schema: {
        tags,
        summary:
          "The member's surveys: the club's forms and those they were asked to answer, with their responses",
        response: surveys,
      },
    },
    async (request) => accountSurveys(contextOf(request)),
  );
}
