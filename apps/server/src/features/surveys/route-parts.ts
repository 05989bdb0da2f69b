/** What the surveys' route files share: tags, error answers, the body limit and file downloads. */
import {
  apiErrorSchema,
  SURVEY_MAX_FILE_FIELDS,
  SURVEY_UPLOAD_MAX_BYTES,
  surveySchema,
  surveySubmissionResultSchema,
} from "@crest/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { SurveyFileDownload } from "./upload-service.ts";

export const tags = ["surveys"];
export const reads = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
export const writes = {
  ...reads,
  403: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  429: apiErrorSchema,
};
export const oneSurvey = { 200: surveySchema, ...reads };
export const submitted = { 201: surveySubmissionResultSchema, ...writes };

/**
 * Answers carry their files as data URLs: room for a form's files on top of the usual body. A
 * visitor's submission (anyone may send one) gets room for one upload's worth in all, so a
 * burst of anonymous bodies cannot take the server's memory.
 */
export function submissionBodyLimit(app: FastifyInstance, access: "public" | "customer"): number {
  const { bodyLimitBytes, uploadLimitBytes } = app.platformServices.config;
  const fileBytes = Math.min(uploadLimitBytes, SURVEY_UPLOAD_MAX_BYTES);
  const files = access === "public" ? 1 : SURVEY_MAX_FILE_FIELDS;
  return bodyLimitBytes + files * (Math.ceil(fileBytes / 3) * 4 + 512);
}

/** A file's bytes, with the type it was checked to be. */
export const fileResponseSchema = z.string().meta({ format: "binary", description: "The file itself" });

/** Sends a stored file: images shown inline, anything else as an attachment; never cached. */
export function sendSurveyFile(reply: FastifyReply, file: SurveyFileDownload) {
  const disposition = file.contentType.startsWith("image/") ? "inline" : "attachment";
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header("cache-control", "private, no-store")
    .send(file.bytes);
}
