/**
 * A survey as a club defines it: what the demo seed, other features' fixtures and (later) the
 * staff editor create. Parsing fills the defaults and refuses definitions the renderer or the
 * rules could not honour (a select without options, a data map on a signature).
 */
import { z } from "zod";
import { SURVEY_MAX_FILE_FIELDS, SURVEY_UPLOAD_EXTENSIONS } from "./survey-uploads.ts";
import {
  DATA_MAPPABLE_TYPES,
  type SurveyFieldType,
  surveyAnswerValueSchema,
  surveyAudienceSchema,
  surveyCategorySchema,
  surveyDataMapSchema,
  surveyFieldTypeSchema,
  surveyFieldWidthSchema,
  surveyKindSchema,
  surveyUidSchema,
} from "./surveys.schemas.ts";

const CHOICE_TYPES: readonly SurveyFieldType[] = ["select", "radio"];
const FILE_TYPES: readonly SurveyFieldType[] = ["upload", "canvas"];

const surveyFieldShape = z.object({
  type: surveyFieldTypeSchema,
  label: z.string().trim().min(1).max(300),
  placeholder: z.string().max(200).nullable().default(null),
  help: z.string().max(1000).nullable().default(null),
  defaultValue: surveyAnswerValueSchema.default(null),
  values: z
    .array(
      z.object({
        text: z.string().min(1).max(200),
        value: z.string().min(1).max(200),
        selected: z.boolean().default(false),
      }),
    )
    .max(100)
    .default([]),
  required: z.boolean().default(false),
  width: surveyFieldWidthSchema.default("4of4"),
  dataMap: surveyDataMapSchema.nullable().default(null),
  /** An upload field's own file types; empty takes every type of spec-1 §5. */
  accept: z.array(z.enum(SURVEY_UPLOAD_EXTENSIONS)).default([]),
});

/** What the renderer and the rules need of a field's definition. */
function checkField(field: z.infer<typeof surveyFieldShape>, context: z.RefinementCtx) {
  if (CHOICE_TYPES.includes(field.type) && field.values.length === 0) {
    context.addIssue({ code: "custom", path: ["values"], message: "A choice needs its options" });
  }
  if (field.dataMap && !DATA_MAPPABLE_TYPES.includes(field.type)) {
    context.addIssue({ code: "custom", path: ["dataMap"], message: "Only typed fields take a data map" });
  }
  if (field.type === "section" && field.required) {
    context.addIssue({ code: "custom", path: ["required"], message: "A section takes no answer" });
  }
}

export const surveyFieldDefinitionSchema = surveyFieldShape.superRefine(checkField);
export type SurveyFieldDefinition = z.infer<typeof surveyFieldDefinitionSchema>;
export type SurveyFieldDefinitionInput = z.input<typeof surveyFieldDefinitionSchema>;

const surveySettingsShape = z.object({
  uid: surveyUidSchema,
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000).nullable().default(null),
  category: surveyCategorySchema.default("general"),
  kind: surveyKindSchema.default("form"),
  audience: surveyAudienceSchema.default("everyone"),
  isPublic: z.boolean().default(false),
  multipleResponses: z.boolean().default(false),
  /** Staff's switch: false closes the survey to every respondent. */
  canSubmit: z.boolean().default(true),
  buttonCreate: z.string().max(60).nullable().default(null),
  buttonEdit: z.string().max(60).nullable().default(null),
  confirmationHeader: z.string().max(200).nullable().default(null),
  confirmationText: z.string().max(2000).nullable().default(null),
  referenceType: z.string().max(60).nullable().default(null),
  referenceId: z.string().max(100).nullable().default(null),
  businessId: z.string().max(100).nullable().default(null),
});

/** A form takes at most so many files. */
function checkFields(survey: { fields: { type: SurveyFieldType }[] }, context: z.RefinementCtx) {
  const files = survey.fields.filter((field) => FILE_TYPES.includes(field.type)).length;
  if (files > SURVEY_MAX_FILE_FIELDS) {
    context.addIssue({
      code: "custom",
      path: ["fields"],
      message: `A form takes at most ${SURVEY_MAX_FILE_FIELDS} uploads and signatures`,
    });
  }
}

export const surveyDefinitionSchema = surveySettingsShape
  .extend({ fields: z.array(surveyFieldDefinitionSchema).min(1).max(100) })
  .superRefine(checkFields);
export type SurveyDefinition = z.infer<typeof surveyDefinitionSchema>;
export type SurveyDefinitionInput = z.input<typeof surveyDefinitionSchema>;

/**
 * A field as the staff's form builder sends it: its id when it exists already (kept, with its
 * answers), none for a new one.
 */
export const staffSurveyFieldInputSchema = surveyFieldShape
  .extend({ id: z.uuid().optional() })
  .superRefine(checkField);
export type StaffSurveyFieldInput = z.input<typeof staffSurveyFieldInputSchema>;

/**
 * A survey as the form builder creates or saves it: the settings and the fields in order. What
 * code attaches a survey to (its reference, business) is not the builder's, and is kept.
 */
export const staffSurveyInputSchema = surveySettingsShape
  .omit({ referenceType: true, referenceId: true, businessId: true })
  .extend({ fields: z.array(staffSurveyFieldInputSchema).min(1).max(100) })
  .superRefine(checkFields);
export type StaffSurveyInput = z.input<typeof staffSurveyInputSchema>;
export type StaffSurveyDefinition = z.infer<typeof staffSurveyInputSchema>;
