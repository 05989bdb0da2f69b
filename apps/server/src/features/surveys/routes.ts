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
  surveySubmissionSchema,
  surveyUploadParamsSchema,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { submitSurvey } from "../../flows/submit-survey.ts";
import { contextOf } from "../../platform/contexts.ts";
import {
  fileResponseSchema,
  oneSurvey as one,
  reads,
  sendSurveyFile,
  submissionBodyLimit,
  submitted,
  tags,
} from "./route-parts.ts";
import { accountSurveys, getSurvey, listForms, surveysOfEndpoints } from "./survey-service.ts";
import { downloadSurveyUpload } from "./upload-service.ts";

const customer = { access: "customer" } as const;

export async function surveyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const bodyLimit = submissionBodyLimit(app);

  app.get(
    "/api/surveys",
    {
      config: customer,
      schema: {
        tags,
        summary: "The club's forms the member can open",
        response: { 200: z.array(surveySchema), ...reads },
      },
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
        response: { 200: z.array(surveySchema), ...reads },
      },
    },
    async (request) => surveysOfEndpoints(contextOf(request), request.query.uids),
  );

  app.get(
    "/api/surveys/endpoints/:endpointUid",
    {
      config: customer,
      schema: {
        tags,
        summary: "The survey of one of the member's endpoints",
        params: surveyEndpointParamsSchema,
        response: one,
      },
    },
    async (request) =>
      getSurvey(contextOf(request), { via: "endpoint", uid: request.params.endpointUid }, "customer"),
  );

  app.post(
    "/api/surveys/endpoints/:endpointUid",
    {
      config: customer,
      bodyLimit,
      schema: {
        tags,
        summary: "Send the answers of an endpoint's survey (about its reference)",
        params: surveyEndpointParamsSchema,
        body: surveySubmissionSchema,
        response: submitted,
      },
    },
    async (request, reply) => {
      const target = { via: "endpoint", uid: request.params.endpointUid } as const;
      return reply.code(201).send(await submitSurvey(contextOf(request), target, "customer", request.body));
    },
  );

  app.get(
    "/api/surveys/experiences/guest-pass",
    {
      config: customer,
      schema: {
        tags,
        summary: "The club's guest-pass experience, about one guest pass",
        querystring: guestPassExperienceQuerySchema,
        response: one,
      },
    },
    async (request) =>
      getSurvey(contextOf(request), { via: "guestPass", referenceId: request.query.referenceId }, "customer"),
  );

  app.post(
    "/api/surveys/experiences/guest-pass",
    {
      config: customer,
      bodyLimit,
      schema: {
        tags,
        summary: "Answer the guest-pass experience about one guest pass",
        querystring: guestPassExperienceQuerySchema,
        body: surveySubmissionSchema,
        response: submitted,
      },
    },
    async (request, reply) => {
      const target = { via: "guestPass", referenceId: request.query.referenceId } as const;
      return reply.code(201).send(await submitSurvey(contextOf(request), target, "customer", request.body));
    },
  );

  app.get(
    "/api/surveys/experiences/:experienceId",
    {
      config: customer,
      schema: {
        tags,
        summary: "An experience, optionally about a reference",
        params: experienceIdParamsSchema,
        querystring: experienceQuerySchema,
        response: one,
      },
    },
    async (request) =>
      getSurvey(
        contextOf(request),
        { via: "experience", ref: request.params.experienceId, referenceId: request.query.referenceId },
        "customer",
      ),
  );

  app.post(
    "/api/surveys/experiences/:experienceId",
    {
      config: customer,
      bodyLimit,
      schema: {
        tags,
        summary: "Answer an experience, optionally about a reference",
        params: experienceIdParamsSchema,
        querystring: experienceQuerySchema,
        body: surveySubmissionSchema,
        response: submitted,
      },
    },
    async (request, reply) => {
      const target = {
        via: "experience",
        ref: request.params.experienceId,
        referenceId: request.query.referenceId,
      } as const;
      return reply.code(201).send(await submitSurvey(contextOf(request), target, "customer", request.body));
    },
  );

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

  app.get(
    "/api/surveys/:surveyId",
    {
      config: customer,
      schema: { tags, summary: "A form, by id or uid", params: surveyIdParamsSchema, response: one },
    },
    async (request) =>
      getSurvey(contextOf(request), { via: "form", ref: request.params.surveyId }, "customer"),
  );

  app.post(
    "/api/surveys/:surveyId",
    {
      config: customer,
      bodyLimit,
      schema: {
        tags,
        summary: "Submit a form: an array of {field_id, type, answer}; files as data URLs",
        params: surveyIdParamsSchema,
        body: surveySubmissionSchema,
        response: submitted,
      },
    },
    async (request, reply) => {
      const target = { via: "form", ref: request.params.surveyId } as const;
      return reply.code(201).send(await submitSurvey(contextOf(request), target, "customer", request.body));
    },
  );

  app.get(
    "/api/account/surveys",
    {
      config: customer,
      schema: {
        tags,
        summary:
          "The member's surveys: the club's forms and those they were asked to answer, with their responses",
        response: { 200: z.array(surveySchema), ...reads },
      },
    },
    async (request) => accountSurveys(contextOf(request)),
  );
}
