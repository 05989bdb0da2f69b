/**
 * Submitting answers, in the steps the submit flow (flows/submit-survey.ts) runs: prepare
 * (the submission rule, the shared field rules, files decoded and checked by content, passwords
 * hashed), store the files, record the response. Nothing is written before every rule passed.
 */
import {
  checkFileContent,
  checkSubmission,
  extensionOfType,
  isBlankAnswer,
  isSurveyUploadType,
  PROFILE_DATA_MAPS,
  parseDataUrl,
  profileChangeOf,
  type SurveyAnswerValue,
  type SurveyIssue,
  type SurveyProfileChanges,
  type SurveySubmission,
  type SurveySubmissionResult,
  type SurveyUploadType,
  surveyRuleMessage,
} from "@crest/domain";
import { AppError, ValidationError } from "../../lib/errors.ts";
import { hashPassword } from "../../lib/password-hash.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import type { CustomerRow } from "../customers/index.ts";
import { lockSurvey } from "./repository.ts";
import {
  hasResponded,
  insertAnswers,
  insertResponse,
  insertUploads,
  type StoredResponse,
} from "./response-repository.ts";
import { currentSurvey, ruleContextOf } from "./service.ts";
import { type Audience, type ResolvedSurvey, resolveSurvey, type SurveyTarget } from "./survey-targets.ts";
import type { SurveyFieldRow } from "./tables.ts";
import { removeSurveyFiles, storeSurveyFile } from "./upload-storage.ts";
import { fieldView, memberUploadLink, responseView, visitorUploadLink } from "./views.ts";

export interface SurveyFile {
  fieldId: string;
  bytes: Buffer;
  type: SurveyUploadType;
  fileName: string | null;
}

export interface PreparedSubmission {
  resolved: ResolvedSurvey;
  /** The answered fields (blank answers are not stored); files and passwords as they will be kept. */
  answers: { field: SurveyFieldRow; value: SurveyAnswerValue }[];
  files: SurveyFile[];
}

/** Stored file keys by field id. */
export type StoredFiles = Map<string, string>;

/** The submission rule: the club's switch, then one response per respondent (and reference) unless several are taken. */
async function checkMaySubmit(context: ServiceContext, resolved: ResolvedSurvey): Promise<void> {
  const { survey, respondent } = resolved;
  if (!survey.canSubmit) throw new AppError("survey_closed");
  if (!survey.multipleResponses && respondent && (await hasResponded(context.scope, survey.id, respondent))) {
    throw new AppError("survey_already_submitted");
  }
}

const invalid = (context: ServiceContext, issues: SurveyIssue[]) =>
  new ValidationError(
    issues.map((issue) => ({ field: issue.fieldId, details: surveyRuleMessage(issue, context.language) })),
  );

/** The bytes of each file answer, checked against the type their data URL declares. */
function decodeFiles(context: ServiceContext, resolved: ResolvedSurvey, submission: SurveySubmission) {
  const rules = ruleContextOf(context);
  const files: SurveyFile[] = [];
  const issues: SurveyIssue[] = [];
  for (const field of resolved.fields) {
    if (field.type !== "upload" && field.type !== "canvas") continue;
    const answer = submission.find((given) => given.fieldId === field.id)?.answer;
    if (typeof answer !== "string" || answer.trim() === "") continue;
    const file = parseDataUrl(answer);
    // The shared rules have already refused anything else.
    if (!file || !isSurveyUploadType(file.type)) continue;
    const bytes = Buffer.from(file.base64, "base64");
    const issue = checkFileContent(fieldView(field), file.type, bytes, rules);
    if (issue) issues.push(issue);
    else files.push({ fieldId: field.id, bytes, type: file.type, fileName: file.name });
  }
  if (issues.length > 0) throw invalid(context, issues);
  return files;
}

/**
 * Checks a submission against every rule and readies what will be stored; throws the first
 * refusal: 404 (out of reach), 403 survey_closed, 409 survey_already_submitted, or 400 naming
 * each field at fault in the club's language.
 */
