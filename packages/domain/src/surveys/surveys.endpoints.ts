/**
 * Surveys' endpoints (spec-1 §7): the signed-in customer's under /api/surveys and
 * /api/account/surveys, visitors' under /api/public/surveys, and the staff's view. Lists by
 * endpoint uids, an endpoint by uid and file downloads are paths of ours (spec: "paths not
 * shown"). A survey is read and answered at the same path: its pair of endpoints.
 */
import { z } from "zod";
import { type Access, defineEndpoint } from "../common/endpoint.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import { staffSurveyInputSchema } from "./survey-definition.schemas.ts";
import {
  experienceIdParamsSchema,
  experienceQuerySchema,
  guestPassExperienceQuerySchema,
  staffSurveyResponseSchema,
  staffSurveySchema,
  staffSurveysQuerySchema,
  surveyEndpointParamsSchema,
  surveyEndpointUidsQuerySchema,
  surveyIdParamsSchema,
  surveySchema,
  surveySubmissionResultSchema,
  surveySubmissionSchema,
  surveySummarySchema,
  surveyUploadParamsSchema,
} from "./surveys.schemas.ts";

const tags = ["surveys"];
const reads = [400, 401, 404] as const;
const writes = [...reads, 403, 409, 413, 429] as const;
const fileSchema = z.string().meta({ format: "binary", description: "The file itself" });
/** The parameters or query of a path that has none. */
const noParts = z.object({});
const customer = { access: "customer", tags, errors: reads } as const;

/** A survey's two endpoints: GET reads it, POST sends its answers, with the same path, params and query. */
function surveyPair<const P extends string, Params extends z.ZodType, Query extends z.ZodType>(pair: {
  path: P;
  access: Extract<Access, "public" | "customer">;
  params: Params;
  query: Query;
  read: string;
  answer: string;
}) {
  const common = { path: pair.path, access: pair.access, tags, params: pair.params, query: pair.query };
  return {
    read: defineEndpoint({
      ...common,
      method: "GET",
      summary: pair.read,
      answer: surveySchema,
      errors: reads,
    }),
    answer: defineEndpoint({
      ...common,
      method: "POST",
      summary: pair.answer,
      body: surveySubmissionSchema,
      answer: surveySubmissionResultSchema,
      status: 201,
      errors: writes,
    }),
  };
}

export const surveyEndpoints = {
  forms: defineEndpoint({
    ...customer,
    method: "GET",
    path: "/api/surveys",
    summary: "The club's forms the member can open",
    answer: z.array(surveySchema),
  }),
  ofEndpoints: defineEndpoint({
    ...customer,
    method: "GET",
    path: "/api/surveys/endpoints",
    summary: "The surveys of several of the member's survey endpoints (?uids=a,b), in that order",
    query: surveyEndpointUidsQuerySchema,
    answer: z.array(surveySchema),
  }),
  endpoint: surveyPair({
    path: "/api/surveys/endpoints/:endpointUid",
    access: "customer",
    params: surveyEndpointParamsSchema,
    query: noParts,
    read: "The survey of one of the member's endpoints",
    answer: "Send the answers of an endpoint's survey (about its reference)",
  }),
  guestPass: surveyPair({
    path: "/api/surveys/experiences/guest-pass",
    access: "customer",
    params: noParts,
    query: guestPassExperienceQuerySchema,
    read: "The club's guest-pass experience, about one guest pass",
    answer: "Answer the guest-pass experience about one guest pass",
  }),
  experience: surveyPair({
    path: "/api/surveys/experiences/:experienceId",
    access: "customer",
    params: experienceIdParamsSchema,
    query: experienceQuerySchema,
    read: "An experience, optionally about a reference",
    answer: "Answer an experience, optionally about a reference",
  }),
  upload: defineEndpoint({
    ...customer,
    method: "GET",
    path: "/api/surveys/uploads/:uploadId",
    summary: "A file the member uploaded with their answers",
    params: surveyUploadParamsSchema,
    answer: fileSchema,
  }),
  form: surveyPair({
    path: "/api/surveys/:surveyId",
    access: "customer",
    params: surveyIdParamsSchema,
    query: noParts,
    read: "A form, by id or uid",
    answer: "Submit a form: an array of {field_id, type, answer}; files as data URLs",
  }),
  account: defineEndpoint({
    ...customer,
    method: "GET",
    path: "/api/account/surveys",
    summary:
      "The member's surveys: the club's forms and those they were asked to answer, with their responses",
    answer: z.array(surveySchema),
  }),
};

