/**
 * Surveys (spec-1 §3 Survey, Survey endpoint, Survey field; §7 Surveys): the forms a club asks
 * its members and visitors to fill, their fields, the answers and the endpoints answers are
 * sent to. What the spec does not show (category, kind, public) is ours; see
 * docs/decisions/surveys.md.
 */
import { z } from "zod";
import { dateTimeSchema } from "../common/date-time.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import { dataUrlLength, SURVEY_UPLOAD_EXTENSIONS, SURVEY_UPLOAD_MAX_BYTES } from "./survey-uploads.ts";

/** spec-1 §3 field types. */
export const SURVEY_FIELD_TYPES = [
  "text",
  "password",
  "hidden",
  "upload",
  "textarea",
  "select",
  "radio",
  "checkbox",
  "yesno",
  "section",
  "datetime",
  "canvas",
] as const;
export const surveyFieldTypeSchema = z.enum(SURVEY_FIELD_TYPES);
export type SurveyFieldType = z.infer<typeof surveyFieldTypeSchema>;

/** spec-1 §3 widths, on a 24-column grid. */
export const SURVEY_FIELD_WIDTHS = ["1of4", "2of4", "3of4", "4of4", "1of3", "2of3", "3of3"] as const;
export const surveyFieldWidthSchema = z.enum(SURVEY_FIELD_WIDTHS);
export type SurveyFieldWidth = z.infer<typeof surveyFieldWidthSchema>;

/** How many of the grid's 24 columns each width takes. */
export const SURVEY_WIDTH_SPANS: Record<SurveyFieldWidth, number> = {
  "1of4": 6,
  "2of4": 12,
  "3of4": 18,
  "4of4": 24,
  "1of3": 8,
  "2of3": 16,
  "3of3": 24,
};

/**
 * What a field's data map may name. The spec-1 §5 rule keys (mobile_number, phone_number,
 * email, cc_email, zip_code, birthdate, anniversary_date) give their field a format rule; the
 * profile attributes among them are prefilled from the account and written back on submit
 * (see `PROFILE_DATA_MAPS`).
 */
export const SURVEY_DATA_MAPS = [
  "first_name",
  "middle_name",
  "last_name",
  "email",
  "cc_email",
  "mobile_number",
  "phone_number",
  "birthdate",
  "anniversary_date",
  "company_name",
  "company_title",
  "address",
  "address2",
  "city",
  "zip_code",
  "website",
] as const;
export const surveyDataMapSchema = z.enum(SURVEY_DATA_MAPS);
export type SurveyDataMap = z.infer<typeof surveyDataMapSchema>;

/**
 * The data maps that write the profile back. `email` is only prefilled: changing the sign-in
 * address goes through the profile, which re-verifies it. `cc_email` is a copy address, not the
 * member's.
 */
export const PROFILE_DATA_MAPS: readonly SurveyDataMap[] = SURVEY_DATA_MAPS.filter(
  (map) => map !== "email" && map !== "cc_email",
);

/** The field types that take a typed answer a data map can fill. */
export const DATA_MAPPABLE_TYPES: readonly SurveyFieldType[] = ["text", "hidden", "textarea", "datetime"];

/**
 * Which portal feature a survey serves. The last five are gated by the club's feature flags
 * of the same name (spec-1 §6); `general` is always on.
 */
export const SURVEY_CATEGORIES = [
  "general",
  "registration",
  "nomination",
  "personalDetails",
  "contact",
  "guestPass",
] as const;
export const surveyCategorySchema = z.enum(SURVEY_CATEGORIES);
export type SurveyCategory = z.infer<typeof surveyCategorySchema>;

/**
 * A form is answered on its own; an experience is answered about something the member had
 * (a guest pass, a visit): each response records the reference it is about.
 */
export const SURVEY_KINDS = ["form", "experience"] as const;

/**
 * Whom a standalone form is for (issue 24): everyone, or only visitors or new applicants, whom
 * an active member is not (such forms are never offered on a member's account).
 */
export const SURVEY_AUDIENCES = ["everyone", "visitors", "applicants"] as const;
export const surveyAudienceSchema = z.enum(SURVEY_AUDIENCES);
export type SurveyAudience = z.infer<typeof surveyAudienceSchema>;
export const surveyKindSchema = z.enum(SURVEY_KINDS);
export type SurveyKind = z.infer<typeof surveyKindSchema>;

/** An answer: text, the chosen values of a checkbox group, a yes/no or a single checkbox, or none. */
export const surveyAnswerValueSchema = z.union([z.string(), z.array(z.string()), z.boolean(), z.null()]);
export type SurveyAnswerValue = z.infer<typeof surveyAnswerValueSchema>;

