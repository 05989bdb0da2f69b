/**
 * Surveys for tests (the surveys feature's, and those of features embedding its forms), and the
 * fetch stub that serves and takes them as the API would.
 */
import {
  type Survey,
  type SurveyField,
  type SurveySubmission,
  surveySchema,
  surveySubmissionResultSchema,
  toWire,
} from "@crest/domain";
import { vi } from "vitest";
import { jsonResponse } from "./fixtures.ts";

let fieldCounter = 0;

/** A field of a type, with what the test says; ids are uuids, as the API's. */
export function field(
  type: SurveyField["field"]["type"],
  label: string,
  more: Partial<SurveyField["field"]> & { dataMap?: SurveyField["dataMap"] } = {},
): SurveyField {
  fieldCounter += 1;
  const { dataMap = null, ...rest } = more;
  return {
    id: `00000000-0000-4000-8000-${String(fieldCounter).padStart(12, "0")}`,
    dataMap,
    field: {
      type,
      label,
      placeholder: null,
      help: null,
      value: null,
      values: [],
      required: false,
      style: { width: "4of4" },
      ...rest,
      accept: rest.accept ?? [],
    },
  };
}

export const options = (...values: string[]) =>
  values.map((value) => ({ text: value, value, selected: false }));

export function survey(uid: string, fields: SurveyField[], more: Partial<Survey> = {}): Survey {
  return {
    id: `11111111-0000-4000-8000-${uid.padStart(12, "0").slice(-12)}`,
    uid,
    name: `Form ${uid}`,
    description: null,
    businessId: null,
    buttonCreate: null,
    buttonEdit: null,
    hasSubmitted: false,
    canSubmit: true,
    hasRequiredFields: fields.some((one) => one.field.required),
    confirmationHeader: null,
    confirmationText: null,
    multipleResponses: true,
    referenceId: null,
    referenceType: null,
    createdOn: new Date("2026-01-01T00:00:00Z"),
    endpoint: `/api/public/surveys/${uid}`,
    fields,
    responses: [],
    category: "general",
    kind: "form",
    isPublic: true,
    ...more,
  };
}

export interface Posted {
  url: string;
  body: { field_id: string; type: string; answer: unknown }[];
}

/**
 * Stubs fetch: GET of a survey's endpoint answers it (wire form), POST records the body and
 * answers a stored response with the survey now submitted; `reply` may answer a POST instead.
 */
export function stubSurveyApi(surveys: Survey[], reply?: (posted: Posted) => Response | undefined) {
  const posted: Posted[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const found = surveys.find((one) => one.endpoint === url);
    if (!found) return jsonResponse(404, { code: "not_found", title: "Not Found" });
    if ((init?.method ?? "GET") === "GET") return jsonResponse(200, toWire(surveySchema, found));
    const body = JSON.parse(String(init?.body)) as Posted["body"];
    const entry = { url, body };
    posted.push(entry);
    const custom = reply?.(entry);
    if (custom) return custom;
    const answers: SurveySubmission = body.map((answer) => ({
      fieldId: answer.field_id,
      type: answer.type as SurveyField["field"]["type"],
      answer: answer.answer as string,
    }));
    const response = {
      id: `r-${posted.length}`,
      surveyId: found.id,
      createdOn: new Date(),
      referenceType: null,
      referenceId: null,
      answers,
    };
    const after = { ...found, hasSubmitted: true, canSubmit: found.multipleResponses, responses: [response] };
    return jsonResponse(201, toWire(surveySubmissionResultSchema, { survey: after, response }));
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, posted };
}