export async function prepareSubmission(
  context: ServiceContext,
  target: SurveyTarget,
  audience: Audience,
  submission: SurveySubmission,
): Promise<PreparedSubmission> {
  const resolved = await resolveSurvey(context, target, audience);
  await checkMaySubmit(context, resolved);
  const issues = checkSubmission(
    resolved.fields.map((field) => fieldView(field)),
    submission,
    ruleContextOf(context),
  );
  if (issues.length > 0) throw invalid(context, issues);
  const files = decodeFiles(context, resolved, submission);
  const answers: PreparedSubmission["answers"] = [];
  for (const field of resolved.fields) {
    const value = submission.find((given) => given.fieldId === field.id)?.answer ?? null;
    if (field.type === "section" || isBlankAnswer(field.type, value)) continue;
    const kept = field.type === "password" && typeof value === "string" ? await hashPassword(value) : value;
    answers.push({ field, value: field.type === "upload" || field.type === "canvas" ? null : kept });
  }
  return { resolved, answers, files };
}

/** Writes the files; if one fails, those already written go again. Undo: `removeSubmissionFiles`. */
export async function storeSubmissionFiles(
  context: ServiceContext,
  prepared: PreparedSubmission,
): Promise<StoredFiles> {
  const { media } = context.platform;
  const stored: StoredFiles = new Map();
  try {
    for (const file of prepared.files) {
      const content = { bytes: file.bytes, contentType: file.type };
      const key = await storeSurveyFile(media, context.tenant.companyId, content, extensionOfType(file.type));
      stored.set(file.fieldId, key);
    }
  } catch (error) {
    await removeSubmissionFiles(context, stored);
    throw error;
  }
  return stored;
}

export const removeSubmissionFiles = (context: ServiceContext, stored: StoredFiles): Promise<void> =>
  removeSurveyFiles(context.platform.media, [...stored.values()]);

/**
 * Records the response, its uploads and answers. Run in a transaction: the survey's row is
 * locked and the submission rule checked again, so two submissions racing cannot both be the
 * respondent's only one.
 */
export async function recordSubmission(
  context: ServiceContext,
  prepared: PreparedSubmission,
  stored: StoredFiles,
): Promise<StoredResponse> {
  const { resolved } = prepared;
  await lockSurvey(context.scope, resolved.survey.id);
  await checkMaySubmit(context, resolved);
  const response = await insertResponse(context.scope, {
    surveyId: resolved.survey.id,
    endpointId: resolved.endpoint?.id ?? null,
    customerId: resolved.respondent?.customerId ?? null,
    referenceType: resolved.reference?.type ?? null,
    referenceId: resolved.reference?.id ?? null,
  });
  const uploads = await insertUploads(
    context.scope,
    prepared.files.flatMap((file) => {
      const storageKey = stored.get(file.fieldId);
      if (!storageKey) return [];
      return [
        {
          responseId: response.id,
          fieldId: file.fieldId,
          customerId: response.customerId,
          storageKey,
          contentType: file.type,
          sizeBytes: file.bytes.length,
          fileName: file.fileName,
        },
      ];
    }),
  );
  const uploadOf = new Map(uploads.map((upload) => [upload.fieldId, upload.id]));
  const answers = await insertAnswers(
    context.scope,
    prepared.answers.map(({ field, value }) => ({
      responseId: response.id,
      fieldId: field.id,
      type: field.type,
      value: { value },
      uploadId: uploadOf.get(field.id) ?? null,
    })),
  );
  return { response, answers };
}

/**
 * What the respondent's data-mapped answers write to their profile (spec-1 §3 dataMap): merged
 * over the customer as they are now, so that a free-form attribute keeps its neighbours.
 */
export function profileChangesOf(
  context: ServiceContext,
  prepared: PreparedSubmission,
  customer: CustomerRow,
): SurveyProfileChanges {
  const { country, dateFormat } = ruleContextOf(context);
  let changes: SurveyProfileChanges = {};
  for (const { field, value } of prepared.answers) {
    if (!field.dataMap || !PROFILE_DATA_MAPS.includes(field.dataMap) || typeof value !== "string") continue;
    const current = { ...customer, ...changes, advanced: changes.advanced ?? customer.advanced };
    changes = { ...changes, ...profileChangeOf(field.dataMap, value, current, { country, dateFormat }) };
  }
  return changes;
}

/** The answer to a submission: the stored response and the survey as it now stands for the respondent. */
export async function afterSubmission(
  context: ServiceContext,
  prepared: PreparedSubmission,
  recorded: StoredResponse,
): Promise<SurveySubmissionResult> {
  const link = prepared.resolved.respondent ? memberUploadLink : visitorUploadLink;
  return {
    survey: await currentSurvey(context, prepared.resolved),
    response: responseView(recorded, link),
  };
}
