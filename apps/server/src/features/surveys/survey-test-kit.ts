/**
 * What the surveys' tests share: asking and answering surveys over HTTP as the wire shows
 * them, and small real files (a PNG, a PDF, an executable) as the browser would send them.
 */
import { toDataUrl } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { HARBOR, json, request } from "../../test/test-app.ts";

export interface WireField {
  id: string;
  data_map: string | null;
  field: {
    type: string;
    label: string;
    value: unknown;
    required: boolean;
    values: { value: string }[];
    accept?: string[];
  };
}

export interface WireSurvey {
  id: string;
  uid: string;
  name: string;
  endpoint: string;
  has_submitted: boolean;
  can_submit: boolean;
  fields: WireField[];
  responses: { id: string; answers: { field_id: string; type: string; answer: unknown }[] }[];
}

/** The smallest PNG there is (1×1, transparent). */
export const PNG_DATA_URL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

const base64 = (text: string | Buffer) => Buffer.from(text).toString("base64");

export const pdfDataUrl = (name = "lease.pdf") =>
  toDataUrl("application/pdf", base64("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n"), name);

/** A Windows executable, declared as what it is. */
export const EXE_DATA_URL = toDataUrl("application/x-msdownload", base64("MZ\x90\x00\x03"), "setup.exe");

/** A Windows executable pretending to be a PDF. */
export const EXE_AS_PDF_DATA_URL = toDataUrl("application/pdf", base64("MZ\x90\x00\x03"), "invoice.pdf");

/** A survey's answers by field label, as the wire carries them. */
export function answersFor(survey: WireSurvey, byLabel: Record<string, unknown>) {
  return Object.entries(byLabel).map(([label, answer]) => {
    const field = survey.fields.find((candidate) => candidate.field.label === label);
    if (!field) throw new Error(`${survey.uid} has no field "${label}"`);
    return { field_id: field.id, type: field.field.type, answer };
  });
}

export const fieldIdOf = (survey: WireSurvey, label: string): string => {
  const field = survey.fields.find((candidate) => candidate.field.label === label);
  if (!field) throw new Error(`${survey.uid} has no field "${label}"`);
  return field.id;
};

export function surveyClient(app: FastifyInstance, host = HARBOR) {
  const headers = (cookie?: string) => (cookie ? { cookie } : {});
  return {
    get: (url: string, cookie?: string) =>
      request(app, host, { method: "GET", url, headers: headers(cookie) }),
    post: (url: string, payload: unknown, cookie?: string) =>
      request(app, host, { method: "POST", url, headers: headers(cookie), payload: payload as object }),
    survey: async (url: string, cookie?: string): Promise<WireSurvey> => {
      const res = await request(app, host, { method: "GET", url, headers: headers(cookie) });
      if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
      return json<WireSurvey>(res);
    },
  };
}
