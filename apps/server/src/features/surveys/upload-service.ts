/**
 * Downloading a survey file: staff of the club may read any; a member only those they uploaded
 * themselves. Anyone else (another member, a visitor, another club) gets a 404, as for a file
 * that does not exist: the download routes are the only way to the files.
 */
import { extensionOfType, isSurveyUploadType } from "@crest/domain";
import { NotFoundError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { findUpload } from "./response-repository.ts";
import { readSurveyFile } from "./upload-storage.ts";

export interface SurveyFileDownload {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

export async function downloadSurveyUpload(
  context: ServiceContext,
  uploadId: string,
  reader: "member" | "staff",
): Promise<SurveyFileDownload> {
  const upload = await findUpload(context.scope, uploadId);
  if (!upload) throw new NotFoundError();
  if (reader === "member") {
    const mine = context.actor.kind === "customer" && upload.customerId === context.actor.customerId;
    if (!mine) throw new NotFoundError();
  }
  const stored = await readSurveyFile(context.platform.media, upload.storageKey);
  if (!stored) throw new NotFoundError();
  const extension = isSurveyUploadType(upload.contentType) ? extensionOfType(upload.contentType) : "bin";
  return {
    bytes: stored.bytes,
    contentType: upload.contentType,
    fileName: upload.fileName ?? `upload-${upload.id}.${extension}`,
  };
}