export const surveyOptionSchema = z.object({
  text: z.string(),
  value: z.string(),
  selected: z.boolean(),
});
export type SurveyOption = z.infer<typeof surveyOptionSchema>;

/** spec-1 §3 Survey field: its id and data map, the field's definition under `field`. */
export const surveyFieldSchema = z.object({
  id: z.string(),
  dataMap: surveyDataMapSchema.nullable(),
  field: z.object({
    type: surveyFieldTypeSchema,
    label: z.string(),
    placeholder: z.string().nullable(),
    help: z.string().nullable(),
    /** The default value; for a data-mapped field of a signed-in member, the profile's value. */
    value: surveyAnswerValueSchema,
    values: z.array(surveyOptionSchema),
    required: z.boolean(),
    style: z.object({ width: surveyFieldWidthSchema }),
    /** An upload field's own file types (extensions); empty for every type of spec-1 §5. */
    accept: z.array(z.enum(SURVEY_UPLOAD_EXTENSIONS)),
  }),
});
export type SurveyField = z.infer<typeof surveyFieldSchema>;

/** spec-1 §3: answers are {field_id, type, answer}. Upload answers come back as links. */
export const surveyAnswerSchema = z.object({
  fieldId: z.string(),
  type: surveyFieldTypeSchema,
  answer: surveyAnswerValueSchema,
});
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

export const surveyResponseSchema = z.object({
  id: z.string(),
  surveyId: z.string(),
  createdOn: dateTimeSchema,
  referenceType: z.string().nullable(),
  referenceId: z.string().nullable(),
  answers: z.array(surveyAnswerSchema),
});
export type SurveyResponse = z.infer<typeof surveyResponseSchema>;

/** spec-1 §3 Survey, plus our category, kind and public flag. */
export const surveySchema = z.object({
  id: z.string(),
  uid: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  businessId: z.string().nullable(),
  /** The submit button's wording for a first response (the portal's 'Submit' when null). */
  buttonCreate: z.string().nullable(),
  /** The submit button's wording when answering again. */
  buttonEdit: z.string().nullable(),
  hasSubmitted: z.boolean(),
  /** Whether this respondent may submit now (see `canSubmitSurvey`). */
  canSubmit: z.boolean(),
  hasRequiredFields: z.boolean(),
  confirmationHeader: z.string().nullable(),
  confirmationText: z.string().nullable(),
  multipleResponses: z.boolean(),
  referenceId: z.string().nullable(),
  referenceType: z.string().nullable(),
  createdOn: dateTimeSchema,
  /** Where this survey's answers are posted (an API path of this portal). */
  endpoint: z.string(),
  fields: z.array(surveyFieldSchema),
  /** The respondent's own earlier responses, newest first (none for visitors). */
  responses: z.array(surveyResponseSchema),
  category: surveyCategorySchema,
  kind: surveyKindSchema,
  isPublic: z.boolean(),
});
export type Survey = z.infer<typeof surveySchema>;

/** spec-1 §3 Survey endpoint: a survey to answer about one reference (an order item, a booking). */
export const surveyEndpointSchema = z.object({
  id: z.string(),
  uid: z.string(),
  endpoint: z.string(),
  referenceType: z.string(),
  referenceId: z.string(),
  surveyId: z.string(),
});
export type SurveyEndpoint = z.infer<typeof surveyEndpointSchema>;

/** A data URL of the largest accepted file fits; nothing longer is read. */
export const SURVEY_ANSWER_MAX_LENGTH = dataUrlLength(SURVEY_UPLOAD_MAX_BYTES);

export const surveyAnswerInputSchema = z
  .object({
    fieldId: z.uuid(),
    type: surveyFieldTypeSchema,
    answer: z.union([
      z.string().max(SURVEY_ANSWER_MAX_LENGTH),
      z.array(z.string().max(500)).max(100),
      z.boolean(),
      z.null(),
    ]),
  })
  .strict();
export type SurveyAnswerInput = z.infer<typeof surveyAnswerInputSchema>;

/** POST body of every submission route: an array of {field_id, type, answer} (spec-1 §7). */
export const surveySubmissionSchema = z.array(surveyAnswerInputSchema).max(200);
export type SurveySubmission = z.infer<typeof surveySubmissionSchema>;

