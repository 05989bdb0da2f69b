/**
 * A survey's two routes, declared once: GET reads it, POST sends its answers; both take the
 * same access, path parameters and query, and name the survey the same way (a `SurveyTarget`).
 */
import { surveySubmissionSchema } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { submitSurvey } from "../../flows/submit-survey.ts";
import { contextOf } from "../../platform/contexts.ts";
import { oneSurvey, submissionBodyLimit, submitted, tags } from "./route-parts.ts";
import { getSurvey } from "./survey-service.ts";
import type { Audience, SurveyTarget } from "./survey-targets.ts";

/** Visitors' submissions: enough for a person filling forms, not for a script. */
const PUBLIC_SUBMISSIONS = { max: 30, timeWindow: 60_000 };

export interface SurveyRoutePair<P extends z.ZodType, Q extends z.ZodType> {
  path: string;
  audience: Audience;
  params: P;
  querystring: Q;
  /** The summaries of the GET and the POST in the OpenAPI document. */
  read: string;
  answer: string;
  target: (params: z.output<P>, query: z.output<Q>) => SurveyTarget;
}

export const noParts = z.object({});

export function surveyRoutePair<P extends z.ZodType, Q extends z.ZodType>(
  fastify: FastifyInstance,
  pair: SurveyRoutePair<P, Q>,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = pair.audience === "public" ? "public" : "customer";
  const parts = { params: pair.params, querystring: pair.querystring };
  // The wire plugin has decoded params and query through these very schemas; TypeScript cannot
  // follow a generic schema through Fastify's route types, so the outputs are named here.
  const targetOf = (request: { params: unknown; query: unknown }) =>
    pair.target(request.params as z.output<P>, request.query as z.output<Q>);

  app.get(
    pair.path,
    { config: { access }, schema: { tags, summary: pair.read, ...parts, response: oneSurvey } },
    async (request) => getSurvey(contextOf(request), targetOf(request), pair.audience),
  );

  app.post(
    pair.path,
    {
      config: { access, ...(access === "public" ? { rateLimit: PUBLIC_SUBMISSIONS } : {}) },
      bodyLimit: submissionBodyLimit(app, access),
      schema: { tags, summary: pair.answer, ...parts, body: surveySubmissionSchema, response: submitted },
    },
    async (request, reply) => {
      const target = targetOf(request);
      return reply
        .code(201)
        .send(await submitSurvey(contextOf(request), target, pair.audience, request.body));
    },
  );
}
