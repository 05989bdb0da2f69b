/** What the surveys' route files share: the body limit of submissions and file downloads. */
import { SURVEY_MAX_FILE_FIELDS, SURVEY_UPLOAD_MAX_BYTES } from "@crest/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { SurveyFileDownload } from "./upload-service.ts";

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

/** Sends a stored file: images shown inline, anything else as an attachment; never cached. */
export function sendSurveyFile(reply: FastifyReply, file: SurveyFileDownload) {
  const disposition = file.contentType.startsWith("image/") ? "inline" : "attachment";
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header("cache-control", "private, no-store")
    .send(file.bytes);
}
