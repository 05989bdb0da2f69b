/**
 * The survey field rules (spec-1 §5 Survey fields), one code for the form and the server: the
 * form runs `checkAnswer` on each field as the member types, the server runs `checkSubmission`
 * on what arrives and refuses anything it finds. Rules answer an issue (a rule and the values
 * its message needs), never wording: the server words it with `surveyRuleMessage` in the
 * club's language, the web with its catalogue.
 */
import type { CountryCode } from "libphonenumber-js/min";
import { isValidPostalCode } from "../common/address.ts";
import { isEmail, isValidPhone } from "../common/rules.ts";
import { dayBefore, parseSurveyDate, type SurveyDateFormat } from "./survey-dates.ts";
import { PROFILE_TEXT_LIMITS } from "./survey-profile.ts";
import {
  contentMatchesType,
  decodedLength,
  fieldUploadExtensions,
  isSurveyUploadType,
  parseDataUrl,
  SURVEY_UPLOAD_TYPES,
  type SurveyUploadType,
  uploadTypeOfName,
} from "./survey-uploads.ts";
import type { SurveyAnswerValue, SurveyDataMap, SurveyField, SurveyFieldType } from "./surveys.schemas.ts";

export const SURVEY_RULES = [
  "required",
  "tenDigits",
  "phone",
  "email",
  "fiveDigitZip",
  "postalCode",
  "date",
  "futureBirthdate",
  "anniversaryBeforeYesterday",
  "option",
  "answerType",
  "oneFile",
  "uploadType",
  "uploadSize",
  "uploadContent",
  "signature",
  "tooLong",
  "noAnswer",
  "unknownField",
  "repeated",
] as const;
export type SurveyRule = (typeof SURVEY_RULES)[number];

export interface SurveyIssue {
  fieldId: string;
  rule: SurveyRule;
  /** What the message needs: the field's label, the date format, the size limit in MB. */
  values: { label: string; format?: string; maxMegabytes?: string; types?: string };
}

export interface SurveyRuleContext {
  /** The club's country (ISO 3166 alpha-2): US rules for "US" or none, the country's otherwise. */
  country: string | null;
  dateFormat: SurveyDateFormat;
  /** Today in the club's time zone (YYYY-MM-DD). */
  today: string;
  uploadMaxBytes: number;
}

/** What a rule needs of a field: the view's shape, so the form passes its fields as they come. */
export type SurveyRuleField = Pick<SurveyField, "id" | "dataMap"> & {
  field: Pick<SurveyField["field"], "type" | "label" | "required" | "values"> &
    Partial<Pick<SurveyField["field"], "accept">>;
};

const TEXT_LIMITS: Partial<Record<SurveyFieldType, number>> = {
  text: 1000,
  password: 200,
  hidden: 1000,
  textarea: 10_000,
  datetime: 10,
  select: 200,
  radio: 200,
};

const isUnitedStates = (country: string | null): boolean => !country || country.toUpperCase() === "US";

/** A checkbox with options is a group (several values); without, a single tick box (true/false). */
const isCheckboxGroup = (field: SurveyRuleField): boolean =>
  field.field.type === "checkbox" && field.field.values.length > 0;

/** The answer's shape fits the field's type (null always does: it means "not answered"). */
function fitsType(field: SurveyRuleField, answer: SurveyAnswerValue): boolean {
  if (answer === null) return true;
  switch (field.field.type) {
    case "section":
      return false;
    case "yesno":
      return typeof answer === "boolean";
    case "checkbox":
      return isCheckboxGroup(field) ? Array.isArray(answer) : typeof answer === "boolean";
    default:
      return typeof answer === "string";
  }
}

/** Nothing given: null, blank text, no boxes ticked, an unticked single checkbox ("No" is an answer). */
export function isBlankAnswer(type: SurveyFieldType, answer: SurveyAnswerValue | undefined): boolean {
  if (answer === undefined || answer === null) return true;
  if (answer === false) return type === "checkbox";
  if (typeof answer === "string") return answer.trim() === "";
  if (Array.isArray(answer)) return answer.length === 0;
  return false;
}