/** Surveys for visitors: public forms and experiences, no session needed. */
export const publicSurveyEndpoints = {
  experience: surveyPair({
    path: "/api/public/surveys/experiences/:experienceId",
    access: "public",
    params: experienceIdParamsSchema,
    query: experienceQuerySchema,
    read: "A public experience, optionally about a reference (no session needed)",
    answer: "Answer a public experience (no session needed)",
  }),
  form: surveyPair({
    path: "/api/public/surveys/:surveyId",
    access: "public",
    params: surveyIdParamsSchema,
    query: noParts,
    read: "A public form, by id or uid (no session needed)",
    answer: "Submit a public form (no session needed); files as data URLs",
  }),
};

/** The staff's view of their club's surveys: the list with response counts, responses, uploaded files. */
const staff = { access: "staff", tags: ["admin"], method: "GET", errors: reads } as const;

export const staffSurveyEndpoints = {
  list: defineEndpoint({
    ...staff,
    path: "/admin/api/surveys",
    summary:
      "The selected company's surveys with their response counts (paginated; search in the name; sort oldest, newest or name)",
    query: staffSurveysQuerySchema,
    answer: z.array(surveySummarySchema),
  }),
  responses: defineEndpoint({
    ...staff,
    path: "/admin/api/surveys/:surveyId/responses",
    summary: "A survey's responses, newest first (paginated); files as links",
    params: surveyIdParamsSchema,
    query: pageQuerySchema,
    answer: z.array(staffSurveyResponseSchema),
  }),
  upload: defineEndpoint({
    ...staff,
    path: "/admin/api/surveys/uploads/:uploadId",
    summary: "A file uploaded with a survey response",
    params: surveyUploadParamsSchema,
    answer: fileSchema,
  }),
};

/**
 * The form builder (issue 32 item 7): create, read and save a survey with its fields, publish
 * and unpublish it (managers and owners; viewers read), and its responses as a CSV download.
 */
const builder = { access: "staff", tags: ["admin"], errors: [...reads, 409] } as const;

export const staffSurveyBuilderEndpoints = {
  get: defineEndpoint({
    ...builder,
    method: "GET",
    path: "/admin/api/surveys/:surveyId",
    summary:
      "One survey of the club with its fields in order and each field's answer count (the form builder's)",
    params: surveyIdParamsSchema,
    answer: staffSurveySchema,
  }),
  create: defineEndpoint({
    ...builder,
    method: "POST",
    path: "/admin/api/surveys",
    summary: "Create a survey with its fields, unpublished (uid taken: 409 survey_uid_taken)",
    body: staffSurveyInputSchema,
    answer: staffSurveySchema,
    status: 201,
  }),
  save: defineEndpoint({
    ...builder,
    method: "PUT",
    path: "/admin/api/surveys/:surveyId",
    summary:
      "Save a survey's settings and fields in order: fields with an id are changed in place, those without are added, those left out are removed; an answered field cannot be removed or change type (409 survey_field_answered)",
    params: surveyIdParamsSchema,
    body: staffSurveyInputSchema,
    answer: staffSurveySchema,
  }),
  publish: defineEndpoint({
    ...builder,
    method: "POST",
    path: "/admin/api/surveys/:surveyId/publish",
    summary: "Publish a survey: members (and visitors, if public) can open it",
    params: surveyIdParamsSchema,
    answer: staffSurveySchema,
  }),
  unpublish: defineEndpoint({
    ...builder,
    method: "POST",
    path: "/admin/api/surveys/:surveyId/unpublish",
    summary: "Unpublish a survey: it is a 404 to members and visitors; its responses are kept",
    params: surveyIdParamsSchema,
    answer: staffSurveySchema,
  }),
  exportResponses: defineEndpoint({
    ...builder,
    errors: reads,
    method: "GET",
    path: "/admin/api/surveys/:surveyId/responses/export",
    summary:
      "Every response of a survey as CSV (UTF-8 with a byte order mark), oldest first, a column per field",
    params: surveyIdParamsSchema,
    answer: z.string().meta({ format: "binary", description: "text/csv" }),
  }),
};
