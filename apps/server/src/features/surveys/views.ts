/** Surveys as the API answers them (spec-1 §3), from their rows and the respondent's state. */
import {
  hasRequiredFields,
  type Survey,
  type SurveyAnswer,
  type SurveyField,
  type SurveyResponse,
} from "@crest/domain";
import type { StoredResponse } from "./response-repository.ts";
import type { SurveyFieldRow, SurveyRow } from "./tables.ts";

/** What the answer says of a survey beyond its rows: where it is answered, and by whom. */
export interface SurveyState {
  endpoint: string;
  /** The reference an experience or endpoint is answered about; else the survey's own. */
  reference: { type: string; id: string } | null;
  hasSubmitted: boolean;
  canSubmit: boolean;
  responses: StoredResponse[];
  /** Profile values of data-mapped fields, by field id (signed-in respondents only). */
  prefill: Map<string, string | null>;
}

/** Where a stored file is downloaded from, for the audience of the answer (null: not for them). */
export type UploadLink = (uploadId: string) => string | null;

export const memberUploadLink: UploadLink = (uploadId) => `/api/surveys/uploads/${uploadId}`;
export const staffUploadLink: UploadLink = (uploadId) => `/admin/api/surveys/uploads/${uploadId}`;
/** A visitor's files are for the club's staff only. */
export const visitorUploadLink: UploadLink = () => null;

export function fieldView(row: SurveyFieldRow, prefill?: string | null): SurveyField {
  return {
    id: row.id,
    dataMap: row.dataMap,
    field: {
      type: row.type,
      label: row.label,
      placeholder: row.placeholder,
      help: row.help,
      value: prefill ?? row.defaultValue.value,
      values: row.values,
      required: row.required,
      style: { width: row.width },
      accept: row.accept,
    },
  };
}

/** A stored answer: files as links, passwords never (only their hash is kept). */
function answerView(answer: StoredResponse["answers"][number], uploadLink: UploadLink): SurveyAnswer {
  const shown =
    answer.type === "password"
      ? null
      : answer.type === "upload" || answer.type === "canvas"
        ? answer.uploadId
          ? uploadLink(answer.uploadId)
          : null
        : answer.value.value;
  return { fieldId: answer.fieldId, type: answer.type, answer: shown };
}

export function responseView({ response, answers }: StoredResponse, uploadLink: UploadLink): SurveyResponse {
  return {
    id: response.id,
    surveyId: response.surveyId,
    createdOn: response.createdAt,
    referenceType: response.referenceType,
    referenceId: response.referenceId,
    answers: answers.map((answer) => answerView(answer, uploadLink)),
  };
}

export function surveyView(row: SurveyRow, fields: SurveyFieldRow[], state: SurveyState): Survey {
  const fieldViews = fields.map((field) => fieldView(field, state.prefill.get(field.id)));
  return {
    id: row.id,
    uid: row.uid,
    name: row.name,
    description: row.description,
    businessId: row.businessId,
    buttonCreate: row.buttonCreate,
    buttonEdit: row.buttonEdit,
    hasSubmitted: state.hasSubmitted,
    canSubmit: state.canSubmit,
    hasRequiredFields: hasRequiredFields(fieldViews),
    confirmationHeader: row.confirmationHeader,
    confirmationText: row.confirmationText,
    multipleResponses: row.multipleResponses,
    referenceId: state.reference?.id ?? row.referenceId,
    referenceType: state.reference?.type ?? row.referenceType,
    createdOn: row.createdAt,
    endpoint: state.endpoint,
    fields: fieldViews,
    responses: state.responses.map((stored) => responseView(stored, memberUploadLink)),
    category: row.category,
    kind: row.kind,
    isPublic: row.isPublic,
  };
}
