/**
 * How a survey is reached, and what that decides: which survey (by id or uid, the club's
 * guest-pass experience, an endpoint's), who answers (the signed-in customer; nobody on public
 * routes), what the answers are about, and where they are posted. A survey the club's feature
 * flags switch off, of the wrong kind for the route, private on a public route, or another
 * customer's endpoint, is a 404 like one that does not exist.
 */
import { SURVEY_CATEGORIES, type SurveyCategory, type SurveyKind } from "@crest/domain";
import { NotFoundError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { endpointsByUids } from "./endpoint-repository.ts";
import { fieldsOf, findSurvey, findSurveyById, listSurveys } from "./repository.ts";
import type { Respondent } from "./response-repository.ts";
import type { SurveyEndpointRow, SurveyFieldRow, SurveyRow } from "./tables.ts";

export type SurveyTarget =
  /** /api/surveys/{id} and /api/public/surveys/{id}: a form by id or uid. */
  | { via: "form"; ref: string }
  /** /api/surveys/experiences/{id}: an experience, optionally about a reference. */
  | { via: "experience"; ref: string; referenceId?: string | undefined }
  /** /api/surveys/experiences/guest-pass: the club's guest-pass experience, about one pass. */
  | { via: "guestPass"; referenceId: string }
  /** /api/surveys/endpoints/{uid}: a survey the customer was asked about one reference. */
  | { via: "endpoint"; uid: string }
  /** For other features (a booking's survey): a survey by id, about their reference. */
  | { via: "reference"; surveyId: string; referenceType: string; referenceId: string };

/** Public routes answer anyone and remember no one; customer routes answer as the signed-in customer. */
export type Audience = "public" | "customer";

export interface ResolvedSurvey {
  survey: SurveyRow;
  fields: SurveyFieldRow[];
  endpoint: SurveyEndpointRow | null;
  reference: { type: string; id: string } | null;
  /** Where the answers are posted (the survey's `endpoint`). */
  endpointPath: string;
  respondent: Respondent | null;
}

export const GUEST_PASS_REFERENCE = "guest_pass";
/** The reference type of an experience's answers when the survey names none. */
export const EXPERIENCE_REFERENCE = "experience";

/** The categories whose feature flag is on at the club (spec-1 §6); `general` always is. */
export function enabledCategories(context: ServiceContext): SurveyCategory[] {
  const { settings } = context.tenant.config;
  return SURVEY_CATEGORIES.filter((category) => category === "general" || settings[category]);
}

const withQuery = (path: string, referenceId: string | undefined) =>
  referenceId ? `${path}?reference_id=${encodeURIComponent(referenceId)}` : path;

function respondentOf(context: ServiceContext, audience: Audience, reference: ResolvedSurvey["reference"]) {
  if (audience === "public" || context.actor.kind !== "customer") return null;
  return {
    customerId: context.actor.customerId,
    referenceType: reference?.type ?? null,
    referenceId: reference?.id ?? null,
  };
}

/** Published, and its category's flag on: else members and visitors are told it does not exist. */
const inReach = (context: ServiceContext, survey: SurveyRow) =>
  survey.published && enabledCategories(context).includes(survey.category);

function usable(
  context: ServiceContext,
  survey: SurveyRow | undefined,
  kind: SurveyKind,
  audience: Audience,
) {
  if (!survey || survey.kind !== kind || !inReach(context, survey)) throw new NotFoundError();
  if (audience === "public" && !survey.isPublic) throw new NotFoundError();
  return survey;
}

async function located(
  context: ServiceContext,
  audience: Audience,
  target: SurveyTarget,
): Promise<Omit<ResolvedSurvey, "fields" | "respondent">> {
  const api = audience === "public" ? "/api/public/surveys" : "/api/surveys";
  switch (target.via) {
    case "form": {
      const survey = usable(context, await findSurvey(context.scope, target.ref), "form", audience);
      return { survey, endpoint: null, reference: null, endpointPath: `${api}/${survey.id}` };
    }
    case "experience": {
      const found = await findSurvey(context.scope, target.ref);
      const survey = usable(context, found, "experience", audience);
      const reference = target.referenceId
        ? { type: survey.referenceType ?? EXPERIENCE_REFERENCE, id: target.referenceId }
        : null;
      const endpointPath = withQuery(`${api}/experiences/${survey.id}`, target.referenceId);
      return { survey, endpoint: null, reference, endpointPath };
    }
    case "guestPass": {
      const [first] = await listSurveys(context.scope, {
        kind: "experience",
        categories: enabledCategories(context).filter((category) => category === "guestPass"),
        publicOnly: audience === "public",
      });
      const survey = usable(context, first, "experience", audience);
      const reference = { type: GUEST_PASS_REFERENCE, id: target.referenceId };
      const endpointPath = withQuery(`${api}/experiences/guest-pass`, target.referenceId);
      return { survey, endpoint: null, reference, endpointPath };
    }
    case "endpoint": {
      if (audience === "public" || context.actor.kind !== "customer") throw new NotFoundError();
      const [endpoint] = await endpointsByUids(context.scope, context.actor.customerId, [target.uid]);
      if (!endpoint) throw new NotFoundError();
      const found = await findSurveyById(context.scope, endpoint.surveyId);
      if (!found || !inReach(context, found)) throw new NotFoundError();
      const reference = { type: endpoint.referenceType, id: endpoint.referenceId };
      return { survey: found, endpoint, reference, endpointPath: `/api/surveys/endpoints/${endpoint.uid}` };
    }
    case "reference": {
      const found = await findSurveyById(context.scope, target.surveyId);
      if (!found || !inReach(context, found)) throw new NotFoundError();
      const reference = { type: target.referenceType, id: target.referenceId };
      return { survey: found, endpoint: null, reference, endpointPath: `/api/surveys/${found.id}` };
    }
  }
}

/** The survey a route or a feature names, with its fields, respondent and reference; 404 when out of reach. */
export async function resolveSurvey(
  context: ServiceContext,
  target: SurveyTarget,
  audience: Audience,
): Promise<ResolvedSurvey> {
  const found = await located(context, audience, target);
  const fields = (await fieldsOf(context.scope, [found.survey.id])).get(found.survey.id) ?? [];
  return { ...found, fields, respondent: respondentOf(context, audience, found.reference) };
}
