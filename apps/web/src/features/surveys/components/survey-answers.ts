/**
 * Between the form and the API: a survey's fields as form values (keyed by field id), the
 * values as the answers the API takes, and the shared field rules as antd rules worded from
 * the catalogue.
 */
import {
  checkAnswer,
  fieldUploadExtensions,
  type Survey,
  type SurveyAnswerInput,
  type SurveyAnswerValue,
  type SurveyField,
  type SurveyRule,
  type SurveyRuleContext,
  uploadTypesText,
} from "@crest/domain";
import type { FormRule } from "antd";
import type { IntlShape } from "react-intl";

/** A chosen file, kept as the data URL it travels as (null: too large to read). */
export interface FileValue {
  name: string;
  size: number;
  dataUrl: string | null;
}

export type SurveyFormValue = string | string[] | boolean | FileValue | null | undefined;
export type SurveyFormValues = Record<string, SurveyFormValue>;

const isFileValue = (value: SurveyFormValue): value is FileValue =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A checkbox with options is a group; without, a single tick box. */
export const isCheckboxGroup = (field: SurveyField): boolean =>
  field.field.type === "checkbox" && field.field.values.length > 0;

/** What a field starts with: the profile's or default value, else the options marked selected. */
function initialValue(field: SurveyField): SurveyFormValue {
  const { type, value, values } = field.field;
  const selected = values.filter((option) => option.selected).map((option) => option.value);
  if (isCheckboxGroup(field)) return Array.isArray(value) ? value : selected;
  if (type === "checkbox" || type === "yesno") return typeof value === "boolean" ? value : undefined;
  if (type === "upload") return null;
  if (typeof value === "string") return value;
  return (type === "select" || type === "radio") && selected[0] ? selected[0] : undefined;
}

export function initialValues(survey: Survey): SurveyFormValues {
  return Object.fromEntries(
    survey.fields
      .filter((field) => field.field.type !== "section" && field.field.type !== "hidden")
      .map((field) => [field.id, initialValue(field)]),
  );
}

/** A form value as the API's answer. */
export function answerOf(field: SurveyField, value: SurveyFormValue): SurveyAnswerValue {
  if (field.field.type === "hidden") return typeof field.field.value === "string" ? field.field.value : null;
  if (value === undefined) return null;
  if (isFileValue(value)) return value.dataUrl;
  return value;
}

/** A file too large to read: the size rule, without reading it. */
const tooLarge = (value: SurveyFormValue): boolean => isFileValue(value) && value.dataUrl === null;

/** The answers of every field (sections take none). */
export function answersOf(survey: Survey, values: SurveyFormValues): SurveyAnswerInput[] {
  return survey.fields
    .filter((field) => field.field.type !== "section")
    .map((field) => ({
      fieldId: field.id,
      type: field.field.type,
      answer: answerOf(field, values[field.id]),
    }));
}

/** Message ids of the rules, listed so the message check sees them. */
export const RULE_MESSAGES: Record<SurveyRule, { id: string }> = {
  required: { id: "surveys.rule.required" },
  tenDigits: { id: "surveys.rule.tenDigits" },
  phone: { id: "surveys.rule.phone" },
  email: { id: "surveys.rule.email" },
  fiveDigitZip: { id: "surveys.rule.fiveDigitZip" },
  postalCode: { id: "surveys.rule.postalCode" },
  date: { id: "surveys.rule.date" },
  futureBirthdate: { id: "surveys.rule.futureBirthdate" },
  anniversaryBeforeYesterday: { id: "surveys.rule.anniversaryBeforeYesterday" },
  option: { id: "surveys.rule.option" },
  answerType: { id: "surveys.rule.answerType" },
  oneFile: { id: "surveys.rule.oneFile" },
  uploadType: { id: "surveys.rule.uploadType" },
  uploadSize: { id: "surveys.rule.uploadSize" },
  uploadContent: { id: "surveys.rule.uploadContent" },
  signature: { id: "surveys.rule.signature" },
  tooLong: { id: "surveys.rule.tooLong" },
  noAnswer: { id: "surveys.rule.noAnswer" },
  unknownField: { id: "surveys.rule.unknownField" },
  repeated: { id: "surveys.rule.repeated" },
};

/** The values a rule's message fills in for a field (the accepted types as a list: "png,jpg"). */
export const ruleValues = (field: SurveyField, context: SurveyRuleContext) => ({
  label: field.field.label,
  format: context.dateFormat,
  maxMegabytes: String(Math.floor(context.uploadMaxBytes / 1024 / 1024)),
  types: fieldUploadExtensions(field.field.accept).join(","),
});

/** A field's accepted file types as the member's language words them ("png, jpg or mp4"). */
export const acceptedTypesText = (field: SurveyField, intl: IntlShape): string =>
  uploadTypesText(fieldUploadExtensions(field.field.accept), intl.locale.startsWith("es") ? "es" : "en");

/** A rule's message for a field, in the member's language. */
export const ruleMessage = (
  rule: SurveyRule,
  field: SurveyField,
  context: SurveyRuleContext,
  intl: IntlShape,
) =>
  intl.formatMessage(RULE_MESSAGES[rule], {
    ...ruleValues(field, context),
    types: acceptedTypesText(field, intl),
  });

/** The shared rules of one field as an antd rule (spec-1 §5), worded in the member's language. */
export function fieldRule(field: SurveyField, context: SurveyRuleContext, intl: IntlShape): FormRule {
  return {
    validator: (_rule, value: SurveyFormValue) => {
      const issue = tooLarge(value)
        ? { fieldId: field.id, rule: "uploadSize" as const }
        : checkAnswer(field, answerOf(field, value), context);
      if (!issue) return Promise.resolve();
      const message = ruleMessage(issue.rule, field, context, intl);
      return Promise.reject(new Error(message));
    },
  };
}
