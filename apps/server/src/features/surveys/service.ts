/**
 * Reading surveys: one by the way it is reached, the club's forms, a customer's surveys and the
 * surveys of several endpoints. Each answer carries the respondent's state: whether they have
 * answered, whether they may now (the submission rule), their responses and, for data-mapped
 * fields, the values of their profile.
 */
import {
  canSubmitSurvey,
  PROFILE_DATA_MAPS,
  prefillFromProfile,
  SURVEY_UPLOAD_MAX_BYTES,
  type Survey,
  type SurveyRuleContext,
  surveyDateFormat,
  todayIn,
} from "@crest/domain";
import { NotFoundError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { type CustomerRow, getCustomer } from "../customers/index.ts";
import { endpointsOfCustomer } from "./endpoint-repository.ts";
import { findSurveyById, listSurveys } from "./repository.ts";
import { hasResponded, responsesOf } from "./response-repository.ts";
import {
  type Audience,
  enabledCategories,
  type ResolvedSurvey,
  resolveSurvey,
  type SurveyTarget,
} from "./survey-targets.ts";
import { surveyView } from "./views.ts";

/** How the club's rules read answers: its country, its date order, its today, the upload limit. */
export function ruleContextOf(context: ServiceContext, now: Date = new Date()): SurveyRuleContext {
  const { company, intl } = context.tenant.config;
  return {
    country: company.country,
    dateFormat: surveyDateFormat(intl.locale),
    today: todayIn(intl.timezone, now),
    uploadMaxBytes: Math.min(context.platform.config.uploadLimitBytes, SURVEY_UPLOAD_MAX_BYTES),
  };
}

/** The profile values of a survey's data-mapped fields, by field id. */
function prefillOf(context: ServiceContext, resolved: ResolvedSurvey, customer: CustomerRow | null) {
  const prefill = new Map<string, string | null>();
  if (!customer) return prefill;
  const { country, dateFormat } = ruleContextOf(context);
  for (const field of resolved.fields) {
    if (field.dataMap && (PROFILE_DATA_MAPS.includes(field.dataMap) || field.dataMap === "email")) {
      prefill.set(field.id, prefillFromProfile(field.dataMap, customer, { country, dateFormat }));
    }
  }
  return prefill;
}

/** The survey as its respondent sees it now. */
async function surveyWithState(
  context: ServiceContext,
  resolved: ResolvedSurvey,
  customer: CustomerRow | null,
): Promise<Survey> {
  const { survey, respondent } = resolved;
  const [hasSubmitted, responses] = respondent
    ? await Promise.all([
        hasResponded(context.scope, survey.id, respondent),
        responsesOf(context.scope, survey.id, respondent),
      ])
    : [false, []];
  return surveyView(survey, resolved.fields, {
    endpoint: resolved.endpointPath,
    reference: resolved.reference,
    hasSubmitted,
    canSubmit: canSubmitSurvey({
      open: survey.canSubmit,
      multipleResponses: survey.multipleResponses,
      hasSubmitted,
    }),
    responses,
    prefill: prefillOf(context, resolved, customer),
  });
}

const needsProfile = (resolved: ResolvedSurvey) =>
  resolved.respondent !== null && resolved.fields.some((field) => field.dataMap !== null);

async function customerFor(context: ServiceContext, resolved: ResolvedSurvey[]): Promise<CustomerRow | null> {
  const respondent = resolved.find(needsProfile)?.respondent;
  return respondent ? getCustomer(context.scope, respondent.customerId) : null;
}

/** A resolved survey as its respondent sees it now (after a submission, say). */
export const currentSurvey = async (context: ServiceContext, resolved: ResolvedSurvey): Promise<Survey> =>
  surveyWithState(context, resolved, await customerFor(context, [resolved]));

/** One survey, reached as the route names it. */
export async function getSurvey(
  context: ServiceContext,
  target: SurveyTarget,
  audience: Audience,
): Promise<Survey> {
  return currentSurvey(context, await resolveSurvey(context, target, audience));
}

async function surveysWithState(context: ServiceContext, resolved: ResolvedSurvey[]): Promise<Survey[]> {
  const customer = await customerFor(context, resolved);
  return Promise.all(resolved.map((one) => surveyWithState(context, one, customer)));
}

/** Whether `surveyId` is a form of this club answered from `referenceType` (an event's waitlist…). */
export async function isFormFor(
  context: ServiceContext,
  surveyId: string,
  referenceType: string,
): Promise<boolean> {
  const survey = await findSurveyById(context.scope, surveyId);
  return survey?.referenceType === referenceType;
}

/** Whether `surveyId` is one of this club's forms (another club's reads as missing). */
export const isClubSurvey = async (context: ServiceContext, surveyId: string): Promise<boolean> =>
  (await findSurveyById(context.scope, surveyId)) !== undefined;

/** Whether the signed-in customer is an active member, whom forms for visitors and applicants are not for. */
async function isActiveMember(context: ServiceContext): Promise<boolean> {
  if (context.actor.kind !== "customer") return false;
  const { customerId } = context.actor;
  const standing =
    context.customerStanding ??
    (await context.platform.standing.load(context.scope, [customerId])).get(customerId);
  return standing?.isMember ?? false;
}

/**
 * The club's standalone forms (no reference of their own) in the enabled categories; an active
 * member is not offered the forms meant for visitors or new applicants (issue 24).
 */
async function standaloneForms(context: ServiceContext, audience: Audience): Promise<ResolvedSurvey[]> {
  const rows = await listSurveys(context.scope, {
    kind: "form",
    categories: enabledCategories(context),
    publicOnly: audience === "public",
  });
  const member = audience === "customer" && (await isActiveMember(context));
  return Promise.all(
    rows
      .filter((row) => row.referenceType === null)
      .filter((row) => !member || row.audience === "everyone")
      .map((row) => resolveSurvey(context, { via: "form", ref: row.id }, audience)),
  );
}

/** GET /api/surveys: the forms a signed-in customer can open. */
export async function listForms(context: ServiceContext): Promise<Survey[]> {
  return surveysWithState(context, await standaloneForms(context, "customer"));
}

/** The customer's endpoints' surveys; others' uids, and surveys the club switched off, are left out. */
async function endpointSurveys(context: ServiceContext, uids: readonly string[]): Promise<ResolvedSurvey[]> {
  const resolved = await Promise.all(
    uids.map((uid) =>
      resolveSurvey(context, { via: "endpoint", uid }, "customer").catch((error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      }),
    ),
  );
  return resolved.filter((one) => one !== null);
}

/** The surveys of several of the customer's endpoints, in the order asked (spec: lists by uids). */
export async function surveysOfEndpoints(
  context: ServiceContext,
  uids: readonly string[],
): Promise<Survey[]> {
  return surveysWithState(context, await endpointSurveys(context, uids));
}

/** GET /api/account/surveys: the club's forms and the surveys the customer was asked to answer. */
export async function accountSurveys(context: ServiceContext): Promise<Survey[]> {
  if (context.actor.kind !== "customer") return [];
  const forms = await standaloneForms(context, "customer");
  const endpoints = await endpointsOfCustomer(context.scope, context.actor.customerId);
  const asked = await endpointSurveys(
    context,
    endpoints.map((endpoint) => endpoint.uid),
  );
  return surveysWithState(context, [...forms, ...asked]);
}

/**
 * The club's guest-pass experience (the first experience of the guestPass category, while the
 * club has guest passes on), which a guest answers from their pass's link; null when none.
 */
export async function guestPassExperienceId(context: ServiceContext): Promise<string | null> {
  const categories = enabledCategories(context).filter((category) => category === "guestPass");
  const [first] = await listSurveys(context.scope, { kind: "experience", categories });
  return first?.id ?? null;
}