/** A successful submission: the stored response and the survey as it now stands. */
export const surveySubmissionResultSchema = z.object({
  survey: surveySchema,
  response: surveyResponseSchema,
});
export type SurveySubmissionResult = z.infer<typeof surveySubmissionResultSchema>;

/** Route segments that sit beside /api/surveys/{id}: no survey uid may take them. */
const RESERVED_UIDS = new Set(["endpoints", "experiences", "uploads", "guest-pass"]);

/** A survey's uid: 3 to 40 lower-case letters, digits and inner hyphens, none of the reserved. */
export const surveyUidSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/)
  .refine((uid) => !RESERVED_UIDS.has(uid));

/** A survey named by its id or its uid (a uuid is also a valid uid, and is looked up as both). */
export const surveyRefSchema = z.union([z.uuid(), surveyUidSchema]);

export const surveyIdParamsSchema = z.object({ surveyId: surveyRefSchema });
export const experienceIdParamsSchema = z.object({ experienceId: surveyRefSchema });
export const surveyEndpointUidSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
export const surveyEndpointParamsSchema = z.object({ endpointUid: surveyEndpointUidSchema });
export const surveyUploadParamsSchema = z.object({ uploadId: z.uuid() });

const referenceIdSchema = z.string().trim().min(1).max(100);

/** Experiences take the reference the answers are about (spec-1 §7: reference_id). */
export const experienceQuerySchema = z.object({ referenceId: referenceIdSchema.optional() });
export const guestPassExperienceQuerySchema = z.object({ referenceId: referenceIdSchema });

/** Survey lists by endpoint uids: `?uids=a,b,c`, in that order. */
export const surveyEndpointUidsQuerySchema = z.object({
  uids: z
    .string()
    .transform((text) => text.split(",").map((uid) => uid.trim()))
    .pipe(z.array(surveyEndpointUidSchema).min(1).max(20)),
});

/** A survey in the staff's list: what it is and how many responses it has. */
export const surveySummarySchema = z.object({
  id: z.string(),
  uid: z.string(),
  name: z.string(),
  category: surveyCategorySchema,
  kind: surveyKindSchema,
  isPublic: z.boolean(),
  canSubmit: z.boolean(),
  multipleResponses: z.boolean(),
  /** Whether members and visitors can reach it; the form builder's new forms start unpublished. */
  published: z.boolean(),
  responseCount: z.number().int(),
  createdOn: dateTimeSchema,
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;

/** A response as staff read it: who answered (null for a visitor), file answers as staff links. */
export const staffSurveyResponseSchema = surveyResponseSchema.extend({ customerId: z.string().nullable() });
export type StaffSurveyResponse = z.infer<typeof staffSurveyResponseSchema>;

/** A field as the form builder edits it, with how many answers it has (an answered field stays). */
export const staffSurveyFieldSchema = z.object({
  id: z.string(),
  type: surveyFieldTypeSchema,
  label: z.string(),
  placeholder: z.string().nullable(),
  help: z.string().nullable(),
  defaultValue: surveyAnswerValueSchema,
  values: z.array(surveyOptionSchema),
  required: z.boolean(),
  width: surveyFieldWidthSchema,
  dataMap: surveyDataMapSchema.nullable(),
  accept: z.array(z.enum(SURVEY_UPLOAD_EXTENSIONS)),
  answerCount: z.number().int(),
});
export type StaffSurveyField = z.infer<typeof staffSurveyFieldSchema>;

/** A survey as the form builder edits it: its settings, whether it is published, its fields in order. */
export const staffSurveySchema = z.object({
  id: z.string(),
  uid: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: surveyCategorySchema,
  kind: surveyKindSchema,
  audience: surveyAudienceSchema,
  isPublic: z.boolean(),
  multipleResponses: z.boolean(),
  canSubmit: z.boolean(),
  buttonCreate: z.string().nullable(),
  buttonEdit: z.string().nullable(),
  confirmationHeader: z.string().nullable(),
  confirmationText: z.string().nullable(),
  /** What code attached the survey to (the builder keeps it). */
  referenceType: z.string().nullable(),
  referenceId: z.string().nullable(),
  published: z.boolean(),
  responseCount: z.number().int(),
  createdOn: dateTimeSchema,
  fields: z.array(staffSurveyFieldSchema),
});
export type StaffSurvey = z.infer<typeof staffSurveySchema>;

/** The staff's list of surveys: a page, the name containing `search`, oldest first (or newest, or by name). */
export const staffSurveysQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  sort: z.enum(["oldest", "newest", "name"]).default("oldest"),
});
export type StaffSurveysQuery = z.infer<typeof staffSurveysQuerySchema>;