/** The format rule a data map adds to a typed answer (spec-1 §5), for the club's country. */
function dataMapRule(map: SurveyDataMap, text: string, context: SurveyRuleContext): SurveyRule | null {
  const limit = PROFILE_TEXT_LIMITS[map];
  if (limit !== undefined && text.trim().length > limit) return "tooLong";
  const us = isUnitedStates(context.country);
  switch (map) {
    case "mobile_number":
    case "phone_number":
      if (us) return /^\d{10}$/.test(text.replace(/[\s().-]/g, "")) ? null : "tenDigits";
      return isValidPhone(text, (context.country ?? "US").toUpperCase() as CountryCode) ? null : "phone";
    case "email":
    case "cc_email":
      return isEmail(text) ? null : "email";
    case "zip_code":
      if (us) return /^\d{5}$/.test(text.trim()) ? null : "fiveDigitZip";
      return isValidPostalCode(text, context.country) ? null : "postalCode";
    default:
      return null;
  }
}

/** A datetime answer: a real day in the club's format; birthdates not after today, anniversaries not before yesterday. */
function dateRule(field: SurveyRuleField, text: string, context: SurveyRuleContext): SurveyRule | null {
  const day = parseSurveyDate(text, context.dateFormat);
  if (!day) return "date";
  if (field.dataMap === "birthdate" && day > context.today) return "futureBirthdate";
  if (field.dataMap === "anniversary_date" && day < dayBefore(context.today)) {
    return "anniversaryBeforeYesterday";
  }
  return null;
}

/** An upload: one data URL of an accepted type (its name's extension agreeing), within the size limit. */
function uploadRule(field: SurveyRuleField, text: string, context: SurveyRuleContext): SurveyRule | null {
  const file = parseDataUrl(text);
  if (!file || !isSurveyUploadType(file.type)) return "uploadType";
  if (file.name && uploadTypeOfName(file.name) !== file.type) return "uploadType";
  // The field's own types, when it names them: its declared type must be one of them.
  const accepted = fieldUploadExtensions(field.field.accept).map((ext) => SURVEY_UPLOAD_TYPES[ext]);
  if (!accepted.includes(file.type)) return "uploadType";
  return decodedLength(file.base64) > context.uploadMaxBytes ? "uploadSize" : null;
}

/** A drawn signature: a PNG data URL within the size limit. */
function signatureRule(text: string, context: SurveyRuleContext): SurveyRule | null {
  const image = parseDataUrl(text);
  if (image?.type !== "image/png") return "signature";
  return decodedLength(image.base64) > context.uploadMaxBytes ? "uploadSize" : null;
}

function valueRule(field: SurveyRuleField, answer: SurveyAnswerValue, context: SurveyRuleContext) {
  const { type, values } = field.field;
  const options = new Set(values.map((option) => option.value));
  if (Array.isArray(answer)) {
    if (new Set(answer).size !== answer.length) return "option";
    return answer.every((value) => options.has(value)) ? null : "option";
  }
  if (typeof answer !== "string") return null;
  const limit = TEXT_LIMITS[type];
  if (limit !== undefined && answer.length > limit) return "tooLong";
  switch (type) {
    case "select":
    case "radio":
      return options.has(answer) ? null : "option";
    case "upload":
      return uploadRule(field, answer, context);
    case "canvas":
      return signatureRule(answer, context);
    case "datetime":
      return dateRule(field, answer, context);
    default:
      return field.dataMap ? dataMapRule(field.dataMap, answer, context) : null;
  }
}

