/**
 * The form builder's draft: a survey's settings and fields as the screen edits them (texts, an
 * option per line), and the body the API takes. Fields keep their ids, so answers stay theirs.
 */
import {
  DATA_MAPPABLE_TYPES,
  type StaffSurvey,
  type StaffSurveyInput,
  type SurveyAnswerValue,
  type SurveyCategory,
  type SurveyDataMap,
  type SurveyFieldType,
  type SurveyFieldWidth,
  type SurveyOption,
  type SurveyUploadExtension,
} from "@crest/domain";

/** The field types whose options staff list. */
export const OPTION_TYPES: readonly SurveyFieldType[] = ["select", "radio", "checkbox"];

export const takesOptions = (type: SurveyFieldType) => OPTION_TYPES.includes(type);
export const takesDataMap = (type: SurveyFieldType) => DATA_MAPPABLE_TYPES.includes(type);

export interface FieldDraft {
  /** The field's id once saved; a new field has none. */
  id?: string;
  /** A stable key for the list while the draft is edited. */
  key: string;
  type: SurveyFieldType;
  label: string;
  required: boolean;
  placeholder: string;
  help: string;
  /** The options, one per line. */
  options: string;
  dataMap: SurveyDataMap | "";
  width: SurveyFieldWidth;
  answerCount: number;
  /** Kept as saved: the builder does not edit them. */
  savedOptions: SurveyOption[];
  defaultValue: SurveyAnswerValue;
  accept: SurveyUploadExtension[];
}

export interface SurveyDraft {
  uid: string;
  name: string;
  description: string;
  category: SurveyCategory;
  isPublic: boolean;
  multipleResponses: boolean;
  canSubmit: boolean;
  buttonCreate: string;
  confirmationHeader: string;
  confirmationText: string;
  fields: FieldDraft[];
}

let keys = 0;
const nextKey = () => `field-${++keys}`;

/** A new field of a type, blank. */
export const newField = (type: SurveyFieldType = "text"): FieldDraft => ({
  key: nextKey(),
  type,
  label: "",
  required: false,
  placeholder: "",
  help: "",
  options: "",
  dataMap: "",
  width: "4of4",
  answerCount: 0,
  savedOptions: [],
  defaultValue: null,
  accept: [],
});

export const newSurveyDraft = (): SurveyDraft => ({
  uid: "",
  name: "",
  description: "",
  category: "general",
  isPublic: false,
  multipleResponses: false,
  canSubmit: true,
  buttonCreate: "",
  confirmationHeader: "",
  confirmationText: "",
  fields: [newField()],
});

/** The draft of a saved form. */
export const draftOf = (survey: StaffSurvey): SurveyDraft => ({
  uid: survey.uid,
  name: survey.name,
  description: survey.description ?? "",
  category: survey.category,
  isPublic: survey.isPublic,
  multipleResponses: survey.multipleResponses,
  canSubmit: survey.canSubmit,
  buttonCreate: survey.buttonCreate ?? "",
  confirmationHeader: survey.confirmationHeader ?? "",
  confirmationText: survey.confirmationText ?? "",
  fields: survey.fields.map((field) => ({
    id: field.id,
    key: field.id,
    type: field.type,
    label: field.label,
    required: field.required,
    placeholder: field.placeholder ?? "",
    help: field.help ?? "",
    options: field.values.map((option) => option.text).join("\n"),
    dataMap: field.dataMap ?? "",
    width: field.width,
    answerCount: field.answerCount,
    savedOptions: field.values,
    defaultValue: field.defaultValue,
    accept: field.accept,
  })),
});

/** A uid from a name: lower case, hyphens between words, at most 40 characters. */
export function uidFrom(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return slug.length >= 3 ? slug : "";
}

/**
 * The options of a field from its lines: an option already saved with the same text keeps its
 * value (what answers hold); a new one's value is its text.
 */
function optionsOf(field: FieldDraft): SurveyOption[] {
  if (!takesOptions(field.type)) return [];
  const lines = [...new Set(field.options.split("\n").map((line) => line.trim()))].filter(Boolean);
  return lines.map(
    (text) =>
      field.savedOptions.find((option) => option.text === text) ?? { text, value: text, selected: false },
  );
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** The body of POST /admin/api/surveys and PUT /admin/api/surveys/{id}. */
export const surveyInputOf = (draft: SurveyDraft): StaffSurveyInput => ({
  uid: draft.uid.trim(),
  name: draft.name.trim(),
  description: orNull(draft.description),
  category: draft.category,
  isPublic: draft.isPublic,
  multipleResponses: draft.multipleResponses,
  canSubmit: draft.canSubmit,
  buttonCreate: orNull(draft.buttonCreate),
  confirmationHeader: orNull(draft.confirmationHeader),
  confirmationText: orNull(draft.confirmationText),
  fields: draft.fields.map((field) => ({
    ...(field.id ? { id: field.id } : {}),
    type: field.type,
    label: field.label.trim(),
    required: field.type === "section" ? false : field.required,
    placeholder: orNull(field.placeholder),
    help: orNull(field.help),
    values: optionsOf(field),
    dataMap: takesDataMap(field.type) && field.dataMap ? field.dataMap : null,
    width: field.width,
    defaultValue: field.defaultValue,
    accept: field.type === "upload" ? field.accept : [],
  })),
});

/** The fields with one moved up (-1) or down (+1). */
export function moved(fields: FieldDraft[], index: number, by: -1 | 1): FieldDraft[] {
  const to = index + by;
  if (to < 0 || to >= fields.length) return fields;
  const next = [...fields];
  [next[index], next[to]] = [next[to] as FieldDraft, next[index] as FieldDraft];
  return next;
}
