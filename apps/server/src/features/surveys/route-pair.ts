/**
 * A survey's two routes from its pair of endpoints (`surveyPair` in `@crest/domain`): GET reads
 * it, POST sends its answers; both name the survey the same way (a `SurveyTarget`).
 */
import type { Endpoint, ParamsOf, QueryOf, SurveySubmission } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { submitSurvey } from "../../flows/submit-survey.ts";
import { route } from "../../platform/endpoint-route.ts";
import { submissionBodyLimit } from "./route-parts.ts";
import { getSurvey } from "./service.ts";
import type { Audience, SurveyTarget } from "./survey-targets.ts";

/** Visitors' submissions: enough for a person filling forms, not for a script. */
const PUBLIC_SUBMISSIONS = { max: 30, timeWindow: 60_000 };

/** Registers a survey's pair; `target` names the survey from the decoded params and query. */
export function surveyRoutePair<R extends Endpoint>(
  app: FastifyInstance,
  pair: { read: R; answer: Endpoint },
  audience: Audience,
  target: (params: ParamsOf<R>, query: QueryOf<R>) => SurveyTarget,
): void {
  const access = pair.read.access === "public" ? "public" : "customer";
  // Both endpoints share the read's params and query schemas, which the wire plugin decoded.
  const targetOf = (call: { params: unknown; query: unknown }) =>
    target(call.params as ParamsOf<R>, call.query as QueryOf<R>);
  route<Endpoint>(app, pair.read, async (call) => getSurvey(call.context, targetOf(call), audience));
  route<Endpoint>(
    app,
    pair.answer,
    async (call) => submitSurvey(call.context, targetOf(call), audience, call.body as SurveySubmission),
    {
      bodyLimit: submissionBodyLimit(app, access),
      ...(access === "public" ? { config: { rateLimit: PUBLIC_SUBMISSIONS } } : {}),
    },
  );
}
