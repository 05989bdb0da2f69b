/** Surveys for visitors (spec-1 §7): public forms and experiences, no session needed. */
import {
  experienceIdParamsSchema,
  experienceQuerySchema,
  surveyIdParamsSchema,
  surveySubmissionSchema,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { submitSurvey } from "../../flows/submit-survey.ts";
import { contextOf } from "../../platform/contexts.ts";
import { oneSurvey as one, submissionBodyLimit, submitted, tags } from "./route-parts.ts";
import { getSurvey } from "./survey-service.ts";

/** Visitors' submissions: enough for a person filling forms, not for a script. */
const publicSubmit = { access: "public", rateLimit: { max: 30, timeWindow: 60_000 } } as const;

export async function publicSurveyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const bodyLimit = submissionBodyLimit(app);

  app.get(
    "/api/public/surveys/experiences/:experienceId",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A public experience, optionally about a reference (no session needed)",
        params: experienceIdParamsSchema,
        querystring: experienceQuerySchema,
        response: one,
      },
    },
    async (request) =>
      getSurvey(
        contextOf(request),
        { via: "experience", ref: request.params.experienceId, referenceId: request.query.referenceId },
        "public",
      ),
  );

  app.post(
    "/api/public/surveys/experiences/:experienceId",
    {
      config: publicSubmit,
      bodyLimit,
      schema: {
        tags,
        summary: "Answer a public experience (no session needed)",
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
      return reply.code(201).send(await submitSurvey(contextOf(request), target, "public", request.body));
    },
  );

  app.get(
    "/api/public/surveys/:surveyId",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A public form, by id or uid (no session needed)",
        params: surveyIdParamsSchema,
        response: one,
      },
    },
    async (request) => getSurvey(contextOf(request), { via: "form", ref: request.params.surveyId }, "public"),
  );

  app.post(
    "/api/public/surveys/:surveyId",
    {
      config: publicSubmit,
      bodyLimit,
      schema: {
        tags,
        summary: "Submit a public form (no session needed); files as data URLs",
        params: surveyIdParamsSchema,
        body: surveySubmissionSchema,
        response: submitted,
      },
    },
    async (request, reply) => {
      const target = { via: "form", ref: request.params.surveyId } as const;
      return reply.code(201).send(await submitSurvey(contextOf(request), target, "public", request.body));
    },
  );
}