const issueOf = (field: SurveyRuleField, rule: SurveyRule, context: SurveyRuleContext): SurveyIssue => {
  const values: SurveyIssue["values"] = { label: field.field.label };
  if (rule === "date") values.format = context.dateFormat;
  if (rule === "uploadType") values.types = fieldUploadExtensions(field.field.accept).join(",");
  if (rule === "uploadSize") values.maxMegabytes = String(Math.floor(context.uploadMaxBytes / 1024 / 1024));
  return { fieldId: field.id, rule, values };
};

/** The first rule one answer breaks, or null. `undefined` means the field was not answered. */
export function checkAnswer(
  field: SurveyRuleField,
  answer: SurveyAnswerValue | undefined,
  context: SurveyRuleContext,
): SurveyIssue | null {
  const given = answer ?? null;
  if (field.field.type === "section") return given === null ? null : issueOf(field, "noAnswer", context);
  if (field.field.type === "upload" && Array.isArray(given)) return issueOf(field, "oneFile", context);
  if (!fitsType(field, given)) return issueOf(field, "answerType", context);
  if (isBlankAnswer(field.field.type, given))
    return field.field.required ? issueOf(field, "required", context) : null;
  const rule = valueRule(field, given, context);
  return rule ? issueOf(field, rule, context) : null;
}

export interface SubmittedAnswer {
  fieldId: string;
  type: SurveyFieldType;
  answer: SurveyAnswerValue;
}

/**
 * Every rule a submission breaks: answers to fields the form does not have, a field answered
 * twice, an answer typed as another kind of field, and each field's own rules (a required field
 * left out is as blank as one sent empty).
 */
export function checkSubmission(
  fields: readonly SurveyRuleField[],
  answers: readonly SubmittedAnswer[],
  context: SurveyRuleContext,
): SurveyIssue[] {
  const issues: SurveyIssue[] = [];
  const byId = new Map(fields.map((field) => [field.id, field]));
  const given = new Map<string, SubmittedAnswer>();
  for (const answer of answers) {
    const field = byId.get(answer.fieldId);
    const unknown = { fieldId: answer.fieldId, values: { label: answer.fieldId } };
    if (!field) issues.push({ ...unknown, rule: "unknownField" });
    else if (given.has(answer.fieldId)) issues.push({ ...unknown, rule: "repeated" });
    else if (answer.type !== field.field.type) issues.push(issueOf(field, "answerType", context));
    else given.set(answer.fieldId, answer);
  }
  const reported = new Set(issues.map((issue) => issue.fieldId));
  for (const field of fields) {
    if (reported.has(field.id)) continue;
    const issue = checkAnswer(field, given.get(field.id)?.answer, context);
    if (issue) issues.push(issue);
  }
  return issues;
}

/**
 * After the rules pass, the bytes of a file answer (decoded from its data URL) must be what the
 * data URL says: the magic numbers of its type (UTF-8 text for txt and csv), a PNG for a
 * signature. Null when they are.
 */
export function checkFileContent(
  field: SurveyRuleField,
  declaredType: SurveyUploadType,
  bytes: Uint8Array,
  context: SurveyRuleContext,
): SurveyIssue | null {
  if (contentMatchesType(bytes, declaredType)) return null;
  return issueOf(field, field.field.type === "canvas" ? "signature" : "uploadContent", context);
}

/** True when at least one field must be answered (spec-1 §3 hasRequiredFields). */
export const hasRequiredFields = (fields: readonly SurveyRuleField[]): boolean =>
  fields.some((field) => field.field.required);

/**
 * The submission rule (spec-1 §4, "exact rule not shown"; ours): a respondent may submit when
 * the club has the survey open (its stored canSubmit) and either the survey takes several
 * responses or this respondent has not answered it yet (for an experience or an endpoint:
 * about this reference).
 */
export function canSubmitSurvey(survey: {
  open: boolean;
  multipleResponses: boolean;
  hasSubmitted: boolean;
}): boolean {
  return survey.open && (survey.multipleResponses || !survey.hasSubmitted);
}
